import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  excludedZone,
  releaseGroups,
  upcomingShows,
  type Language,
  type ShowSummary,
  type SiteCode,
} from '@marquee/data';
import { useCities, useShows, useZoneById } from '@marquee/data/hooks';
import { Select } from '@marquee/design-system';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext } from '../../page.ts';
import { ShowGrid, ShowGridSkeleton } from '../../showtimes/index.ts';
import * as layout from '../shared/layout.css.ts';
import { ErrorState } from '../../pageStatus.tsx';
import * as styles from './UpcomingPage.css.ts';

/** The zone filter's value for "every city": the full list, not a zone list. */
const everywhere = '';

/**
 * Upcoming releases (catalogue.txt §2): the shows not yet released, grouped by their release date
 * in the site's country (DD/MM/YYYY, member-and-shell.txt §9), earliest first and each day in the
 * upcoming order; the unknown date (1900-01-01) is shown last as "date to be announced". Choosing
 * a city narrows the list to that zone's shows (zone/{slug}, the zone slug being the city slug),
 * and a zone list leaves the unknown dates out (catalogue.txt §5).
 */
export function UpcomingPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const { shows, error, retry } = useShows(language);
  const [zone, setZone] = useState(everywhere);
  const upcoming = shows ? upcomingShows(shows) : undefined;
  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.pageTitle}>{t('films.upcoming.title')}</h1>
      <ZoneFilter language={language} zone={zone} onChange={setZone} />
      {upcoming ? (
        zone === everywhere ? (
          <ReleaseList shows={upcoming} site={site} language={language} />
        ) : (
          <ZoneReleases zone={zone} upcoming={upcoming} site={site} language={language} />
        )
      ) : error ? (
        <ErrorState onRetry={retry} />
      ) : (
        <ShowGridSkeleton />
      )}
    </main>
  );
}

function ZoneFilter({
  language,
  zone,
  onChange,
}: {
  language: Language;
  zone: string;
  onChange: (zone: string) => void;
}) {
  const { t } = useTranslation();
  const cities = useCities(language);
  // The filter only narrows the list: without cities there is nothing to narrow by, and the full
  // list stays.
  const zones = (cities.data ?? []).filter((city) => city.slug !== excludedZone);
  if (zones.length === 0) return null;
  return (
    <div className={styles.filter}>
      <Select
        label={t('films.upcoming.zone')}
        value={zone}
        onChange={(value) => onChange(value ?? everywhere)}
        options={[
          { id: everywhere, label: t('films.upcoming.allZones') },
          ...zones.map((city) => ({ id: city.slug, label: city.name })),
        ]}
      />
    </div>
  );
}

interface ListProps {
  site: SiteCode;
  language: Language;
}

function ZoneReleases({ zone, upcoming, site, language }: ListProps & { zone: string; upcoming: ShowSummary[] }) {
  const answer = useZoneById(language, zone);
  if (answer.error) return <ErrorState onRetry={answer.retry} />;
  if (!answer.data) return <ShowGridSkeleton />;
  // Zone entries are stubs (real-api.md §3.9): the site's summaries carry the titles and dates.
  const inZone = new Set(answer.data.shows.map((show) => show.slug));
  const shows = upcoming.filter((show) => inZone.has(show.slug));
  return <ReleaseList shows={shows} site={site} language={language} zoneList emptyKey="films.upcoming.zoneEmpty" />;
}

function ReleaseList({
  shows,
  site,
  language,
  zoneList = false,
  emptyKey = 'films.upcoming.empty',
}: ListProps & { shows: ShowSummary[]; zoneList?: boolean; emptyKey?: TranslationKey }) {
  const { t } = useTranslation();
  const groups = releaseGroups(shows, site, { zoneList });
  if (groups.length === 0) return <p className={layout.status}>{t(emptyKey)}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <ReleaseDay
          key={group.date ?? 'unknown'}
          date={group.date}
          shows={group.shows}
          site={site}
          language={language}
        />
      ))}
    </div>
  );
}

function ReleaseDay({ date, shows, site, language }: ListProps & { date: string | null; shows: ShowSummary[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const formatted = useFormat().date(date);
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {formatted ? t('films.upcoming.releaseOn', { date: formatted }) : t('films.upcoming.dateToBeAnnounced')}
      </h2>
      <ShowGrid shows={shows} site={site} language={language} headingLevel={3} />
    </section>
  );
}
