import {
  adsMinutesFor,
  routePath,
  showStructuredData,
  sites,
  toCinema,
  toSettings,
  toShowDetail,
  toShowtimesForDay,
  toTags,
  wireCinemaList,
  wireSettings,
  wireShowDetail,
  wireShowtimesForDay,
  wireTagList,
  wireVersionList,
  type Cinema,
  type StructuredData,
  type StructuredScreening,
} from '@marquee/data';
import type { AnswerOf, PageCall, PageContext } from '../../page.ts';
import { selectedDayCall } from '../showtimes/days.ts';
import { serverShowtimesScope } from '../showtimes/pageScope.ts';

/** A call's answer read with its contract, or null when it failed or does not fit. */
function parsed<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  answer: AnswerOf,
  call: PageCall,
): T | null {
  const result = schema.safeParse(answer(call));
  return result.success ? result.data : null;
}

/**
 * Issue 9 structured data: the film (schema.org Movie) and the showtimes of the day the page opens
 * on (ScreeningEvent: the cinema, its local time with the offset of that date, the version's
 * languages, the formats, the booking link), from the answers the server rendered the page with.
 */
export function showPageStructuredData(context: PageContext, answer: AnswerOf, origin: string): StructuredData | null {
  const { site, language, target } = context;
  const slug = target.params.slug ?? '';
  const wireShow = parsed(wireShowDetail, answer, { id: 'show', params: { slug }, main: true });
  if (!wireShow) return null;
  const show = toShowDetail(wireShow);
  const pagePath = routePath(site, { kind: target.kind, language, params: { slug } });
  if (!pagePath) return null;

  const scope = serverShowtimesScope(context, answer);
  const day = selectedDayCall(
    site,
    slug,
    target.filters,
    answer({ id: 'showCinemas', params: { slug } }),
    new Date(context.now),
    scope,
  );
  // Both day calls answer a list for one cinema or a record keyed by cinema: one contract reads them.
  const wireDay = day ? parsed(wireShowtimesForDay, answer, day) : null;
  const dayByCinema = wireDay ? toShowtimesForDay(wireDay, day?.params?.cinemaOrZone ?? '') : {};
  // A position's or the favourites' day is every cinema's, kept to theirs as the page shows it.
  const byCinema =
    scope.type === 'cinemas'
      ? Object.fromEntries(Object.entries(dayByCinema).filter(([cinema]) => scope.cinemas.includes(cinema)))
      : dayByCinema;
  const cinemas = new Map<string, Cinema>(
    (parsed(wireCinemaList, answer, { id: 'cinemas' }) ?? []).map((wire) => [wire.slug, toCinema(wire)] as const),
  );
  const settingsAnswer = parsed(wireSettings, answer, { id: 'settings' });
  const settings = settingsAnswer ? toSettings(settingsAnswer) : null;
  const versionLabels = new Map(
    (parsed(wireVersionList, answer, { id: 'versions' }) ?? []).map((version) => [version.slug, version.label]),
  );
  const tagTitles = Object.fromEntries(
    toTags(parsed(wireTagList, answer, { id: 'tags' }) ?? []).map((tag) => [tag.slug, tag.title]),
  );

  const screenings: StructuredScreening[] = Object.entries(byCinema).flatMap(([cinemaSlug, showtimes]) => {
    const cinema = cinemas.get(cinemaSlug);
    const cinemaPath = routePath(site, { kind: 'Cinema.Single', language, params: { slug: cinemaSlug } });
    // A screening without its cinema's name and address would be an event nowhere.
    if (!cinema?.address || !cinemaPath) return [];
    const place = {
      name: cinema.name,
      url: `${origin}${cinemaPath}`,
      address: {
        street: cinema.address.address,
        postalCode: cinema.address.postalCode,
        city: cinema.address.city,
        country: site.toUpperCase(),
      },
    };
    return showtimes.map((showtime) => ({
      showtime,
      cinema: place,
      timeZone: sites[site].timeZone,
      versionLabel: versionLabels.get(showtime.version) ?? null,
      tagTitles,
      adsMinutes: settings ? adsMinutesFor(settings, cinemaSlug) : null,
    }));
  });
  return showStructuredData({ show, pageUrl: `${origin}${pagePath}`, screenings, site, now: new Date(context.now) });
}
