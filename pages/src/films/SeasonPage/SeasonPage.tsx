import { useId, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiDate,
  cmsPlainText,
  initialSeasonSelection,
  seasonByCinema,
  seasonByShow,
  seasonDays,
  seasonModes,
  seasonPath,
  seasonSelectionReducer,
  showPath,
  showtimeStatus,
  sites,
  type ApiCalls,
  type CallResponse,
  type FeatureSwitches,
  type Language,
  type SeasonAction,
  type SeasonMode,
  type SeasonShow,
  type SelectedShowtime,
  type Showtime,
  type SiteCode,
} from '@marquee/data';
import { useCinemas, useEvent, useEventShows, useShows, useShowShowtimesByDate } from '@marquee/data/hooks';
import { Backdrop, Button, Checkbox, Cta, DayStrip, Link, RadioGroup } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext } from '../../page.ts';
import { ShowGridSkeleton } from '../../showtimes/index.ts';
import { useClock } from '../../clock.tsx';
import * as layout from '../shared/layout.css.ts';
import { ErrorState, LoadingState } from '../../pageStatus.tsx';
import * as styles from './SeasonPage.css.ts';
import { trackSelectItem } from '../../tracking/selectItem.ts';

type SeasonWire = CallResponse<ApiCalls['event']>;

/**
 * A season or special event (catalogue.txt §2 Season and event-special, branded events): its
 * description, then its programme day by day with every showtime to choose, film by film or cinema
 * by cinema, a selection to book (member-and-shell.txt §4 Seasons, §9 season multiple selection).
 */
export function SeasonPage({ site, language, target, features }: PageContext) {
  const { t } = useTranslation();
  const slug = target.params.slug ?? null;
  const event = useEvent(language, slug);
  if (!event.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.pageTitle}>{t('films.season.title')}</h1>
        {event.error ? <ErrorState onRetry={event.retry} /> : <LoadingState lines={6} />}
      </main>
    );
  }
  return (
    <main id="main" className={layout.page}>
      <SeasonHeader event={event.data} site={site} language={language} />
      <SeasonProgramme slug={event.data.slug} site={site} language={language} features={features} />
    </main>
  );
}

function SeasonHeader({ event, site, language }: { event: SeasonWire; site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const description = cmsPlainText(event.description);
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

interface ProgrammeProps {
  slug: string;
  site: SiteCode;
  language: Language;
  features: Pick<FeatureSwitches, 'seasonMultipleSelectionEnabled' | 'trackingEnabled' | 'experienceTrackingEnabled'>;
}

function SeasonProgramme({ slug, site, language, features }: ProgrammeProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const programme = useEventShows(language, slug);
  const summaries = useShows(language);
  const [state, dispatch] = useReducer(seasonSelectionReducer, slug, initialSeasonSelection);
  // member-and-shell.txt §4: a navigation to another season resets the selection (a render-phase
  // update: React re-renders at once with the fresh state, before anything shows).
  if (state.slug !== slug) dispatch({ type: 'navigate', slug });

  const heading = (
    <h2 id={headingId} className={layout.sectionTitle}>
      {t('films.season.shows')}
    </h2>
  );
  if (!programme.data || !summaries.shows) {
    const error = programme.error ?? summaries.error;
    return (
      <section className={layout.section} aria-labelledby={headingId}>
        {heading}
        {error ? (
          <ErrorState
            onRetry={() => {
              if (programme.error) programme.retry();
              if (summaries.error) summaries.retry();
            }}
          />
        ) : (
          <ShowGridSkeleton count={3} />
        )}
      </section>
    );
  }
  // The programme names its shows; the summaries carry their titles. A show missing from the
  // summaries (real-api.md §3.5) has nothing to show and is left out.
  const titles = new Map(summaries.shows.map((show) => [show.slug, show]));
  const days = seasonDays(programme.data)
    .map((day) => ({ ...day, shows: day.shows.filter((show) => titles.has(show)) }))
    .filter((day) => day.shows.length > 0);
  const day = days.find((candidate) => candidate.date === state.day) ?? days[0];
  const multiple = features.seasonMultipleSelectionEnabled;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      {heading}
      {day ? (
        <>
          <div className={styles.controls}>
            <SeasonDayStrip
              site={site}
              days={days.map((candidate) => candidate.date)}
              selected={day.date}
              onSelect={(date) => dispatch({ type: 'day', date })}
            />
            <RadioGroup
              label={t('films.season.mode')}
              orientation="horizontal"
              value={state.mode}
              onChange={(mode) => {
                const chosen = seasonModes.find((candidate) => candidate === mode);
                if (chosen) dispatch({ type: 'mode', mode: chosen });
              }}
              options={seasonModes.map((mode) => ({ value: mode, label: t(`films.season.modes.${mode}`) }))}
            />
          </div>
          <p className={layout.status}>{t(multiple ? 'films.season.chooseMany' : 'films.season.chooseOne')}</p>
          <DayShowtimes
            key={day.date}
            date={day.date}
            shows={day.shows.map((show) => ({ slug: show, title: titles.get(show)?.title ?? show }))}
            summaries={titles}
            site={site}
            language={language}
            mode={state.mode}
            selected={state.showtimes}
            multiple={multiple}
            dispatch={dispatch}
          />
          <SelectionSummary selected={state.showtimes} dispatch={dispatch} features={features} />
        </>
      ) : (
        <p className={layout.status}>{t('films.season.empty')}</p>
      )}
    </section>
  );
}

function SeasonDayStrip({
  site,
  days,
  selected,
  onSelect,
}: {
  site: SiteCode;
  days: string[];
  selected: string;
  onSelect: (date: string) => void;
}) {
  const { t } = useTranslation();
  const now = useClock();
  const format = useFormat();
  const { timeZone } = sites[site];
  return (
    <DayStrip
      label={t('films.season.day')}
      days={days.map((date) => ({ date, hasShowtimes: true }))}
      selectedDate={selected}
      today={apiDate(now, timeZone)}
      todayLabel={t('films.season.today')}
      tomorrowLabel={t('films.season.tomorrow')}
      formatDay={(date) => format.day(date)}
      onSelect={onSelect}
    />
  );
}

type Answers = Record<string, Record<string, Showtime[]>>;

interface Collected {
  answers: Answers;
  loading: boolean;
  retries: (() => void)[];
}

/**
 * Reads one showtimes call per show of the day (GET show/{slug}/showtimes/{date}), one hook per
 * level so the number of hooks per component never changes, then hands every answer on.
 */
function CollectShowtimes({
  shows,
  date,
  language,
  collected = { answers: {}, loading: false, retries: [] },
  children,
}: {
  shows: readonly string[];
  date: string;
  language: Language;
  collected?: Collected;
  children: (collected: Collected) => ReactNode;
}) {
  const [first, ...rest] = shows;
  const answer = useShowShowtimesByDate(language, first ?? null, date);
  if (first === undefined) return children(collected);
  const next: Collected = {
    answers: answer.data ? { ...collected.answers, [first]: answer.data } : collected.answers,
    loading: collected.loading || (!answer.data && !answer.error),
    retries: answer.error ? [...collected.retries, answer.retry] : collected.retries,
  };
  return (
    <CollectShowtimes shows={rest} date={date} language={language} collected={next}>
      {children}
    </CollectShowtimes>
  );
}

interface DayShowtimesProps {
  date: string;
  shows: SeasonShow[];
  summaries: ReadonlyMap<string, { slug: string; strand: string | null }>;
  site: SiteCode;
  language: Language;
  mode: SeasonMode;
  selected: readonly SelectedShowtime[];
  multiple: boolean;
  dispatch: (action: SeasonAction) => void;
}

function DayShowtimes(props: DayShowtimesProps) {
  const { t } = useTranslation();
  const { date, shows, language, mode } = props;
  const cinemas = useCinemas(language);
  const names = new Map((cinemas.data ?? []).map((cinema) => [cinema.slug, cinema.name]));
  return (
    <CollectShowtimes shows={shows.map((show) => show.slug)} date={date} language={language}>
      {({ answers, loading, retries }) => {
        if (retries.length > 0) return <ErrorState onRetry={() => retries.forEach((retry) => retry())} />;
        if (loading) return <LoadingState lines={4} />;
        if (mode === 'cinemas') {
          const groups = seasonByCinema(shows, answers, names);
          if (groups.length === 0) return <p className={layout.status}>{t('films.season.dayEmpty')}</p>;
          return (
            <ul className={styles.groups}>
              {groups.map((group) => (
                <li key={group.cinema.slug} className={styles.group}>
                  <h3 className={styles.groupTitle}>{group.cinema.name}</h3>
                  {group.shows.map(({ show, showtimes }) => (
                    <ShowtimeChoices
                      key={show.slug}
                      legend={show.title}
                      show={show}
                      cinema={group.cinema}
                      showtimes={showtimes}
                      {...props}
                    />
                  ))}
                </li>
              ))}
            </ul>
          );
        }
        const groups = seasonByShow(shows, answers, names);
        if (groups.length === 0) return <p className={layout.status}>{t('films.season.dayEmpty')}</p>;
        return (
          <ul className={styles.groups}>
            {groups.map((group) => {
              const summary = props.summaries.get(group.show.slug);
              const href = summary ? showPath(props.site, language, summary) : null;
              return (
                <li key={group.show.slug} className={styles.group}>
                  <h3 className={styles.groupTitle}>
                    {href ? <Link href={href}>{group.show.title}</Link> : group.show.title}
                  </h3>
                  {group.cinemas.map(({ cinema, showtimes }) => (
                    <ShowtimeChoices
                      key={cinema.slug}
                      legend={cinema.name}
                      show={group.show}
                      cinema={cinema}
                      showtimes={showtimes}
                      {...props}
                    />
                  ))}
                </li>
              );
            })}
          </ul>
        );
      }}
    </CollectShowtimes>
  );
}

function ShowtimeChoices({
  legend,
  show,
  cinema,
  showtimes,
  selected,
  multiple,
  dispatch,
}: DayShowtimesProps & {
  legend: string;
  show: SeasonShow;
  cinema: { slug: string; name: string };
  showtimes: readonly Showtime[];
}) {
  const { t } = useTranslation();
  const now = useClock();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.times}>
        {showtimes.map((showtime) => {
          const id = showtime.id ?? showtime.tunnelUrl;
          const status = showtimeStatus(
            { status: showtime.serverStatus, reservabilityEnd: showtime.reservabilityEnd },
            now,
          );
          const choice: SelectedShowtime = {
            id,
            showSlug: show.slug,
            showTitle: show.title,
            cinemaSlug: cinema.slug,
            cinemaName: cinema.name,
            datetime: showtime.datetime,
            tunnelUrl: showtime.tunnelUrl,
            version: showtime.version,
            experiences: showtime.tags,
          };
          return (
            <Checkbox
              key={id}
              isSelected={selected.some((chosen) => chosen.id === id)}
              isDisabled={status !== 'available'}
              onChange={() => dispatch({ type: 'toggle', showtime: choice, multiple })}
            >
              {[
                showtime.time,
                showtime.version.toUpperCase(),
                status === 'soldout' ? t('films.season.soldOut') : null,
                status === 'locked' ? t('films.season.locked') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Checkbox>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The chosen showtimes and their booking links: each opens its own booking in the purchase tunnel
 * (a new tab, so the rest of the selection stays here to book next).
 */
function SelectionSummary({
  selected,
  dispatch,
  features,
}: {
  selected: readonly SelectedShowtime[];
  dispatch: (action: SeasonAction) => void;
  features: Pick<FeatureSwitches, 'trackingEnabled' | 'experienceTrackingEnabled'>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {t('films.season.selection')}
      </h3>
      {/* The count is announced as it changes, so a choice far from here is confirmed. */}
      <p className={layout.status} role="status">
        {t('films.season.selectedCount', { count: selected.length })}
      </p>
      {selected.length > 0 ? (
        <>
          <ul className={styles.selectedList}>
            {selected.map((chosen) => (
              <li key={chosen.id} className={styles.selectedItem}>
                <span>
                  {t('films.season.selectedShowtime', {
                    date: format.date(chosen.datetime),
                    cinema: chosen.cinemaName,
                  })}
                </span>
                <Cta
                  label={t('films.season.book', { title: chosen.showTitle, time: chosen.datetime.slice(11, 16) })}
                  url={chosen.tunnelUrl}
                  type="booking"
                  target="_blank"
                  newTabHint={t('films.season.newTab')}
                  onPress={() =>
                    trackSelectItem(
                      {
                        showtimeId: chosen.id,
                        title: chosen.showTitle,
                        version: chosen.version,
                        cinemaSlug: chosen.cinemaSlug,
                        listName: 'season_page',
                        experiences: chosen.experiences,
                      },
                      features,
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <div>
            <Button variant="secondary" onPress={() => dispatch({ type: 'unselectAll' })}>
              {t('films.season.unselectAll')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
