import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preload, useSWRConfig } from 'swr';
import {
  addDays,
  callRoutes,
  cardAddress,
  dataOf,
  eveningOnly,
  filterScreenings,
  filtersBaseUrl,
  nextShowtime,
  orderedByLocatorChoice,
  routePath,
  scopeCinemas,
  selectedDay,
  showtimeDays,
  showtimeFilterTags,
  showtimesScope,
  sites,
  tagText,
  toShowtimesForDay,
  todayOn,
  versionText,
  type AddressFilters,
  type Cinema,
  type FeatureSwitches,
  type Language,
  type RouteTarget,
  type ShowDetail,
  type Showtime,
  type SiteCode,
  type TagWords,
  type VersionText,
} from '@marquee/data';
import {
  useApiClient,
  useCinemas,
  useCities,
  useSettings,
  useShowCinemas,
  useShowShowtimesByDate,
  useShowShowtimesByDateAndArea,
  useTags,
  useVersions,
} from '@marquee/data/hooks';
import {
  Button,
  FilterGroup,
  Link,
  Popin,
  ScriptSwitch,
  ShowtimeGrid,
  usePopins,
  type ShowtimePanelProps,
} from '@marquee/design-system';
import { runtimeKey } from '../../i18n/keys.ts';
import { useLocator } from '../../locator/LocatorProvider.tsx';
import * as layout from '../shared/layout.css.ts';
import { ErrorState, LoadingState } from '../../pageStatus.tsx';
import {
  ExperienceTeaserPopin,
  InPlaceLinks,
  ShowtimeDetails,
  filtersHref,
  gridShowtimes,
  replaceAddress,
  withLocalisation,
  withoutEmpty,
  type ShowtimeDetailsData,
} from '../../showtimes/index.ts';
import { DaySelector } from './DaySelector.tsx';
import { useFormat } from '../../i18n/formats.ts';
import { LocalisationForm } from './LocalisationForm.tsx';
import { useClock } from '../../clock.tsx';
import * as styles from './showtimes.css.ts';

export interface ShowtimesSectionProps {
  site: SiteCode;
  language: Language;
  target: RouteTarget;
  features: FeatureSwitches;
  show: ShowDetail;
  contentRating: ShowtimePanelProps['contentRating'];
}

const withWords = (value: string, { label, explanation }: VersionText) =>
  explanation ? { value, label, description: explanation } : { value, label };

const cinemaAddress = (cinema: Cinema | undefined) => cinema?.address?.full.trim() || null;

/**
 * The showtimes of the film (issue 9): the day strip, the cinema and the filters, then each
 * cinema's showtimes of the day. Days, cinema and filters live in the address; without JavaScript
 * they are links and GET forms, with it they apply at once and rewrite the address in place.
 */
export function ShowtimesSection({ site, language, target, features, show, contentRating }: ShowtimesSectionProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const now = useClock();
  const format = useFormat();
  const { open } = usePopins();
  const [filters, setFilters] = useState<AddressFilters>(target.filters ?? {});

  const schedules = useShowCinemas(language, show.slug);
  const cinemas = useCinemas(language);
  const versions = useVersions(language);
  const tags = useTags(language);
  const settings = useSettings(language);
  const cities = useCities(language);
  const locator = useLocator();
  const lists = useMemo(
    () => ({ cinemas: cinemas.data ?? [], cities: cities.data ?? [] }),
    [cinemas.data, cities.data],
  );

  // Whose showtimes: the address's localisation, else the locator's choice (issue 10), else every cinema.
  const localisation = filters.localisation;
  const scope = showtimesScope(localisation, locator.choice, locator.cinemaSlugs, lists);
  const area = scope.type === 'area' ? scope.area : null;
  const today = todayOn(site, now);
  // The days of the choice alone, for when the address's localisation goes.
  const followedDays = () =>
    showtimeDays(
      schedules.data ?? [],
      today,
      scopeCinemas(showtimesScope(undefined, locator.choice, locator.cinemaSlugs, lists)),
    );
  const days = showtimeDays(schedules.data ?? [], today, scopeCinemas(scope));
  const date = selectedDay(days, filters.date);
  const byDate = useShowShowtimesByDate(language, date && !area ? show.slug : null, date ?? '');
  const byArea = useShowShowtimesByDateAndArea(language, date && area ? show.slug : null, date ?? '', area ?? '');
  const day = area ? byArea : byDate;
  const dayByCinema: Record<string, Showtime[]> | undefined = area
    ? byArea.data === undefined
      ? undefined
      : toShowtimesForDay(byArea.data, area)
    : byDate.data;
  // A position's nearby cinemas or the favourites: every cinema's day, kept to theirs.
  const showtimesByCinema =
    dayByCinema && scope.type === 'cinemas'
      ? Object.fromEntries(Object.entries(dayByCinema).filter(([cinema]) => scope.cinemas.includes(cinema)))
      : dayByCinema;

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
  const cinemasBySlug = useMemo(
    () => new Map((cinemas.data ?? []).map((cinema) => [cinema.slug, cinema])),
    [cinemas.data],
  );
  const cinemaName = (slug: string) => cinemasBySlug.get(slug)?.name ?? slug;
  const localisationName = (slug: string) =>
    cinemasBySlug.get(slug)?.name ?? cities.data?.find((city) => city.slug === slug)?.name ?? slug;

  // The address: what a link or form leads to, and what the page rewrites with JavaScript.
  const hrefFor = (next: AddressFilters) => filtersHref(site, target, next) ?? '';
  const basePath = filtersBaseUrl(routePath(site, { ...target, filters: undefined }) ?? '');
  const apply = (next: AddressFilters) => {
    const clean = withoutEmpty(next);
    setFilters(clean);
    const path = filtersHref(site, target, clean);
    if (path) replaceAddress(path);
  };

  // Prefetch on intent: a day's showtimes load while the pointer rests on it.
  const client = useApiClient(language);
  const { cache, fallback } = useSWRConfig();
  const prefetchDay = (next: string) => {
    const call = area ? callRoutes.showShowtimesByDateAndArea : callRoutes.showShowtimesByDate;
    const args = {
      params: area ? { slug: show.slug, date: next, cinemaOrZone: area } : { slug: show.slug, date: next },
    };
    const key = client.key(call, args);
    if ((fallback as Record<string, unknown>)[key] !== undefined || cache.get(key)?.data !== undefined) return;
    preload(key, async () => dataOf(await client.call(call, args))).catch(() => {});
  };

  const showCinemas = (schedules.data ?? [])
    .map((schedule) => ({ slug: schedule.cinema, name: cinemaName(schedule.cinema) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  // The address's own localisation (a city, or a cinema no longer showing the film) stays choosable: the field shows it.
  const choices =
    localisation && !showCinemas.some((cinema) => cinema.slug === localisation)
      ? [{ slug: localisation, name: localisationName(localisation) }, ...showCinemas]
      : showCinemas;

  // Filters: the versions and experience tags of the chosen cinema(s) over the days to come.
  const scopedCinemas = scopeCinemas(scope);
  const shownSchedules = (schedules.data ?? []).filter(
    (schedule) => !scopedCinemas || scopedCinemas.includes(schedule.cinema),
  );
  const cells = shownSchedules.flatMap((schedule) =>
    Object.entries(schedule.days)
      .filter(([cellDay]) => cellDay >= today)
      .map(([, cell]) => cell),
  );
  const dayVersions = [...new Set([...cells.flatMap((cell) => cell.versions), ...(filters.versions ?? [])])];
  const usedTags = new Set([...cells.flatMap((cell) => cell.tags), ...(filters.tags ?? [])]);
  const filterTags = showtimeFilterTags(tags.data ?? [], features).filter((tag) => usedTags.has(tag.slug));
  const sections = [
    {
      key: 'versions',
      label: t('films.show.filters.versions'),
      // Issue 20: the short code on the chip, its words on demand (and as the chip's description).
      options: dayVersions.sort().map((slug) => withWords(slug, versionOf(slug))),
      explanationsLabel: t('films.show.filters.versionsHelp'),
    },
    {
      key: 'tags',
      label: t('films.show.filters.tags'),
      options: filterTags.map((tag) => withWords(tag.slug, tagText(tag, lookup))),
      explanationsLabel: t('films.show.filters.tagsHelp'),
    },
  ].filter((section) => section.options.length > 0);
  const selection = { versions: filters.versions ?? [], tags: filters.tags ?? [] };
  const unfiltered: AddressFilters = { date: filters.date, localisation };

  const grouping = {
    byVersion: features.showtimesByVersionEnabled,
    tagInsteadOfVersion: features.tagInsteadOfVersion,
    allShowtimesLabel: t('films.show.allShowtimes'),
    versionLabel: (slug: string) => versionOf(slug).label,
    tags: tagsBySlug,
    tagName: (tag: TagWords) => tagText(tag, lookup).label,
    now,
  };
  const chipLabels = {
    soldOut: t('films.show.chip.soldOut'),
    locked: t('films.show.chip.locked'),
    threeD: t('films.show.chip.threeD'),
  };

  const openDetails = (data: ShowtimeDetailsData) => open('showtimeDetails', { data });

  // A choice in the locator replaces the address's own localisation: the showtimes follow it, on
  // the chosen day while the choice's cinemas show the film that day.
  const [seenChoices, setSeenChoices] = useState(locator.choiceCount);
  const [followedAddress, setFollowedAddress] = useState<{ path: string } | null>(null);
  if (seenChoices !== locator.choiceCount) {
    setSeenChoices(locator.choiceCount);
    const followed = followedDays();
    if (filters.localisation || (filters.date && !followed.includes(filters.date))) {
      const next = withLocalisation(filters, null, followed);
      setFilters(next);
      const path = filtersHref(site, target, next);
      if (path) setFollowedAddress({ path });
    }
  }
  useEffect(() => {
    if (followedAddress) replaceAddress(followedAddress.path);
  }, [followedAddress]);

  // member §4 cinema ordering: by name, the locator choice's cinemas first while the order is locked.
  const allDayRows = showtimesByCinema
    ? orderedByLocatorChoice(
        Object.entries(showtimesByCinema)
          .map(([slug, list]) => ({
            slug,
            name: cinemaName(slug),
            all: list,
            shown: filterScreenings(list, selection),
          }))
          .filter((row) => row.all.length > 0)
          .sort((a, b) => a.name.localeCompare(b.name, language)),
        (row) => row.slug,
        locator.cinemaSlugs,
        { locked: locator.locked },
      )
    : null;

  // Issue 20 (decision 0058): "Ce soir" narrows today to its showtimes from 18:00 (a view of the
  // date filter, the address keeping the spec's keys); offered once today is known to have one to book.
  const timeZone = sites[site].timeZone;
  const [tonight, setTonight] = useState(false);
  const [eveningToday, setEveningToday] = useState(false);
  const todayEvening =
    allDayRows && date === today ? nextShowtime(eveningOnly(allDayRows), now, timeZone) !== null : null;
  if (todayEvening !== null && todayEvening !== eveningToday) setEveningToday(todayEvening);
  const tonightShown = tonight && date === today;
  const dayRows = allDayRows && tonightShown ? eveningOnly(allDayRows) : allDayRows;
  const showTonight = eveningToday && days[0] === today;
  const chooseDay = (next: string) => {
    setTonight(false);
    apply({ ...filters, date: next });
  };

  // Issue 20 (decision 0058): on the first day the page opens on, its next showtime for the visitor's
  // choice and filters, within the §9 lookahead, first in the block; it opens the same details.
  const next = dayRows && date !== null && date === days[0] ? nextShowtime(dayRows, now, timeZone) : null;
  const nextCinema = next ? cinemasBySlug.get(next.cinema) : undefined;
  const nextText = next
    ? t('films.show.next', {
        day:
          next.showtime.date === today
            ? t('films.show.days.today').toLocaleLowerCase(language)
            : next.showtime.date === addDays(today, 1)
              ? t('films.show.days.tomorrow').toLocaleLowerCase(language)
              : format.day(next.showtime.date),
        time: next.showtime.time,
        version: versionOf(next.showtime.version).label,
        cinema: cinemaName(next.cinema),
      })
    : '';

  const renderDay = () => {
    if (!schedules.data) {
      return schedules.error ? <ErrorState onRetry={schedules.retry} /> : <LoadingState lines={4} />;
    }
    if (date === null) return <p className={layout.status}>{t('films.show.noShowtimes')}</p>;
    if (!showtimesByCinema) {
      return day.error ? <ErrorState onRetry={day.retry} /> : <LoadingState lines={4} />;
    }
    const rows = dayRows ?? [];
    if (rows.length === 0) return <p className={layout.status}>{t('films.show.noneThatDay')}</p>;
    const matching = rows.filter((row) => row.shown.length > 0);
    if (matching.length === 0) {
      return (
        <div className={styles.empty}>
          <p className={layout.status}>{t('films.show.noneMatching')}</p>
          <InPlaceLinks onFollow={() => apply(unfiltered)}>
            <Link href={hrefFor(unfiltered)}>{t('films.show.resetFilters')}</Link>
          </InPlaceLinks>
        </div>
      );
    }
    return (
      <ul className={styles.cinemas}>
        {matching.map((row) => {
          const cinema = cinemasBySlug.get(row.slug);
          const address = cinemaAddress(cinema);
          const street = cardAddress(cinema?.address);
          const href = routePath(site, { kind: 'Cinema.Single', language, params: { slug: row.slug } });
          const grid = gridShowtimes(row.shown, grouping);
          const byId = new Map(grid.showtimes.map((chip, index) => [chip.id, row.shown[index]]));
          return (
            <li key={row.slug} className={styles.cinema}>
              <h3 className={styles.cinemaName}>{href ? <Link href={href}>{row.name}</Link> : row.name}</h3>
              {street ? <p className={styles.address}>{street}</p> : null}
              <ShowtimeGrid
                showtimes={grid.showtimes}
                groupBy={grid.layout.groupBy}
                chipLabel={grid.layout.chipLabel}
                headingLevel={4}
                groupHeadings={grid.layout.groupHeadings}
                emptyText={t('films.show.noneThatDay')}
                labels={chipLabels}
                // Chips open the details; a browser that runs no scripts keeps them booking links.
                onSelect={(id) => {
                  const showtime = byId.get(id);
                  if (showtime) openDetails({ showtime, cinema: { slug: row.slug, name: row.name, address } });
                }}
              />
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {t('films.show.showtimes')}
      </h2>
      <div className={styles.controls}>
        {next || showTonight ? (
          <div className={styles.localisation}>
            {next ? (
              <ScriptSwitch
                as="div"
                scripted={
                  <Button
                    variant="secondary"
                    size="small"
                    onPress={() =>
                      openDetails({
                        showtime: next.showtime,
                        cinema: {
                          slug: next.cinema,
                          name: cinemaName(next.cinema),
                          address: cinemaAddress(nextCinema),
                        },
                      })
                    }
                  >
                    {nextText}
                  </Button>
                }
                plain={<Link href={next.showtime.tunnelUrl}>{nextText}</Link>}
              />
            ) : null}
            {showTonight ? (
              <InPlaceLinks
                onFollow={() => {
                  setTonight(true);
                  apply({ ...filters, date: today });
                }}
              >
                <Link href={hrefFor({ ...filters, date: today })} aria-current={tonightShown ? 'true' : undefined}>
                  {t('films.show.tonight')}
                </Link>
              </InPlaceLinks>
            ) : null}
          </div>
        ) : null}
        {days.length > 0 ? (
          <DaySelector
            days={days}
            selected={tonightShown ? null : date}
            today={today}
            hrefForDay={(next) => hrefFor({ ...filters, date: next })}
            onSelect={chooseDay}
            onIntent={prefetchDay}
          />
        ) : null}
        {choices.length > 1 || (locator.available && choices.length > 0) ? (
          <LocalisationForm
            cinemas={choices}
            allLabel={
              locator.label
                ? t('films.show.localisation.followChoice', { label: locator.label })
                : t('films.show.localisation.all')
            }
            selected={localisation}
            otherPlace={
              locator.available
                ? { label: t('films.show.localisation.otherPlace'), open: locator.openLocator }
                : undefined
            }
            action={basePath}
            hidden={hiddenFields(filters, ['localisation'])}
            onChange={(slug) =>
              apply(
                withLocalisation(
                  filters,
                  slug,
                  slug ? showtimeDays(schedules.data ?? [], today, slug) : followedDays(),
                ),
              )
            }
          />
        ) : null}
        {sections.length > 0 ? (
          <FilterGroup
            label={t('films.show.filters.label')}
            sections={sections}
            selection={selection}
            onChange={(next) => apply({ ...filters, versions: next.versions ?? [], tags: next.tags ?? [] })}
            // FilterGroup takes no hidden fields: its form submits to the address of the chosen day and cinema.
            action={hrefFor(unfiltered)}
            applyLabel={t('films.show.filters.apply')}
            resetLabel={t('films.show.filters.reset')}
            resetHref={hrefFor(unfiltered)}
            scrollOnPhone
          />
        ) : null}
      </div>
      {renderDay()}
      <Popin id="showtimeDetails" title={t('films.show.panel.title')} closeLabel={t('films.show.close')}>
        {(data) => {
          const details = data as ShowtimeDetailsData;
          const version = versionOf(details.showtime.version);
          return (
            <ShowtimeDetails
              language={language}
              {...details}
              site={site}
              show={show}
              contentRating={contentRating}
              version={version}
              tags={tagsBySlug}
              settings={settings.data}
              features={features}
              listName="show_page"
            />
          );
        }}
      </Popin>
      <ExperienceTeaserPopin site={site} language={language} />
    </section>
  );
}

/** The address's filters as form fields, less those the form shows itself. */
function hiddenFields(filters: AddressFilters, shown: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(withoutEmpty(filters))) {
    if (shown.includes(key) || value === undefined) continue;
    fields[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return fields;
}
