import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cinemaDay,
  panelShow,
  programmeDays,
  programmeWeek,
  showPath,
  showsOfDay,
  tagText,
  titleFromSlug,
  todayOn,
  versionText,
  type CinemaDetails,
  type FeatureSwitches,
  type Language,
  type RouteTarget,
  type ScheduleShow,
  type ShowSummary,
  type SiteCode,
} from '@marquee/data';
import {
  useCinemaShows,
  useSettings,
  useShows,
  useShowShowtimesByCinemaAndDate,
  useTags,
  useVersions,
} from '@marquee/data/hooks';
import {
  ContentRating,
  DayStrip,
  Link,
  Popin,
  Poster,
  ShowtimeGrid,
  usePopins,
  type ContentRatingProps,
} from '@marquee/design-system';
import { runtimeKey } from '../../i18n/keys.ts';
import { useFormat } from '../../i18n/formats.ts';
import {
  ExperienceTeaserPopin,
  InPlaceLinks,
  ShowtimeDetails,
  filtersHref,
  gridShowtimes,
  ratingSystemFor,
  replaceAddress,
  type GridOptions,
  type ShowtimeDetailsData,
} from '../../showtimes/index.ts';
import { useClock } from '../../clock.tsx';
import { CallState, EmptyState } from '../../pageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import * as styles from './CinemaPage.css.ts';

export interface ScheduleProps {
  site: SiteCode;
  language: Language;
  target: RouteTarget;
  features: FeatureSwitches;
  details: CinemaDetails;
}

/** What the showtimes details pop-in of the cinema page is opened with. */
interface PanelData extends ShowtimeDetailsData {
  show: ScheduleShow;
}

/**
 * The programme by day (catalogue.txt §9 cinema week): the week of the selected day as a day
 * strip, links to the weeks around it, then each show of the day with its showtimes. The day is
 * the address's date filter (member-and-shell.txt §2): days are links without JavaScript; with it
 * they apply in place and rewrite the address.
 */
export function Schedule({ site, language, target, features, details }: ScheduleProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const now = useClock();
  const { open } = usePopins();
  const [requested, setRequested] = useState(target.filters?.date);

  const programme = useCinemaShows(language, details.slug);
  const shows = useShows(language);
  const tags = useTags(language);
  const versions = useVersions(language);
  const settings = useSettings(language);

  const format = useFormat();
  const today = todayOn(site, now);
  const summaries = useMemo(() => new Map((shows.shows ?? []).map((show) => [show.slug, show])), [shows.shows]);
  const lookup = useCallback((key: string) => (i18n.exists(key) ? t(runtimeKey(key)) : null), [i18n, t]);
  const apiVersionLabels = useMemo(
    () => new Map((versions.data ?? []).map((version) => [version.slug, version.label])),
    [versions.data],
  );
  const versionOf = useCallback(
    (slug: string) => versionText(slug, apiVersionLabels, lookup),
    [apiVersionLabels, lookup],
  );
  const tagsBySlug = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.slug, tag])), [tags.data]);

  // A site without the date filter on this page (the light page) keeps the day in the page only.
  const hrefForDay = (date: string) => filtersHref(site, target, { ...target.filters, date });
  const choose = (date: string) => {
    setRequested(date);
    const path = hrefForDay(date);
    if (path) replaceAddress(path);
  };

  const grid: GridOptions = {
    byVersion: features.showtimesByVersionEnabled,
    tagInsteadOfVersion: features.tagInsteadOfVersion,
    allShowtimesLabel: t('films.show.allShowtimes'),
    versionLabel: (slug) => versionOf(slug).label,
    tags: tagsBySlug,
    tagName: (tag) => tagText(tag, lookup).label,
    now,
  };

  const renderProgramme = (schedule: NonNullable<typeof programme.data>) => {
    const days = programmeDays(schedule, today);
    const date = cinemaDay(schedule, today, requested);
    if (date === null) return <EmptyState message={t('cinemas.cinema.filmsEmpty')} />;
    const week = programmeWeek(date, days, details.cinemaWeekOffset, today);
    const dayShows = showsOfDay(schedule, date);
    const dateByHref = new Map(
      [...week.days.map((day) => day.date), week.previous, week.next]
        .filter((day): day is string => day !== null)
        .map((day) => [hrefForDay(day), day]),
    );
    const follow = (href: string) => {
      const day = dateByHref.get(href);
      if (day !== undefined) choose(day);
    };
    const weekLink = (day: string | null, label: string) => {
      const href = day === null ? null : hrefForDay(day);
      if (day === null) return null;
      return href ? (
        <Link href={href}>{label}</Link>
      ) : (
        <button type="button" className={styles.weekButton} onClick={() => choose(day)}>
          {label}
        </button>
      );
    };
    const linked = hrefForDay(date) !== null;
    return (
      <>
        <InPlaceLinks className={styles.days} onFollow={follow}>
          <nav className={styles.weeks} aria-label={t('cinemas.cinema.schedule.weeks')}>
            {weekLink(week.previous, t('cinemas.cinema.schedule.previousWeek'))}
            <p className={styles.weekLabel}>
              {t('cinemas.cinema.schedule.week', {
                date: format.day(week.start, 'long'),
              })}
            </p>
            {weekLink(week.next, t('cinemas.cinema.schedule.nextWeek'))}
          </nav>
          <DayStrip
            label={t('cinemas.cinema.schedule.days')}
            days={week.days}
            selectedDate={date}
            today={today}
            todayLabel={t('cinemas.cinema.schedule.today')}
            tomorrowLabel={t('cinemas.cinema.schedule.tomorrow')}
            formatDay={(day) => format.day(day)}
            {...(linked ? { hrefForDay: (day: string) => hrefForDay(day) ?? '' } : { onSelect: choose })}
          />
        </InPlaceLinks>
        {dayShows.length === 0 ? (
          <EmptyState message={t('cinemas.cinema.schedule.none')} />
        ) : (
          <ol className={styles.shows} aria-label={format.day(date, 'long')}>
            {dayShows.map((show) => (
              <ShowRow
                key={`${show.slug}-${date}`}
                site={site}
                language={language}
                cinema={details}
                show={show}
                summary={summaries.get(show.slug)}
                date={date}
                grid={grid}
                onSelect={(data) =>
                  open('showtimeDetails', {
                    data: { ...data, show } satisfies PanelData,
                  })
                }
              />
            ))}
          </ol>
        )}
      </>
    );
  };

  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {t('cinemas.cinema.schedule.title')}
      </h2>
      <CallState state={{ data: programme.data, error: programme.error, retry: programme.retry }}>
        {renderProgramme}
      </CallState>
      <Popin id="showtimeDetails" title={t('films.show.panel.title')} closeLabel={t('cinemas.cinema.close')}>
        {(data) => {
          const { show, ...panel } = data as PanelData;
          const summary = summaries.get(show.slug);
          return (
            <ShowtimeDetails
              language={language}
              {...panel}
              site={site}
              show={panelShow(show, summary)}
              contentRating={ratingOf(summary, site, (key) => t(runtimeKey(key)))}
              version={versionOf(panel.showtime.version)}
              tags={tagsBySlug}
              settings={settings.data}
              features={features}
              listName="cinema_page"
            />
          );
        }}
      </Popin>
      <ExperienceTeaserPopin site={site} language={language} />
    </section>
  );
}

function ratingOf(
  summary: ShowSummary | undefined,
  site: SiteCode,
  t: (key: string) => string,
): ContentRatingProps | undefined {
  const rating = summary?.contentRating;
  if (!rating) return undefined;
  return {
    system: ratingSystemFor(site),
    code: rating.ref,
    label: rating.label,
    allAudiencesLabel: t('films.common.allAudiences'),
  };
}

interface ShowRowProps {
  site: SiteCode;
  language: Language;
  cinema: CinemaDetails;
  show: ScheduleShow;
  summary: ShowSummary | undefined;
  date: string;
  grid: GridOptions;
  /** With JavaScript: a chip opens the showtime details instead of following its booking link. */
  onSelect: ((data: ShowtimeDetailsData) => void) | undefined;
}

/** One show of the day: poster, title to its page, rating, and its showtimes (one call per show). */
function ShowRow({ site, language, cinema, show, summary, date, grid, onSelect }: ShowRowProps) {
  const { t } = useTranslation();
  const showtimes = useShowShowtimesByCinemaAndDate(language, show.slug, cinema.slug, date);
  const title = summary?.title ?? titleFromSlug(show.slug);
  const path = showPath(site, language, { slug: show.slug, strand: summary?.strand ?? null });
  const rating = ratingOf(summary, site, (key) => t(runtimeKey(key)));
  const cinemaForPanel = { slug: cinema.slug, name: cinema.name, address: cinema.address?.full.trim() || null };
  return (
    <li className={styles.show}>
      <div className={styles.showPoster}>
        <Poster sources={summary?.poster ?? null} alt="" title={title} sizes="6rem" />
      </div>
      <div className={styles.showBody}>
        <h3 className={styles.showTitle}>{path ? <Link href={path}>{title}</Link> : title}</h3>
        {rating ? <ContentRating {...rating} /> : null}
        <CallState state={{ data: showtimes.data, error: showtimes.error, retry: showtimes.retry }}>
          {(list) => {
            const { showtimes: chips, layout: chipLayout } = gridShowtimes(list, grid);
            const byId = new Map(chips.map((chip, index) => [chip.id, list[index]]));
            return (
              <ShowtimeGrid
                showtimes={chips}
                groupBy={chipLayout.groupBy}
                chipLabel={chipLayout.chipLabel}
                headingLevel={4}
                groupHeadings={chipLayout.groupHeadings}
                emptyText={t('cinemas.cinema.schedule.none')}
                labels={{
                  soldOut: t('films.show.chip.soldOut'),
                  locked: t('films.show.chip.locked'),
                  threeD: t('films.show.chip.threeD'),
                }}
                // Chips open the details; a browser that runs no scripts keeps them booking links.
                onSelect={
                  onSelect
                    ? (id) => {
                        const showtime = byId.get(id);
                        if (showtime) onSelect({ showtime, cinema: cinemaForPanel });
                      }
                    : undefined
                }
              />
            );
          }}
        </CallState>
      </div>
    </li>
  );
}
