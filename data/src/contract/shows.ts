import { z } from 'zod';

/**
 * Wire shapes of GET /api/shows, as the chain's real public API answers
 * (shared/reference/real-api.md §3.1). Objects are loose: unknown fields pass
 * through, so a field the chain adds tomorrow does not break parsing.
 */

const imageSet = z.looseObject({ lg: z.string(), md: z.string() });
const backgroundSet = z.looseObject({ lg: z.string(), md: z.string(), sm: z.string().optional() });

/** `{ref, description, extendedDescription}` once rated, `[]` while unrated (never null). */
export const wireContentRating = z.union([
  z.looseObject({
    ref: z.string(),
    description: z.string().nullable().optional(),
    extendedDescription: z.string().nullable().optional(),
  }),
  z.tuple([]),
]);

/**
 * `releaseAt` drifted: a list of dates in 2025, an object keyed by locale
 * (`{FR_FR: "2026-07-30"}`) since 2026. Both are accepted.
 */
export const wireReleaseAt = z.union([z.array(z.string()), z.record(z.string(), z.string())]);

export const wireShowSummary = z.looseObject({
  slug: z.string().min(1),
  title: z.string(),
  releaseAt: wireReleaseAt,
  posterPath: imageSet.nullable(),
  backgroundPath: backgroundSet.nullable().optional(),
  contentRating: wireContentRating,
  isMovie: z.boolean(),
  isNew: z.boolean(),
  isComingSoon: z.boolean(),
  notComingSoon: z.boolean(),
  isEventSpecial: z.boolean().optional(),
  specialEvent: z.boolean().optional(),
  genres: z.array(z.string()),
  duration: z.number().int().nonnegative().nullable(),
  directors: z.union([z.array(z.string()), z.string()]).optional(),
  label: z.string().nullable().optional(),
  flag: z.string().nullable().optional(),
  flagColor: z.string().nullable().optional(),
  homeOrder: z.number().nullable().optional(),
  genericOrder: z.number().nullable().optional(),
  upcomingOrder: z.number().nullable().optional(),
  next24ShowtimesCount: z.number().int().nonnegative().optional(),
  showRef: z.string().optional(),
});

export const wireShowsResponse = z.looseObject({
  shows: z.array(wireShowSummary),
  labels: z.array(z.unknown()).optional(),
  contentratings: z.array(z.unknown()).optional(),
});

export type WireShowSummary = z.infer<typeof wireShowSummary>;
export type WireShowsResponse = z.infer<typeof wireShowsResponse>;

/** GET /api/shows query. */
export const showsQuery = z.object({
  language: z.enum(['fr', 'en', 'de', 'nl']).optional(),
});
