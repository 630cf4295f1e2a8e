import { z } from 'zod';
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
  slug: z.string().min(1),
  title: z.string(),
  releaseAt: wireReleaseAt,
  posterPath: wireImageSet.nullable(),
  backgroundPath: wireBackgroundSet.nullable().optional(),
  contentRating: wireContentRating,
  cinechecks: z.array(wireCinecheck).optional(),
  isMovie: z.boolean(),
  isNew: z.boolean(),
  isComingSoon: z.boolean(),
  notComingSoon: z.boolean(),
  isEventSpecial: z.boolean().optional(),
  specialEvent: z.boolean().optional(),
  isKids: z.boolean().optional(),
  genres: z.array(z.string()),
  genresSlug: z.array(z.string()).optional(),
  /** Minutes; the real API sends 1 when unknown and never null (a null is still read as unknown). */
  duration: z.number().int().nonnegative().nullable(),
  /** A list in /shows, sometimes comma-joined inside one element; null on 35 of 145 (2025) and 68 of 240 (2026) real shows. */
  directors: maybe(stringOrList),
  /** The show's strand: 2025 FILM, CLASSICS, MUSIC, THEATRE...; 2026 mostly null, else Classics, Music, Ballet (decision 0030). */
  type: maybe(z.string()),
  hubbleCasting: maybe(z.string()),
  /** Not sent by the real /shows; our API adds it so the summary can tell premieres (catalogue.txt §4). */
  tags: z.array(z.string()).optional(),
  label: z.string().nullable().optional(),
  flag: z.string().nullable().optional(),
  flagColor: z.string().nullable().optional(),
  homeOrder: z.number().nullable().optional(),
  genericOrder: z.number().nullable().optional(),
  upcomingOrder: z.number().nullable().optional(),
  mostAwaitedOrder: z.number().nullable().optional(),
  next24ShowtimesCount: z.number().int().nonnegative().optional(),
  salesOpeningDatetime: maybe(z.string()),
  showtimesDisplayDatetime: maybe(z.string()),
  showRef: z.string().optional(),
});

export const wireShowsResponse = z.looseObject({
  shows: lenientList(wireShowSummary, 'shows'),
  labels: z.array(z.unknown()).optional(),
  contentratings: z.array(z.unknown()).optional(),
});

export type WireShowSummary = z.infer<typeof wireShowSummary>;
export type WireShowsResponse = z.infer<typeof wireShowsResponse>;

/** GET /api/shows query. */
export const showsQuery = z.object({
  language: wireLanguage.optional(),
});

/** Trailer (catalogue.txt §3 Video; real-api.md §3.2 `trailers`). */
export const wireTrailer = z.looseObject({
  externalId: z.string(),
  videoType: z.string(),
  title: maybe(z.string()),
  snapshot: maybe(z.string()),
  isMain: z.boolean().optional(),
  language: maybe(z.string()),
});

export const wireFeelingCounters = z.looseObject({
  countWishList: z.number().int().nonnegative(),
  countEmotionDisappointed: z.number().int().nonnegative(),
  countEmotionLike: z.number().int().nonnegative(),
  countEmotionLove: z.number().int().nonnegative(),
});

/** GET /api/show/{slug} (real-api.md §3.2). `directors`/`actors` are strings there, lists elsewhere: both read. */
export const wireShowDetail = z.looseObject({
  slug: z.string().min(1),
  title: z.string(),
  titleTracking: z.string().optional(),
  releaseAt: wireReleaseAt,
  contentRating: wireContentRating,
  cinechecks: z.array(wireCinecheck).optional(),
  genres: z.array(z.string()),
  duration: z.number().int().nonnegative().nullable(),
  directors: maybe(stringOrList),
  actors: maybe(stringOrList),
  type: maybe(z.string()),
  synopsis: maybe(cmsHtml),
  posterPath: wireImageSet.nullable(),
  backgroundPath: wireBackgroundSet.nullable().optional(),
  backgroundDominantColor: maybe(z.string()),
  isMovie: z.boolean(),
  trailers: z.array(wireTrailer).optional(),
  warning: maybe(z.string()),
  nationality: maybe(z.string()),
  originalTitle: maybe(z.string()),
  feelings: wireFeelingCounters.optional(),
  similarShows: z.array(z.string()).optional(),
  redirectSlug: maybe(z.string()),
  refHubble: maybe(z.string()),
  refVista: maybe(z.string()),
  visaHubble: maybe(z.string()),
  isNew: z.boolean(),
  /** Not in the Sep 2025 detail recording: when absent, notComingSoon decides (docs/contract.md). */
  isComingSoon: z.boolean().optional(),
  notComingSoon: z.boolean(),
  vodAvailability: z.boolean().optional(),
  copiesCount: z.number().int().nonnegative().optional(),
  next24ShowtimesCount: z.number().int().nonnegative().optional(),
  tags: z.array(z.string()).optional(),
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
  upsell: z.unknown().optional(),
  specialShowtime: z.boolean().optional(),
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
  isMovie: z.boolean().optional(),
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
  highlighted: z.boolean().optional(),
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
  slug: z.string().min(1),
  tags: z.array(z.string()).optional(),
  bookable: z.boolean().optional(),
  isKids: z.boolean().optional(),
  isComingSoon: z.boolean().optional(),
  next24ShowtimesCount: z.number().int().nonnegative().optional(),
});

/** GET zone/{id} and GET zone (the visitor's zone by backend geolocation, docs/contract.md). */
export const wireZone = z.looseObject({
  shows: lenientList(wireZoneShow, 'zone shows'),
  slug: z.string().optional(),
  name: z.string().optional(),
  cinemas: z.array(z.string()).optional(),
});
export type WireZone = z.infer<typeof wireZone>;

/** GET vod: shows available at home (catalogue.txt §7 Shows), same entries as /shows. */
export const wireVodResponse = z.union([lenientList(wireShowSummary, 'vod shows'), wireShowsResponse]);
export type WireVodResponse = z.infer<typeof wireVodResponse>;
