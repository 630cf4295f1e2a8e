import { z } from 'zod/mini';
import { isoDate, wireLanguage } from './common.ts';
import { articleTypes, searchTypes } from './content.ts';
import { wireEmotion } from './member.ts';
import { searchWordsMaxLength, unprintable } from './values.ts';

/**
 * What a request may carry: path params, queries, headers and bodies. The API
 * validates with these (400 otherwise); the client builds URLs from them.
 * Query values arrive as strings, so numbers are coerced.
 */

const looksLikeDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Free text a visitor types (search words, a featured type): printable, well-formed Unicode. A NUL
 * cannot be stored or compared by PostgreSQL (it answered 500 for `search/full?q=%00`, issue 22) and
 * a lone surrogate has no UTF-8 form; neither is anything a person searches for, so both are a 400.
 */
export const plainText = z.string().check(z.refine((value) => !unprintable.test(value), 'expected printable text'));

/** A record slug: `spider-man-brand-new-day-48103`, `pathe-arena`. */
export const slug = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'expected a slug: letters, digits, "-", "_" or "."'),
  );

/** An id or slug in a path (zone, FAQ article or category, client). */
export const identifier = slug;

/**
 * A cinema (or zone) slug in a showtimes path. It must not look like a date:
 * that is how `showtimes/{cinema}` and `showtimes/{date}` tell apart.
 */
export const cinemaSegment = slug.check(z.refine((value) => !looksLikeDate(value), 'a cinema slug cannot be a date'));

export const noParams = z.object({});
export const slugParams = z.object({ slug });
export const idParams = z.object({ id: identifier });
export const clientParams = z.object({ id: identifier });
export const clientCinemaParams = z.object({ id: identifier, slug });
export const clientShowParams = z.object({ id: identifier, slug });
export const showDateParams = z.object({ slug, date: isoDate });
export const showCinemaParams = z.object({ slug, cinema: cinemaSegment });
export const showDateAreaParams = z.object({ slug, date: isoDate, cinemaOrZone: cinemaSegment });
export const showCinemaDateParams = z.object({ slug, cinema: cinemaSegment, date: isoDate });
/**
 * GET calendar/{token}.ics: any text. The token is a secret compared by its digest; one that is
 * malformed is as unknown as one that was revoked (404), so the answer tells nothing about it.
 */
export const calendarTokenParams = z.object({ token: z.string() });
export const giftCardParams = z.object({
  a: z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/, 'expected letters and digits')),
  b: z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/, 'expected letters and digits')),
});
export const voucherParams = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'expected a voucher code')),
});

/** member-and-shell.txt §7: every /api/ call carries the language; the API falls back to the site default. */
export const languageQuery = z.object({ language: z.optional(wireLanguage) });

/** catalogue.txt §5: the page query parameter is an integer with default 1. */
export const pageNumber = z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1);

export const articlePageQuery = z.extend(languageQuery, {
  page: pageNumber,
  type: z.optional(z.enum(articleTypes)),
});

export const featuredQuery = z.extend(languageQuery, {
  type: z.pipe(plainText, z.string().check(z.minLength(1), z.maxLength(50))),
});

/** member-and-shell.txt §7 GET search/full: q and an optional type. */
export const searchQuery = z.extend(languageQuery, {
  q: z.pipe(plainText, z.string().check(z.trim(), z.minLength(1), z.maxLength(searchWordsMaxLength))),
  type: z.optional(z.enum(searchTypes)),
});

export const subscriptionOffersQuery = z.extend(languageQuery, { catalog: z._default(z.literal('1'), '1') });

/** The settings call carries no language (member-and-shell.txt §7). */
export const settingsQuery = z.object({});

/** GET voucher/{code} and GET gift-card/{a}/{b} (catalogue.txt §7). Header names are lower case on the wire. */
export const recaptchaHeaders = z.object({
  'x-recaptcha-response': z.string().check(z.minLength(1), z.maxLength(4000)),
});

/** POST client/{id}/shows. */
export const showSlugsBody = z.object({ showSlugs: z.array(slug).check(z.maxLength(500)) });

/** POST client/{id}/show/{slug}/intention: intention defaults to 2 (on the wishlist). */
export const intentionBody = z.object({
  intention: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(9)), 2),
  isDelete: z._default(z.boolean(), false),
});

/** POST client/{id}/show/{slug}/emotion. */
export const emotionBody = z.object({ emotion: wireEmotion, isDelete: z._default(z.boolean(), false) });

/** PATCH and DELETE accounts/me/cinemas. */
export const favouriteCinemasBody = z.object({ cinemas: z.array(slug).check(z.minLength(1), z.maxLength(50)) });

export type ShowSlugsBody = z.input<typeof showSlugsBody>;
export type IntentionBody = z.input<typeof intentionBody>;
export type EmotionBody = z.input<typeof emotionBody>;
export type FavouriteCinemasBody = z.input<typeof favouriteCinemasBody>;
export type SearchQuery = z.input<typeof searchQuery>;
