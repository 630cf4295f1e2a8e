import { emotionCodes } from '../contract/values.ts';
import { type WireAccount, type WireClient, type WireClientStatus, type WireFeeling } from '../contract/member.ts';
import type { ClientStatusFrames } from '../rules/auth.ts';

/** member-and-shell.txt §3 Client. */
export interface Client {
  id: string;
  name: string | null;
  email: string;
  avatar: string | null;
  /** Initials, shown when the avatar is missing or the default photo. */
  avatarFallback: string;
  registered: boolean;
  emailVerify: boolean;
  firstLogin: boolean;
  favoriteCinemas: string[];
  sendNewsletter: boolean;
  /** mailCommunication{product} (fr site). */
  mailCommunication: boolean;
  subscriptions: { newsletter: boolean; cinepass: boolean };
  subscription: {
    currentPlan: string | null;
    eligibleChanges: boolean;
    eligibleRenewal: boolean;
    eligibleReSubscription: boolean;
    eligibleForAddonChange: boolean;
    downgrade: { plan: string | null; executionDate: string | null } | null;
  } | null;
  cinepassType: string | null;
  loyaltyLevel: string | null;
  subscriptionCinepass: boolean;
  /** subscription{product}Pass: the current plan is a pass. */
  subscriptionPass: boolean;
  /** subscription{product}Unlimited: the current plan is unlimited. */
  subscriptionUnlimited: boolean;
}

/** "Jeanne d'Arc" -> "JD"; an email alone gives its first letter. */
export function initials(name: string | null | undefined, email = ''): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length ? [words[0], words.at(-1)].slice(0, words.length > 1 ? 2 : 1) : [email];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

function planFlags(currentPlan: string | null, cinepass: boolean) {
  return {
    subscriptionCinepass: cinepass,
    subscriptionPass: /pass/i.test(currentPlan ?? '') && !cinepass,
    subscriptionUnlimited: /unlimited/i.test(currentPlan ?? ''),
  };
}

export function toClient(wire: WireClient): Client {
  const currentPlan = wire.subscription?.currentPlan ?? null;
  const cinepass = wire.subscriptions?.cinepass ?? false;
  return {
    id: wire.id,
    name: wire.name ?? null,
    email: wire.email,
    avatar: wire.avatar ?? null,
    avatarFallback: initials(wire.name, wire.email),
    registered: wire.registered,
    emailVerify: wire.emailVerify,
    firstLogin: wire.firstLogin ?? false,
    favoriteCinemas: wire.favoriteCinemas,
    sendNewsletter: wire.sendNewsletter ?? false,
    mailCommunication: wire.mailCommunication ?? false,
    subscriptions: { newsletter: wire.subscriptions?.newsletter ?? false, cinepass },
    subscription: wire.subscription
      ? {
          currentPlan,
          eligibleChanges: wire.subscription.eligibleChanges ?? false,
          eligibleRenewal: wire.subscription.eligibleRenewal ?? false,
          eligibleReSubscription: wire.subscription.eligibleReSubscription ?? false,
          eligibleForAddonChange: wire.subscription.eligibleForAddonChange ?? false,
          downgrade: wire.subscription.downgrade
            ? {
                plan: wire.subscription.downgrade.plan ?? null,
                executionDate: wire.subscription.downgrade.executionDate ?? null,
              }
            : null,
        }
      : null,
    cinepassType: wire.cinepassType ?? null,
    loyaltyLevel: wire.loyaltyLevel ?? null,
    ...planFlags(currentPlan, cinepass),
  };
}

/** member §7 GET client/{id}: the client and what decides its forced frames (§4 Auth, rules/auth.ts). */
export interface ClientStatus extends ClientStatusFrames {
  client: Client | null;
}

export function toClientStatus(wire: WireClientStatus): ClientStatus {
  return {
    client: wire.client ? toClient(wire.client) : null,
    registerUrl: wire.registerUrl ?? null,
    emailValidationUrl: wire.emailValidationUrl ?? null,
    useAuth0: wire.useAuth0,
    mustForce: wire.mustForce,
  };
}

/**
 * member-and-shell.txt §3 Account response -> Client: icu is the id, first
 * and last name make the name, photoUrl the avatar; the pending plan change
 * becomes the downgrade.
 */
export function accountToClient(wire: WireAccount, favoriteCinemas: string[] = []): Client {
  const name = [wire.firstname, wire.lastname].filter(Boolean).join(' ') || null;
  const subscription = wire.subscription;
  return toClient({
    id: wire.icu,
    name,
    email: wire.email,
    avatar: wire.photoUrl ?? null,
    registered: wire.registered,
    emailVerify: wire.emailVerify,
    firstLogin: wire.firstLogin,
    favoriteCinemas,
    sendNewsletter: wire.sendNewsletter,
    mailCommunication: wire.mailCommunication,
    subscriptions: { newsletter: wire.newsletterSubscription, cinepass: wire.cinepassSubscription },
    subscription: subscription
      ? {
          ...subscription,
          downgrade: subscription.newPlan
            ? { plan: subscription.newPlan, executionDate: subscription.nextPlanExecutionDate ?? null }
            : null,
        }
      : null,
    cinepassType: wire.cinepassType,
    loyaltyLevel: wire.loyaltyLevel,
  });
}

export type Emotion = keyof typeof emotionCodes;

/** member-and-shell.txt §3 Feelings per show: wishlist (intention) and emotion. */
export interface Feeling {
  showSlug: string;
  wishlist: boolean;
  emotion: Emotion | null;
}

const emotionByCode = Object.fromEntries(Object.entries(emotionCodes).map(([name, code]) => [code, name])) as Record<
  number,
  Emotion
>;

/** Intention 2 is the wishlist (the spec's default intention); anything else is off it. */
export function toFeeling(wire: WireFeeling): Feeling {
  return {
    showSlug: wire.showSlug,
    wishlist: wire.intention === 2,
    emotion: wire.emotion === null ? null : (emotionByCode[wire.emotion] ?? null),
  };
}
