import { and, asc, eq, sql } from 'drizzle-orm';
import {
  apiDate,
  type ApiCalls,
  type WireShowCinemas,
  type WireShowDetail,
  type WireShowSummary,
  type WireShowtime,
  type WireZone,
} from '@marquee/data';
import { releaseLocale } from '../demo/generate.ts';
import { slugify } from '../demo/text.ts';
import { cinemas, feelings, shows, zones, type ShowRow } from '../db/schema.ts';
import { HttpError, notFound } from '../errors.ts';
import type { CallContext, Implementation } from '../http/router.ts';
import { cinemasNear, visitorPosition } from './locator.ts';
import {
  backdropSet,
  bookingUrl,
  cachedRecord,
  formatOffset,
  textArray,
  posterSet,
  reference,
  rows,
  siteSettings,
  textFor,
  todayOf,
  unknownDuration,
  withDefaultTag,
} from './shared.ts';

type Impl<K extends keyof ApiCalls> = Implementation<ApiCalls[K]>;

// ---------------------------------------------------------------- show records

export async function contentRatingOf(context: CallContext, minimumAge: number | null) {
  if (minimumAge === null) return [] as [];
  const { ratingSystem } = await siteSettings(context.db, context.site.code);
  const rating = (await reference(context.db)).ratings.get(`${ratingSystem}:${minimumAge}`);
  if (!rating) return [] as [];
  const text = textFor(context);
  return { ref: rating.ref, description: text(rating.label), extendedDescription: text(rating.description) };
}

const cinecheckLabels: Record<string, Record<string, string>> = {
  vio: { nl: 'Geweld', fr: 'Violence', en: 'Violence', de: 'Gewalt' },
  angoisse: { nl: 'Angst', fr: 'Angoisse', en: 'Fear', de: 'Angst' },
  language: { nl: 'Grof taalgebruik', fr: 'Langage grossier', en: 'Coarse language', de: 'Vulgäre Sprache' },
};

/** National count of showtimes in the next 24 hours, per show, for the site. */
export async function next24Counts(context: CallContext, showSlugs?: string[]): Promise<Map<string, number>> {
  const at = context.at.toISOString();
  const result = await rows<{ show_slug: string; count: number }>(
    context.db,
    sql`select st.show_slug, count(*)::int as count from showtimes st
        join cinemas c on c.slug = st.cinema_slug
        where c.site = ${context.site.code} and st.starts_at >= ${at}::timestamptz
          and st.starts_at < ${at}::timestamptz + interval '24 hours'
          ${showSlugs ? sql`and st.show_slug = any(${textArray(showSlugs)})` : sql``}
        group by st.show_slug`,
  );
  return new Map(result.map((row) => [row.show_slug, Number(row.count)]));
}

/** Only the site's own release key, as the real API answers (`{NL_NL: "2026-07-30"}`, issue 22). */
export function siteReleaseAt(context: CallContext, releaseAt: Record<string, string>): Record<string, string> {
  const key = releaseLocale[context.site.code];
  const date = releaseAt[key];
  return date === undefined ? {} : { [key]: date };
}

/**
 * The show's strand, the real API's `type` (issue 22): null for an ordinary film as in the 2026
 * recordings, else the kind of stage show an event is (its genre: Opera, Ballet, Music...).
 */
export function showType(row: ShowRow): string | null {
  if (row.isMovie) return null;
  const genre = row.genreSlugs[0];
  if (genre === 'opera') return 'Opera';
  if (genre === 'ballet') return 'Ballet';
  if (genre === 'theatre' || genre === 'theater') return 'Theatre';
  if (genre === 'sport') return 'Sport';
  return 'Music';
}

/** Orders are numbers on every real show (issue 22): shows without one of ours follow, by the generic order. */
function wireOrder(order: number | null, row: ShowRow): number {
  return order ?? 1000 + (row.genericOrder ?? 0);
}

export async function toShowSummary(
  context: CallContext,
  row: ShowRow,
  next24: Map<string, number>,
): Promise<WireShowSummary> {
  const text = textFor(context);
  return {
    slug: row.slug,
    title: text(row.title) ?? row.slug,
    releaseAt: siteReleaseAt(context, row.releaseAt),
    posterPath: posterSet(row.slug, context.language),
    backgroundPath: backdropSet(row.slug, context.language),
    contentRating: await contentRatingOf(context, row.minimumAge),
    cinechecks:
      context.site.code === 'nl'
        ? row.cinechecks.map((ref) => ({ ref, description: cinecheckLabels[ref]?.[context.language] ?? ref }))
        : [],
    isMovie: row.isMovie,
    isNew: row.isNew,
    isComingSoon: row.isComingSoon,
    notComingSoon: !row.isComingSoon,
    isEventSpecial: row.specialEvent,
    specialEvent: row.specialEvent,
    isKids: row.isKids,
    genres: row.genres.map((genre) => text(genre) ?? ''),
    // Each genre's address word in the answer's language, as the real API sends them (nl: actie,
    // avontuur), so the genre filter's address reads in the site's language (genres-drame on fr).
    genresSlug: row.genres.map((genre) => slugify(text(genre) ?? '')),
    duration: row.duration ?? unknownDuration,
    directors: row.directors.length > 0 ? row.directors : null,
    type: showType(row),
    tags: row.tags,
    label: null,
    flag: text(row.flag),
    flagColor: row.flagColor,
    homeOrder: wireOrder(row.homeOrder, row),
    genericOrder: row.genericOrder,
    upcomingOrder: wireOrder(row.upcomingOrder, row),
    next24ShowtimesCount: next24.get(row.slug) ?? 0,
    salesOpeningDatetime: row.salesOpeningAt?.toISOString() ?? null,
    showtimesDisplayDatetime: null,
    showRef: row.refVista,
  };
}

/** The site's listed shows: playing there, not gone, not a renamed record. */
async function siteShows(context: CallContext): Promise<ShowRow[]> {
  return context.db
    .select()
    .from(shows)
    .where(
      and(sql`${context.site.code} = any(${shows.sites})`, eq(shows.gone, false), sql`${shows.redirectSlug} is null`),
    )
    .orderBy(asc(shows.genericOrder), asc(shows.slug));
}

async function showBySlug(context: CallContext, slug: string): Promise<ShowRow> {
  const row = await cachedRecord(context.db, `show:${slug}`, async () => {
    const [found] = await context.db.select().from(shows).where(eq(shows.slug, slug)).limit(1);
    return found ?? null;
  });
  if (!row) throw notFound('Show');
  return row;
}

export const showList: Impl<'shows'> = async (context) => {
  const list = await siteShows(context);
  const next24 = await next24Counts(context);
  return {
    shows: await Promise.all(list.map((row) => toShowSummary(context, row, next24))),
    labels: [],
    contentratings: [],
  };
};

export const vod: Impl<'vod'> = async (context) => {
  const list = (await siteShows(context)).filter((row) => row.vodAvailability);
  const next24 = await next24Counts(context);
  return { shows: await Promise.all(list.map((row) => toShowSummary(context, row, next24))) };
};

export const showDetail: Impl<'show'> = async (context) => {
  const row = await showBySlug(context, context.params.slug);
  // member-and-shell.txt §2: a gone show answers 410 (the site shows errorCode=410).
  if (row.gone) throw new HttpError(410, 'GONE', 'This show is no longer shown');
  const text = textFor(context);
  const [counters] = await rows<{ wish: number; disappointed: number; liked: number; loved: number }>(
    context.db,
    sql`select count(*) filter (where intention = 2)::int as wish,
               count(*) filter (where emotion = 1)::int as disappointed,
               count(*) filter (where emotion = 2)::int as liked,
               count(*) filter (where emotion = 3)::int as loved
        from ${feelings} where show_slug = ${row.slug}`,
  );
  const next24 = await next24Counts(context, [row.slug]);
  const [copies] = await rows<{ count: number }>(
    context.db,
    sql`select count(distinct st.cinema_slug)::int as count from showtimes st join cinemas c on c.slug = st.cinema_slug
        where st.show_slug = ${row.slug} and c.site = ${context.site.code}`,
  );
  const similar = await context.db
    .select({ slug: shows.slug })
    .from(shows)
    .where(
      and(
        sql`${shows.genreSlugs} && ${textArray(row.genreSlugs)}`,
        sql`${context.site.code} = any(${shows.sites})`,
        sql`${shows.slug} <> ${row.slug}`,
        eq(shows.gone, false),
      ),
    )
    .orderBy(asc(shows.genericOrder))
    .limit(6);
  const detail: WireShowDetail = {
    slug: row.slug,
    title: text(row.title) ?? row.slug,
    titleTracking: row.title.fr ?? row.slug,
    releaseAt: siteReleaseAt(context, row.releaseAt),
    contentRating: await contentRatingOf(context, row.minimumAge),
    cinechecks: (await toShowSummary(context, row, next24)).cinechecks ?? [],
    genres: row.genres.map((genre) => text(genre) ?? ''),
    duration: row.duration ?? unknownDuration,
    type: showType(row),
    directors: row.directors.join(', '),
    actors: row.actors.join(', '),
    synopsis: text(row.synopsis),
    posterPath: posterSet(row.slug, context.language),
    backgroundPath: backdropSet(row.slug, context.language),
    backgroundDominantColor: row.dominantColor,
    isMovie: row.isMovie,
    trailers: row.trailerId
      ? [
          {
            externalId: row.trailerId,
            videoType: 'S3',
            title: text(row.title),
            snapshot: null,
            isMain: true,
            language: 'en',
          },
        ]
      : [],
    warning: null,
    nationality: row.nationality,
    originalTitle: row.originalTitle,
    feelings: {
      countWishList: counters?.wish ?? 0,
      countEmotionDisappointed: counters?.disappointed ?? 0,
      countEmotionLike: counters?.liked ?? 0,
      countEmotionLove: counters?.loved ?? 0,
    },
    similarShows: similar.map((entry) => entry.slug),
    redirectSlug: row.redirectSlug,
    refHubble: row.slug.split('-').at(-1) ?? null,
    refVista: row.refVista,
    visaHubble: null,
    isNew: row.isNew,
    isComingSoon: row.isComingSoon,
    notComingSoon: !row.isComingSoon,
    vodAvailability: row.vodAvailability,
    copiesCount: copies?.count ?? 0,
    next24ShowtimesCount: next24.get(row.slug) ?? 0,
    tags: row.tags,
    salesOpeningDatetime: row.salesOpeningAt?.toISOString() ?? null,
    showtimesDisplayDatetime: null,
    label: null,
    labelFlagColor: row.flagColor,
  };
  return detail;
};

export const showTranslate: Impl<'showTranslate'> = async (context) => {
  const row = await showBySlug(context, context.params.slug);
  // Show slugs are the same in every language (the real API's slugs carry the id).
  return Object.fromEntries(context.site.languages.map((language) => [language, row.slug]));
};

// ---------------------------------------------------------------- showtimes

interface ShowtimeRow {
  cinema_slug: string;
  day: string;
  time: string;
  end_time: string;
  res_start: string;
  res_start_offset: number;
  res_end: string;
  res_end_offset: number;
  version: string;
  tags: string[];
  status: string;
  hall: string;
  seats: number;
  session_ref: string;
  special: ShowRow['title'] extends never ? never : Record<string, unknown> | null;
  highlighted: boolean;
}

/**
 * Showtimes of one show in the given cinemas, on one day or from today on.
 * Times are computed in each cinema's zone by PostgreSQL (`at time zone`),
 * whatever the server's zone (ARCHITECTURE "Times").
 */
async function showtimesOf(
  context: CallContext,
  show: ShowRow,
  cinemaSlugs: string[],
  day: { date: string } | { from: string },
): Promise<{ cinema: string; day: string; showtime: WireShowtime }[]> {
  if (cinemaSlugs.length === 0) return [];
  const found = await rows<ShowtimeRow>(
    context.db,
    sql`select cinema_slug, local_date::text as day,
          to_char(starts_at at time zone time_zone, 'YYYY-MM-DD HH24:MI:SS') as time,
          to_char(ends_at at time zone time_zone, 'YYYY-MM-DD HH24:MI:SS') as end_time,
          to_char(reservability_start at time zone time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as res_start,
          extract(epoch from (reservability_start at time zone time_zone) - (reservability_start at time zone 'UTC'))::int as res_start_offset,
          to_char(least(reservability_end, starts_at) at time zone time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as res_end,
          extract(epoch from (least(reservability_end, starts_at) at time zone time_zone) - (least(reservability_end, starts_at) at time zone 'UTC'))::int as res_end_offset,
          version, tags, status, hall, seats, session_ref, special, highlighted
        from showtimes
        where show_slug = ${show.slug} and cinema_slug = any(${textArray(cinemaSlugs)})
          and ${'date' in day ? sql`local_date = ${day.date}::date` : sql`local_date >= ${day.from}::date`}
        order by starts_at, cinema_slug`,
  );
  const { cmdUrl } = await siteSettings(context.db, context.site.code);
  const text = textFor(context);
  return found.map((row) => {
    const special = row.special as {
      titleScreening: Record<string, string> | string;
      titleShowtimeDetails: Record<string, string>;
      descriptionShowtimeDetails: Record<string, string>;
      source: string;
      color: string;
      backgroundColor: string;
    } | null;
    return {
      cinema: row.cinema_slug,
      day: row.day,
      showtime: {
        time: row.time,
        endTime: row.end_time,
        version: row.version,
        tags: withDefaultTag(row.tags),
        status: row.status,
        reservabilityStart: `${row.res_start}${formatOffset(Number(row.res_start_offset))}`,
        // The real API closes online sales at the start (real-api.md §3.7); earlier when closed early.
        reservabilityEnd: `${row.res_end}${formatOffset(Number(row.res_end_offset))}`,
        isMovie: show.isMovie,
        refCmd: bookingUrl(cmdUrl, context.language, row.session_ref),
        auditoriumName: row.hall,
        // A string, as the real API sends it (real-api.md §3.7).
        auditoriumCapacity: String(row.seats),
        specialShowtimeDetails: special
          ? {
              titleScreening:
                typeof special.titleScreening === 'string' ? special.titleScreening : text(special.titleScreening),
              titleShowtimeDetails: text(special.titleShowtimeDetails),
              descriptionShowtimeDetails: text(special.descriptionShowtimeDetails),
              source: special.source,
              color: special.color,
              backgroundColor: special.backgroundColor,
            }
          : null,
        highlighted: row.highlighted,
      },
    };
  });
}

async function siteCinema(context: CallContext, slug: string): Promise<string> {
  const row = await cachedRecord(context.db, `cinema:${context.site.code}:${slug}`, async () => {
    const [found] = await context.db
      .select({ slug: cinemas.slug })
      .from(cinemas)
      .where(and(eq(cinemas.slug, slug), eq(cinemas.site, context.site.code)))
      .limit(1);
    return found ?? null;
  });
  if (!row) throw notFound('Cinema');
  return row.slug;
}

/** A cinema slug or a zone slug of the site: the cinemas it stands for, and which it was. */
async function cinemaOrZone(
  context: CallContext,
  slug: string,
): Promise<{ kind: 'cinema' | 'zone'; cinemas: string[] }> {
  const area = await cachedRecord(context.db, `area:${context.site.code}:${slug}`, async () => {
    const [cinema] = await context.db
      .select({ slug: cinemas.slug })
      .from(cinemas)
      .where(and(eq(cinemas.slug, slug), eq(cinemas.site, context.site.code)))
      .limit(1);
    if (cinema) return { kind: 'cinema' as const, cinemas: [cinema.slug] };
    const [zone] = await context.db
      .select({ cinemas: zones.cinemas })
      .from(zones)
      .where(and(eq(zones.slug, slug), eq(zones.site, context.site.code)))
      .limit(1);
    return zone ? { kind: 'zone' as const, cinemas: zone.cinemas } : null;
  });
  if (!area) throw notFound('Cinema or zone');
  return area;
}

async function siteCinemaSlugs(context: CallContext): Promise<string[]> {
  const list = await context.db
    .select({ slug: cinemas.slug })
    .from(cinemas)
    .where(and(eq(cinemas.site, context.site.code), sql`${cinemas.redirectSlug} is null`));
  return list.map((row) => row.slug);
}

function byKey<T>(entries: { key: string; value: T }[]): Record<string, T[]> {
  const result: Record<string, T[]> = {};
  for (const { key, value } of entries) (result[key] ??= []).push(value);
  return result;
}

export const showtimesByCinemaAndDate: Impl<'showShowtimesByCinemaAndDate'> = async (context) => {
  const show = await showBySlug(context, context.params.slug);
  const cinema = await siteCinema(context, context.params.cinema);
  return (await showtimesOf(context, show, [cinema], { date: context.params.date })).map((entry) => entry.showtime);
};

export const showtimesByCinema: Impl<'showShowtimesByCinema'> = async (context) => {
  const show = await showBySlug(context, context.params.slug);
  const cinema = await siteCinema(context, context.params.cinema);
  const found = await showtimesOf(context, show, [cinema], { from: todayOf(context) });
  // real-api.md §3.7: the bare list [] when there are none, an object keyed by day otherwise.
  if (found.length === 0) return [];
  return byKey(found.map((entry) => ({ key: entry.day, value: entry.showtime })));
};

export const showtimesByDate: Impl<'showShowtimesByDate'> = async (context) => {
  const show = await showBySlug(context, context.params.slug);
  const found = await showtimesOf(context, show, await siteCinemaSlugs(context), { date: context.params.date });
  if (found.length === 0) return [];
  return byKey(found.map((entry) => ({ key: entry.cinema, value: entry.showtime })));
};

export const showtimesByDateAndArea: Impl<'showShowtimesByDateAndArea'> = async (context) => {
  const show = await showBySlug(context, context.params.slug);
  const area = await cinemaOrZone(context, context.params.cinemaOrZone);
  const found = await showtimesOf(context, show, area.cinemas, { date: context.params.date });
  if (area.kind === 'cinema') return found.map((entry) => entry.showtime);
  return byKey(found.map((entry) => ({ key: entry.cinema, value: entry.showtime })));
};

// ---------------------------------------------------------------- show -> cinemas

export const showCinemas: Impl<'showCinemas'> = async (context) => {
  const show = await showBySlug(context, context.params.slug);
  const cells = await rows<{
    cinema_slug: string;
    day: string;
    versions: string[];
    tags: string[];
    special: boolean;
  }>(
    context.db,
    sql`select st.cinema_slug, st.local_date::text as day, array_agg(distinct st.version) as versions,
          coalesce(array_agg(distinct tag) filter (where tag is not null), '{}') as tags,
          bool_or(st.special is not null) as special
        from showtimes st join cinemas c on c.slug = st.cinema_slug
        left join lateral unnest(st.tags) as tag on true
        where st.show_slug = ${show.slug} and c.site = ${context.site.code} and st.local_date >= ${todayOf(context)}::date
        group by 1, 2 order by 1, 2`,
  );
  const releasedAt = show.releaseAt[releaseLocale[context.site.code]] ?? null;
  const result: WireShowCinemas = {};
  for (const cell of cells) {
    const entry = (result[cell.cinema_slug] ??= { days: {}, releasedAt });
    entry.days[cell.day] = {
      tags: withDefaultTag(cell.tags),
      versions: [...cell.versions].sort(),
      upsell: null,
      specialShowtime: cell.special,
      highlightedShowtime: null,
    };
  }
  return result;
};

// ---------------------------------------------------------------- zones

async function zoneShows(context: CallContext, cinemaSlugs: string[]): Promise<WireZone['shows']> {
  if (cinemaSlugs.length === 0) return [];
  const at = context.at.toISOString();
  const found = await rows<{
    show_slug: string;
    next24: number;
    tags: string[];
    is_kids: boolean;
    coming: boolean;
    bookable: boolean;
  }>(
    context.db,
    sql`select st.show_slug, s.tags, s.is_kids, s.is_coming_soon as coming,
          count(*) filter (where st.starts_at >= ${at}::timestamptz and st.starts_at < ${at}::timestamptz + interval '24 hours')::int as next24,
          bool_or(st.status = 'available' and least(st.reservability_end, st.starts_at) >= ${at}::timestamptz) as bookable
        from showtimes st join shows s on s.slug = st.show_slug
        where st.cinema_slug = any(${textArray(cinemaSlugs)}) and st.local_date >= ${apiDate(context.at, context.site.timeZone)}::date
        group by st.show_slug, s.tags, s.is_kids, s.is_coming_soon, s.generic_order
        order by s.generic_order`,
  );
  return found.map((row) => ({
    slug: row.show_slug,
    tags: row.tags,
    bookable: row.bookable,
    isKids: row.is_kids,
    isComingSoon: row.coming,
    next24ShowtimesCount: Number(row.next24),
  }));
}

export const zoneById: Impl<'zoneById'> = async (context) => {
  const [zone] = await context.db
    .select()
    .from(zones)
    .where(and(eq(zones.site, context.site.code), eq(zones.slug, context.params.id)))
    .limit(1);
  if (!zone) throw notFound('Zone');
  return { slug: zone.slug, name: zone.name, cinemas: zone.cinemas, shows: await zoneShows(context, zone.cinemas) };
};

/**
 * GET zone: the visitor's zone by backend geolocation (member-and-shell.txt §4,
 * the locator's load-fail fallback): the nearby cinemas within the site's
 * configured distance and count (catalogue.txt §5 Cinema proximity).
 */
export const visitorZone: Impl<'zone'> = async (context) => {
  const position = await visitorPosition(context);
  const nearby = await cinemasNear(context, position);
  const slugs = nearby.map((cinema) => cinema.slug);
  return { slug: position.zone, name: position.name, cinemas: slugs, shows: await zoneShows(context, slugs) };
};
