import { z } from 'zod/mini';
import { isoDateTime, maybe, naiveLocalDateTime } from './common.ts';
import { lenientList } from './lenient.ts';

export { emotionCodes } from './values.ts';

/**
 * Member calls (member-and-shell.txt §3, §7). The chain's account API lives
 * on another host and is not public (real-api.md §2): these shapes carry the
 * spec's entity fields under the spec's names.
 */

const wireSubscriptionState = z.looseObject({
  currentPlan: maybe(z.string()),
  eligibleChanges: z.optional(z.boolean()),
  eligibleRenewal: z.optional(z.boolean()),
  eligibleReSubscription: z.optional(z.boolean()),
  eligibleForAddonChange: z.optional(z.boolean()),
});

/** GET accounts/me (client area): member-and-shell.txt §3 Account response. */
export const wireAccount = z.looseObject({
  icu: z.string().check(z.minLength(1)),
  firstname: maybe(z.string()),
  lastname: maybe(z.string()),
  email: z.string(),
  photoUrl: maybe(z.string()),
  newsletterSubscription: z.optional(z.boolean()),
  cinepassSubscription: z.optional(z.boolean()),
  cinepassType: maybe(z.string()),
  subscription: maybe(
    z.extend(wireSubscriptionState, {
      newLeadId: maybe(z.string()),
      newPlan: maybe(z.string()),
      nextPlanExecutionDate: maybe(z.string()),
    }),
  ),
  registered: z.boolean(),
  emailVerify: z.boolean(),
  firstLogin: z.optional(z.boolean()),
  /** mailCommunication{product} (fr site). */
  mailCommunication: z.optional(z.boolean()),
  sendNewsletter: z.optional(z.boolean()),
  loyaltyLevel: maybe(z.string()),
});
export type WireAccount = z.infer<typeof wireAccount>;

/** member-and-shell.txt §3 Client, as the site's API answers it inside the client status. */
export const wireClient = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: maybe(z.string()),
  email: z.string(),
  avatar: maybe(z.string()),
  registered: z.boolean(),
  emailVerify: z.boolean(),
  firstLogin: z.optional(z.boolean()),
  favoriteCinemas: z._default(z.array(z.string()), []),
  sendNewsletter: z.optional(z.boolean()),
  mailCommunication: z.optional(z.boolean()),
  subscriptions: maybe(z.looseObject({ newsletter: z.optional(z.boolean()), cinepass: z.optional(z.boolean()) })),
  subscription: maybe(
    z.extend(wireSubscriptionState, {
      downgrade: maybe(z.looseObject({ plan: maybe(z.string()), executionDate: maybe(z.string()) })),
    }),
  ),
  cinepassType: maybe(z.string()),
  loyaltyLevel: maybe(z.string()),
});
export type WireClient = z.infer<typeof wireClient>;

/** GET client/{id}: the client status (member-and-shell.txt §7). */
export const wireClientStatus = z.looseObject({
  client: z.nullable(wireClient),
  registerUrl: maybe(z.string()),
  emailValidationUrl: maybe(z.string()),
  useAuth0: z._default(z.boolean(), false),
  mustForce: z._default(z.boolean(), false),
});
export type WireClientStatus = z.infer<typeof wireClientStatus>;

export const wireEmotion = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Feeling list item: showSlug, emotion, intention (member-and-shell.txt §3). */
export const wireFeeling = z.looseObject({
  showSlug: z.string().check(z.minLength(1)),
  emotion: z.nullable(wireEmotion),
  intention: z.nullable(z.int()),
});
export const wireFeelingList = z.array(wireFeeling);
export type WireFeeling = z.infer<typeof wireFeeling>;

/** GET accounts/me/cinemas: the favourite cinemas, most recent first (slugs). */
export const wireFavouriteCinemas = z.looseObject({ cinemas: z.array(z.string()) });
export type WireFavouriteCinemas = z.infer<typeof wireFavouriteCinemas>;

/** GET webview: the auth endpoints for the app webview. */
export const wireWebviewAuth = z.looseObject({ urlLogin: z.string(), urlSignup: z.string() });

/**
 * POST logout as the site answers it (docs/decisions/0037-member-sessions.md): where the browser
 * goes next, the provider's end-session address. The API itself has nothing to forget (204).
 */
export const wireLogout = z.looseObject({ location: z.string().check(z.minLength(1)) });
export type WireLogout = z.infer<typeof wireLogout>;

// ---------------------------------------------------------------- beyond the spec (issue 19, decision 0042)

/** GET client/{id}/calendar: whether the member has a calendar feed on this site, and since when; never its secret. */
export const wireCalendarFeedStatus = z.looseObject({ active: z.boolean(), since: z.nullable(isoDateTime) });
export type WireCalendarFeedStatus = z.infer<typeof wireCalendarFeedStatus>;

/**
 * POST client/{id}/calendar: the new feed's path on the site's origin, `/api/calendar/{token}.ics`.
 * This answer is the only place the secret is ever given; a new one revokes the previous feed.
 */
export const wireCalendarFeed = z.looseObject({
  path: z.string().check(z.regex(/^\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/, 'expected /api/calendar/{token}.ics')),
  since: isoDateTime,
});
export type WireCalendarFeed = z.infer<typeof wireCalendarFeed>;

/** GET calendar/{token}.ics: an RFC 5545 text (text/calendar), not JSON. */
export const wireCalendarText = z.string().check(z.startsWith('BEGIN:VCALENDAR'));

/** One wishlisted show with showtimes added at a favourite cinema since the member last looked. */
export const wireShowtimeNewsItem = z.looseObject({
  showSlug: z.string().check(z.minLength(1)),
  title: z.string(),
  /** The favourite cinemas where new showtimes were added. */
  cinemas: z.array(z.looseObject({ slug: z.string().check(z.minLength(1)), name: z.string() })).check(z.minLength(1)),
  /** The earliest of them: `time` in the cinema's local time, `startsAt` with its offset. */
  firstShowtime: z.looseObject({
    cinemaSlug: z.string().check(z.minLength(1)),
    time: naiveLocalDateTime,
    startsAt: isoDateTime,
    refCmd: z.string(),
  }),
});
export type WireShowtimeNewsItem = z.infer<typeof wireShowtimeNewsItem>;

/** GET client/{id}/showtime-news: what is new since `since` (the member's last acknowledgement on this site). */
export const wireShowtimeNews = z.looseObject({
  since: isoDateTime,
  shows: lenientList(wireShowtimeNewsItem, 'showtime news'),
});
export type WireShowtimeNews = z.infer<typeof wireShowtimeNews>;
