import { z } from 'zod/mini';
import { cleanCmsHtml } from '#cms-html';
import { languages } from '../sites/sites.ts';

/**
 * Building blocks shared by every wire schema. Wire objects are loose
 * (`z.looseObject`): a field the chain adds tomorrow passes through instead of
 * breaking the page. Fields the real API sometimes leaves out are optional;
 * fields it sends as null are nullable (shared/reference/real-api.md).
 */

/** A value the real API sends as null or leaves out. */
export const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/**
 * CMS rich text (HTML), cleaned by the one sanitiser as the answer is parsed (issue 23,
 * docs/decisions/0034): on the site's server with sanitize-html, where every page's answers
 * enter; pages render it as HTML (RichText) or read its text (cmsText), never the raw markup.
 */
export const cmsHtml = z.string().check(z.overwrite(cleanCmsHtml));

/**
 * catalogue.txt §9 Formats: date format YYYY-MM-DD (a real calendar date). Year 0000 is refused:
 * the Gregorian calendar has no year 0 and PostgreSQL refuses it (`0000-02-29` answered 500 before,
 * issue 22), while zod's ISO check alone reads it as a leap year.
 */
export const isoDate = z.iso
  .date()
  .check(z.refine((value) => !value.startsWith('0000'), 'year 0000 is not a calendar year'));

/** Showtime `time`/`endTime`: naive local time with a space, no offset (real-api.md §3.7). */
export const naiveLocalDateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected YYYY-MM-DD HH:MM:SS (naive local time)'));

/** `reservability*`, `salesOpeningDatetime`, `publicationDate`: ISO 8601 with an offset. */
export const isoDateTime = z.iso.datetime({ offset: true, local: true });

export const wireLanguage = z.enum(languages);

/** Poster images: `{lg, md}` (sm appears in search results). */
export const wireImageSet = z.looseObject({ lg: z.string(), md: z.string(), sm: z.optional(z.string()) });

/** Backdrops: `{lg, md, sm}`; sm is left out by some answers. */
export const wireBackgroundSet = z.looseObject({ lg: z.string(), md: z.string(), sm: z.optional(z.string()) });

/** Latitude in `x`, longitude in `y` (real-api.md §3.3, open question 9). */
export const wireGpsPosition = z.looseObject({ x: z.number(), y: z.number() });

/** `{ref, description, extendedDescription}` once rated, `[]` while unrated (never null). */
export const wireContentRating = z.union([
  z.looseObject({
    ref: z.string(),
    description: z.optional(z.nullable(z.string())),
    extendedDescription: z.optional(z.nullable(z.string())),
  }),
  z.tuple([]),
]);

/** Cinecheck pictograms: `{ref: "vio", description: "Geweld"}`. */
export const wireCinecheck = z.looseObject({ ref: z.string(), description: maybe(z.string()) });

/**
 * `releaseAt` drifted: a list of dates in 2025, an object keyed by locale
 * (`{FR_FR: "2026-07-30"}`) since 2026. Both are accepted.
 */
export const wireReleaseAt = z.union([z.array(z.string()), z.record(z.string(), z.string())]);

/** The spec's Cta (catalogue.txt §3): label, url, target, type. */
export const wireCta = z.looseObject({
  label: z.string(),
  url: z.string(),
  target: maybe(z.enum(['_self', '_blank'])),
  type: maybe(z.string()),
});

export const wireSeo = z.looseObject({ title: maybe(z.string()), description: maybe(z.string()) });

/** Answer of every `.../translate` call: the same record's slug per language (derived, see docs/contract.md). */
export const wireTranslations = z.record(z.string(), z.nullable(z.string()));

/** An answer with no body (204): the registry marks it with `null`. */
export const noBody = null;

export type WireImageSet = z.infer<typeof wireImageSet>;
export type WireBackgroundSet = z.infer<typeof wireBackgroundSet>;
export type WireGpsPosition = z.infer<typeof wireGpsPosition>;
export type WireContentRating = z.infer<typeof wireContentRating>;
export type WireCinecheck = z.infer<typeof wireCinecheck>;
export type WireReleaseAt = z.infer<typeof wireReleaseAt>;
export type WireCta = z.infer<typeof wireCta>;
export type WireSeo = z.infer<typeof wireSeo>;
export type WireTranslations = z.infer<typeof wireTranslations>;
