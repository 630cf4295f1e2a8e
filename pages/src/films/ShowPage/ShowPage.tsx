import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDuration,
  formatReleaseDate,
  routePath,
  type Language,
  type ShowDetail,
  type SiteCode,
} from '@marquee/data';
import { useCinemas, useShow, useShowCinemas } from '@marquee/data/hooks';
import { Link, ShowHero, Skeleton } from '@marquee/design-system';
import type { PageContext } from '../../page.ts';
import * as layout from '../shared/layout.css.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { ratingSystemFor } from '../shared/ratings.ts';
import { siteReleaseDate } from '../shared/releaseDates.ts';
import { plainText } from '../shared/text.ts';
import * as styles from './ShowPage.css.ts';

/**
 * The film or entertainment page (member-and-shell.txt §2 Shows.Movie, Shows.Entertainment): the
 * hero and the cinemas showing it. Showtimes, day strip, filters and trailer come with issue 9.
 */
export function ShowPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const slug = target.params.slug ?? null;
  const show = useShow(language, slug);
  if (!show.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.pageTitle}>{t('films.show.title')}</h1>
        {show.error ? (
          <LoadError onRetry={show.retry} />
        ) : (
          <Skeleton shape="text" lines={6} statusLabel={t('films.common.loading')} />
        )}
      </main>
    );
  }
  return (
    <main id="main" className={styles.page}>
      <FilmHero show={show.data} site={site} />
      <div className={layout.page}>
        <ShowCinemas slug={show.data.slug} site={site} language={language} />
      </div>
    </main>
  );
}

function FilmHero({ show, site }: { show: ShowDetail; site: SiteCode }) {
  const { t } = useTranslation();
  const releases = Object.fromEntries(show.releases.map((release) => [release.zone, release.date]));
  const rating = show.contentRating;
  return (
    <ShowHero
      title={show.title}
      poster={show.poster}
      backdrop={show.backdrop}
      contentRating={
        rating
          ? {
              system: ratingSystemFor(site),
              code: rating.ref,
              label: rating.label,
              description: rating.description,
              warning: rating.warning,
              cinechecks: rating.cinechecks.map((check) => ({ code: check.ref, label: check.label ?? check.ref })),
              cinechecksLabel: t('films.common.cinechecks'),
              allAudiencesLabel: t('films.common.allAudiences'),
            }
          : undefined
      }
      facts={{
        genres: show.genres,
        duration: show.duration ? formatDuration(show.duration) : null,
        releaseDate: formatReleaseDate(siteReleaseDate(releases, site)),
        directors: show.directors.join(', ') || null,
        actors: show.actors.join(', ') || null,
      }}
      factLabels={{
        genres: t('films.show.facts.genres'),
        duration: t('films.show.facts.duration'),
        releaseDate: t('films.show.facts.releaseDate'),
        directors: t('films.show.facts.directors'),
        actors: t('films.show.facts.actors'),
      }}
      synopsis={plainText(show.synopsis) || null}
    />
  );
}

function ShowCinemas({ slug, site, language }: { slug: string; site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const headingId = useId();
  const schedules = useShowCinemas(language, slug);
  // Names come from the cinemas list; a cinema missing there still shows, under its slug.
  const cinemas = useCinemas(language);
  const names = new Map((cinemas.data ?? []).map((cinema) => [cinema.slug, cinema.name]));
  const rows = (schedules.data ?? [])
    .map((schedule) => ({ slug: schedule.cinema, name: names.get(schedule.cinema) ?? schedule.cinema }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {t('films.show.cinemas')}
      </h2>
      {schedules.data ? (
        rows.length > 0 ? (
          <ul className={styles.cinemaList}>
            {rows.map((row) => {
              const href = routePath(site, { kind: 'Cinema.Single', language, params: { slug: row.slug } });
              return <li key={row.slug}>{href ? <Link href={href}>{row.name}</Link> : row.name}</li>;
            })}
          </ul>
        ) : (
          <p className={layout.status}>{t('films.show.cinemasEmpty')}</p>
        )
      ) : schedules.error ? (
        <LoadError onRetry={schedules.retry} />
      ) : (
        <Skeleton shape="text" lines={4} statusLabel={t('films.common.loading')} />
      )}
    </section>
  );
}
