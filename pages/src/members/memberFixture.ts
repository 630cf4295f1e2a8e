import { signInAddress, type Client, type Feeling } from '@marquee/data';
import type { MemberActions, MemberState } from './memberContext.ts';

/**
 * A member state for stories and component tests: every state a member component can be in
 * without a session behind it. Actions are the caller's (Storybook's `fn()` spies in stories),
 * so a play function can assert what a press asked for.
 */
export function memberFixture(
  actions: MemberActions,
  state: Partial<Omit<MemberState, keyof MemberActions>> = {},
): MemberState {
  return {
    status: 'anonymous',
    signInFrame: false,
    client: null,
    displayName: state.client ? (state.client.name ?? state.client.email) : null,
    favouriteCinemas: [],
    favouriteLimit: 5,
    pendingFavourites: new Set(),
    feelings: new Map(),
    ...actions,
    ...state,
  };
}

/** A signed-in client for fixtures (member-and-shell.txt §3 Client). */
export function clientFixture(overrides: Partial<Client> = {}): Client {
  return {
    id: '5f0c2a8e-1b2d-4c3e-9f40-000000000001',
    name: 'Camille Martin',
    email: 'camille.martin@example.com',
    avatar: null,
    avatarFallback: 'CM',
    registered: true,
    emailVerify: true,
    firstLogin: false,
    favoriteCinemas: [],
    sendNewsletter: false,
    mailCommunication: false,
    subscriptions: { newsletter: false, cinepass: false },
    subscription: null,
    cinepassType: null,
    loyaltyLevel: null,
    subscriptionCinepass: false,
    subscriptionPass: false,
    subscriptionUnlimited: false,
    ...overrides,
  };
}

export const feelingsOf = (...feelings: Feeling[]): ReadonlyMap<string, Feeling> =>
  new Map(feelings.map((feeling) => [feeling.showSlug, feeling]));

const noAction = () => undefined;

/** A visitor whose actions do nothing: the member of page stories that do not say otherwise. */
export const anonymousMember: MemberState = memberFixture({
  requireSignIn: noAction,
  openSignIn: noAction,
  signInUrl: (returnTo = '/') => signInAddress(returnTo),
  signUpUrl: (returnTo = '/') => signInAddress(returnTo, { screen: 'signup' }),
  openSignInFrame: noAction,
  signOut: async () => undefined,
  toggleFavouriteCinema: noAction,
  setWishlist: noAction,
  setEmotion: noAction,
  loadFeelings: noAction,
});
