import { z } from 'zod/mini';
import {
  cmsHtml,
  isoDate,
  maybe,
  naiveLocalDateTime,
  wireBackgroundSet,
  wireCinecheck,
  wireContentRating,
  wireImageSet,
  wireLanguage,
  wireReleaseAt,
} from './common.ts';
import { lenientList, lenientRecord } from './lenient.ts';

/**
 * Wire shapes of the show calls, as the chain's real public API answers
 * (shared/reference/real-api.md §3.1, §3.2, §3.6, §3.7, §3.9).
 */

export { wireContentRating, wireReleaseAt };

const stringOrList = z.union([z.array(z.string()), z.string()]);

/** GET /api/shows entry (real-api.md §3.1). */
export const wireShowSummary = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  releaseAt: wireReleaseAt,
  posterPath: z.nullable(wireImageSet),
  backgroundPath: z.optional(z.nullable(wireBackgroundSet)),
  contentRating: wireContentRating,
  cinechecks: z.optional(z.array(wireCinecheck)),
  isMovie: z.boolean(),
  isNew: z.boolean(),
  isComingSoon: z.boolean(),
  notComingSoon: z.boolean(),
  isEventSpecial: z.optional(z.boolean()),
  specialEvent: z.optional(z.boolean()),
  isKids: z.optional(z.boolean()),
  genres: z.array(z.string()),
  genresSlug: z.optional(z.array(z.string())),
  /** Minutes; the real API sends 1 when unknown and never null (a null is still read as unknown). */
  duration: z.nullable(z.int().check(z.nonnegative())),
  /** A list in /shows, sometimes comma-joined inside one element; null on 35 of 145 (2025) and 68 of 240 (2026) real shows. */
  directors: maybe(stringOrList),
  /** The show's strand: 2025 FILM, CLASSICS, MUSIC, THEATRE...; 2026 mostly null, else Classics, Music, Ballet (decision 0030). */
  type: maybe(z.string()),
  hubbleCasting: maybe(z.string()),
  /** Not sent by the real /shows; our API adds it so the summary can tell premieres (catalogue.txt §4). */
  tags: z.optional(z.array(z.string())),
  label: z.optional(z.nullable(z.string())),
  flag: z.optional(z.nullable(z.string())),
  flagColor: z.optional(z.nullable(z.string())),
  homeOrder: z.optional(z.nullable(z.number())),
  genericOrder: z.optional(z.nullable(z.number())),
  upcomingOrder: z.optional(z.nullable(z.number())),
  mostAwaitedOrder: z.optional(z.nullable(z.number())),
  next24ShowtimesCount: z.optional(z.int().check(z.nonnegative())),
  salesOpeningDatetime: maybe(z.string()),
  showtimesDisplayDatetime: maybe(z.string()),
  showRef: z.optional(z.string()),
});

export const wireShowsResponse = z.looseObject({
  shows: lenientList(wireShowSummary, 'shows'),
  labels: z.optional(z.array(z.unknown())),
  contentratings: z.optional(z.array(z.unknown())),
});

export type WireShowSummary = z.infer<typeof wireShowSummary>;
export type WireShowsResponse = z.infer<typeof wireShowsResponse>;

/** GET /api/shows query. */
export const showsQuery = z.object({
  language: z.optional(wireLanguage),
});

/** Trailer (catalogue.txt §3 Video; real-api.md §3.2 `trailers`). */
export const wireTrailer = z.looseObject({
  externalId: z.string(),
  videoType: z.string(),
  title: maybe(z.string()),
  snapshot: maybe(z.string()),
  isMain: z.optional(z.boolean()),
  language: maybe(z.string()),
});

export const wireFeelingCounters = z.looseObject({
  countWishList: z.int().check(z.nonnegative()),
  countEmotionDisappointed: z.int().check(z.nonnegative()),
  countEmotionLike: z.int().check(z.nonnegative()),
  countEmotionLove: z.int().check(z.nonnegative()),
});

/** GET /api/show/{slug} (real-api.md §3.2). `directors`/`actors` are strings there, lists elsewhere: both read. */
export const wireShowDetail = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  titleTracking: z.optional(z.string()),
  releaseAt: wireReleaseAt,
  contentRating: wireContentRating,
  cinechecks: z.optional(z.array(wireCinecheck)),
  genres: z.array(z.string()),
  duration: z.nullable(z.int().check(z.nonnegative())),
  directors: maybe(stringOrList),
  actors: maybe(stringOrList),
  type: maybe(z.string()),
  synopsis: maybe(cmsHtml),
  posterPath: z.nullable(wireImageSet),
  backgroundPath: z.optional(z.nullable(wireBackgroundSet)),
  backgroundDominantColor: maybe(z.string()),
  isMovie: z.boolean(),
  trailers: z.optional(z.array(wireTrailer)),
  warning: maybe(z.string()),
  nationality: maybe(z.string()),
  originalTitle: maybe(z.string()),
  feelings: z.optional(wireFeelingCounters),
  similarShows: z.optional(z.array(z.string())),
  redirectSlug: maybe(z.string()),
  refHubble: maybe(z.string()),
  refVista: maybe(z.string()),
  visaHubble: maybe(z.string()),
  isNew: z.boolean(),
  /** Not in the Sep 2025 detail recording: when absent, notComingSoon decides (docs/contract.md). */
  isComingSoon: z.optional(z.boolean()),
  notComingSoon: z.boolean(),
  vodAvailability: z.optional(z.boolean()),
  copiesCount: z.optional(z.int().check(z.nonnegative())),
  next24ShowtimesCount: z.optional(z.int().check(z.nonnegative())),
  tags: z.optional(z.array(z.string())),
  salesOpeningDatetime: maybe(z.string()),
  showtimesDisplayDatetime: maybe(z.string()),
  label: maybe(z.string()),
  labelFlagColor: maybe(z.string()),
  originalReleaseAt: maybe(z.string()),
});
export type WireShowDetail = z.infer<typeof wireShowDetail>;

/** `highlightedShowtime` of a day: `{type: "tag", showSlug}` or null. */
export const wireHighlightedShowtime = z.looseObject({ type: z.string(), showSlug: maybe(z.string()) });

/** One cell of show -> cinema -> day (real-api.md §3.6). */
export const wireShowCinemaDay = z.looseObject({
  tags: z.array(z.string()),
  versions: z.array(z.string()),
  upsell: z.optional(z.unknown()),
  specialShowtime: z.optional(z.boolean()),
  highlightedShowtime: maybe(wireHighlightedShowtime),
});

/** GET /api/show/{slug}/cinemas: only the cinemas that have the title. */
export const wireShowCinemas = lenientRecord(
  z.string(),
  z.looseObject({ days: z.record(isoDate, wireShowCinemaDay), releasedAt: maybe(z.string()) }),
  'show cinemas',
);
export type WireShowCinemas = z.infer<typeof wireShowCinemas>;

/** A showtime (real-api.md §3.7). */
export const wireShowtime = z.looseObject({
  time: naiveLocalDateTime,
  endTime: maybe(naiveLocalDateTime),
  version: z.string(),
  tags: z.array(z.string()),
  /** Only "available" was ever seen; soldout and others are read as the spec's statuses (catalogue.txt §4). */
  status: z.string(),
  reservabilityStart: maybe(z.string()),
  reservabilityEnd: maybe(z.string()),
  isMovie: z.optional(z.boolean()),
  /** The booking link into the purchase tunnel: https://s.pathe.nl/nl/V0003S131277/booking */
  refCmd: z.string(),
  auditoriumName: maybe(z.string()),
  /** A string on the real API ("70"); a number is read too. */
  auditoriumCapacity: maybe(z.union([z.string(), z.number()])),
  specialShowtimeDetails: maybe(
    z.looseObject({
      titleScreening: maybe(z.string()),
      titleShowtimeDetails: maybe(z.string()),
      descriptionShowtimeDetails: maybe(z.string()),
      source: maybe(z.string()),
      color: maybe(z.string()),
      backgroundColor: maybe(z.string()),
    }),
  ),
  highlighted: z.optional(z.boolean()),
});
export type WireShowtime = z.infer<typeof wireShowtime>;

/** GET show/{slug}/showtimes/{cinema}/{date}: a list, possibly empty. */
export const wireShowtimeList = lenientList(wireShowtime, 'showtimes');
export type WireShowtimeList = z.infer<typeof wireShowtimeList>;

/**
 * GET show/{slug}/showtimes/{cinema}: an object keyed by day, or the bare
 * list `[]` when there are none (real-api.md §3.7). Both are read.
 */
export const wireShowtimesByDay = z.union([z.record(isoDate, wireShowtimeList), z.tuple([])]);
export type WireShowtimesByDay = z.infer<typeof wireShowtimesByDay>;

/**
 * GET show/{slug}/showtimes/{date} (spec order): that day's showtimes keyed
 * by cinema slug; `[]` when none. Derived: no recording exists.
 */
export const wireShowtimesByCinema = z.union([z.record(z.string(), wireShowtimeList), z.tuple([])]);
export type WireShowtimesByCinema = z.infer<typeof wireShowtimesByCinema>;

/**
 * GET show/{slug}/showtimes/{date}/{cinemaOrZone} (spec order): a list for a
 * cinema, keyed by cinema slug for a zone.
 */
export const wireShowtimesForDay = z.union([wireShowtimeList, z.record(z.string(), wireShowtimeList)]);
export type WireShowtimesForDay = z.infer<typeof wireShowtimesForDay>;

/** Zone entries are stubs (real-api.md §3.9). */
export const wireZoneShow = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  tags: z.optional(z.array(z.string())),
  bookable: z.optional(z.boolean()),
  isKids: z.optional(z.boolean()),
  isComingSoon: z.optional(z.boolean()),
  next24ShowtimesCount: z.optional(z.int().check(z.nonnegative())),
});

/** GET zone/{id} and GET zone (the visitor's zone by backend geolocation, docs/contract.md). */
export const wireZone = z.looseObject({
  shows: lenientList(wireZoneShow, 'zone shows'),
  slug: z.optional(z.string()),
  name: z.optional(z.string()),
  cinemas: z.optional(z.array(z.string())),
});
export type WireZone = z.infer<typeof wireZone>;

/** GET vod: shows available at home (catalogue.txt §7 Shows), same entries as /shows. */
export const wireVodResponse = z.union([lenientList(wireShowSummary, 'vod shows'), wireShowsResponse]);
export type WireVodResponse = z.infer<typeof wireVodResponse>;
