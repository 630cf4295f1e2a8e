import { z } from 'zod';
import { maybe } from './common.ts';

/**
 * Member calls (member-and-shell.txt §3, §7). The chain's account API lives
 * on another host and is not public (real-api.md §2): these shapes carry the
 * spec's entity fields under the spec's names.
 */

const wireSubscriptionState = z.looseObject({
  currentPlan: maybe(z.string()),
  eligibleChanges: z.boolean().optional(),
  eligibleRenewal: z.boolean().optional(),
  eligibleReSubscription: z.boolean().optional(),
  eligibleForAddonChange: z.boolean().optional(),
});

/** GET accounts/me (client area): member-and-shell.txt §3 Account response. */
export const wireAccount = z.looseObject({
  icu: z.string().min(1),
  firstname: maybe(z.string()),
  lastname: maybe(z.string()),
  email: z.string(),
  photoUrl: maybe(z.string()),
  newsletterSubscription: z.boolean().optional(),
  cinepassSubscription: z.boolean().optional(),
  cinepassType: maybe(z.string()),
  subscription: maybe(
    wireSubscriptionState.extend({
      newLeadId: maybe(z.string()),
      newPlan: maybe(z.string()),
      nextPlanExecutionDate: maybe(z.string()),
    }),
  ),
  registered: z.boolean(),
  emailVerify: z.boolean(),
  firstLogin: z.boolean().optional(),
  /** mailCommunication{product} (fr site). */
  mailCommunication: z.boolean().optional(),
  sendNewsletter: z.boolean().optional(),
  loyaltyLevel: maybe(z.string()),
});
export type WireAccount = z.infer<typeof wireAccount>;

/** member-and-shell.txt §3 Client, as the site's API answers it inside the client status. */
export const wireClient = z.looseObject({
  id: z.string().min(1),
  name: maybe(z.string()),
  email: z.string(),
  avatar: maybe(z.string()),
  registered: z.boolean(),
  emailVerify: z.boolean(),
  firstLogin: z.boolean().optional(),
  favoriteCinemas: z.array(z.string()).default([]),
  sendNewsletter: z.boolean().optional(),
  mailCommunication: z.boolean().optional(),
  subscriptions: maybe(z.looseObject({ newsletter: z.boolean().optional(), cinepass: z.boolean().optional() })),
  subscription: maybe(
    wireSubscriptionState.extend({
      downgrade: maybe(z.looseObject({ plan: maybe(z.string()), executionDate: maybe(z.string()) })),
    }),
  ),
  cinepassType: maybe(z.string()),
  loyaltyLevel: maybe(z.string()),
});
export type WireClient = z.infer<typeof wireClient>;

/** GET client/{id}: the client status (member-and-shell.txt §7). */
export const wireClientStatus = z.looseObject({
  client: wireClient.nullable(),
  registerUrl: maybe(z.string()),
  emailValidationUrl: maybe(z.string()),
  useAuth0: z.boolean().default(false),
  mustForce: z.boolean().default(false),
});
export type WireClientStatus = z.infer<typeof wireClientStatus>;

/**
 * Emotion codes (derived: the spec names the counters disappointed, liked,
 * loved). Intention 2 means "on the wishlist" (the spec's default).
 */
export const emotionCodes = { disappointed: 1, liked: 2, loved: 3 } as const;
export const wireEmotion = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Feeling list item: showSlug, emotion, intention (member-and-shell.txt §3). */
export const wireFeeling = z.looseObject({
  showSlug: z.string().min(1),
  emotion: wireEmotion.nullable(),
  intention: z.number().int().nullable(),
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
export const wireLogout = z.looseObject({ location: z.string().min(1) });
export type WireLogout = z.infer<typeof wireLogout>;
