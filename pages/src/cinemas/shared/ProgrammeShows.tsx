import { useId } from 'react';
import type { Language, Schedule, SiteCode } from '@marquee/data';
import { useShows } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import { EmptyState, ErrorState } from '../../pageStatus.tsx';
import { ShowGrid, ShowGridSkeleton } from '../../showtimes/index.ts';
import * as layout from './layout.css.ts';

export interface ProgrammeShowsProps {
  /** A programme matrix's answer (gpxp/{slug}/shows, cinepass/current-shows...). */
  programme: { data: Schedule | undefined; error: unknown; retry: () => void };
  title: string;
  emptyMessage: string;
  site: SiteCode;
  language: Language;
  /** Shows at most this many, then `more` links to the rest (a long programme would bury the page). */
  limit?: number;
  more?: { href: string; label: string } | null;
}

/**
 * The shows of a programme as poster cards in the programme's order, each leading to its page. The
 * matrix names shows by slug; the shows answer gives their titles and posters (one it lacks has
 * nothing to show: left out).
 */
export function ProgrammeShows({ programme, title, emptyMessage, site, language, limit, more }: ProgrammeShowsProps) {
  const headingId = useId();
  const summaries = useShows(language);
  const heading = (
    <h2 id={headingId} className={layout.sectionTitle}>
      {title}
    </h2>
  );
  if (!programme.data || !summaries.shows) {
    const failed = programme.error ?? summaries.error;
    return (
      <section className={layout.section} aria-labelledby={headingId}>
        {heading}
        {failed ? (
          <ErrorState
            onRetry={() => {
              if (programme.error) programme.retry();
              if (summaries.error) summaries.retry();
            }}
          />
        ) : (
          <ShowGridSkeleton count={4} />
        )}
      </section>
    );
  }
  const known = new Map(summaries.shows.map((show) => [show.slug, show]));
  const all = programme.data.shows.flatMap((show) => known.get(show.slug) ?? []);
  const shows = limit === undefined ? all : all.slice(0, limit);
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      {heading}
      {shows.length > 0 ? (
        <ShowGrid shows={shows} site={site} language={language} headingLevel={3} aria-labelledby={headingId} />
      ) : (
        <EmptyState message={emptyMessage} />
      )}
      {more && shows.length < all.length ? (
        <p className={layout.paragraph}>
          <Link href={more.href}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
