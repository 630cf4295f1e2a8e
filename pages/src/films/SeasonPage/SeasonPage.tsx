import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiCalls, type CallResponse, type Language, type ShowSummary, type SiteCode } from '@marquee/data';
import { useEvent, useEventShows, useShows } from '@marquee/data/hooks';
import { Backdrop, Link, Skeleton } from '@marquee/design-system';
import type { PageContext } from '../../page.ts';
import { ShowGrid, ShowGridSkeleton } from '../shared/FilmCard.tsx';
import * as layout from '../shared/layout.css.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { seasonPath } from '../shared/showLinks.ts';
import { plainText } from '../shared/text.ts';
import * as styles from './SeasonPage.css.ts';

type SeasonWire = CallResponse<ApiCalls['event']>;

/**
 * A season or special event (catalogue.txt §2 Season and event-special, branded events): its
 * description and its shows, each linking to its film page.
 */
export function SeasonPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const slug = target.params.slug ?? null;
  const event = useEvent(language, slug);
  if (!event.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.pageTitle}>{t('films.season.title')}</h1>
        {event.error ? (
          <LoadError onRetry={event.retry} />
        ) : (
          <Skeleton shape="text" lines={6} statusLabel={t('films.common.loading')} />
        )}
      </main>
    );
  }
  return (
    <main id="main" className={layout.page}>
      <SeasonHeader event={event.data} site={site} language={language} />
      <SeasonShows slug={event.data.slug} site={site} language={language} />
    </main>
  );
}

function SeasonHeader({ event, site, language }: { event: SeasonWire; site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const description = plainText(event.description);
  // member-and-shell.txt §2: an item that only carries a redirect slug leads to that season's page.
  const movedTo = event.redirectSlug && event.redirectSlug !== event.slug ? seasonPath(site, language, event) : null;
  return (
    <div className={styles.header}>
      <div className={styles.backdrop}>
        {/* The title names the season: the picture is decorative. */}
        <Backdrop
          sources={event.backdrop ? { md: event.backdrop, lg: event.backdrop } : null}
          alt=""
          priority
          sizes="(min-width: 1440px) 80rem, 100vw"
        />
      </div>
      <h1 className={layout.pageTitle}>{event.title}</h1>
      {description ? <p className={layout.lead}>{description}</p> : null}
      {movedTo ? (
        <p className={layout.lead}>
          <Link href={movedTo}>{t('films.season.moved')}</Link>
        </p>
      ) : null}
    </div>
  );
}

function SeasonShows({ slug, site, language }: { slug: string; site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const headingId = useId();
  const programme = useEventShows(language, slug);
  const summaries = useShows(language);
  const bySlug = new Map((summaries.shows ?? []).map((show) => [show.slug, show]));
  // The programme names its shows in its own order; the summaries carry their titles and posters.
  // A show missing from the summaries (real-api.md §3.5) has nothing to show and is left out.
  const shows =
    programme.data && summaries.shows
      ? programme.data.shows
          .map((entry) => bySlug.get(entry.slug))
          .filter((show): show is ShowSummary => show !== undefined)
      : undefined;
  const error = programme.error ?? summaries.error;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {t('films.season.shows')}
      </h2>
      {shows ? (
        shows.length > 0 ? (
          <ShowGrid shows={shows} site={site} language={language} headingLevel={3} />
        ) : (
          <p className={layout.status}>{t('films.season.empty')}</p>
        )
      ) : error ? (
        <LoadError
          onRetry={() => {
            if (programme.error) programme.retry();
            if (summaries.error) summaries.retry();
          }}
        />
      ) : (
        <ShowGridSkeleton />
      )}
    </section>
  );
}
