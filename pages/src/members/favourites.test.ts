import { describe, expect, it, vi } from 'vitest';
import { defaultFeatures } from '@marquee/data';
import { favouritesOffered, favouriteView } from './favourites.ts';
import type { MemberActions } from './memberContext.ts';
import { clientFixture, memberFixture } from './memberFixture.ts';

function actions(): MemberActions {
  return {
    requireSignIn: vi.fn(),
    openSignIn: vi.fn(),
    signInUrl: vi.fn(() => '/auth/sign-in'),
    signUpUrl: vi.fn(() => '/auth/sign-in?screen=signup'),
    openSignInFrame: vi.fn(),
    signOut: vi.fn(async () => {}),
    toggleFavouriteCinema: vi.fn(),
    setWishlist: vi.fn(),
    setEmotion: vi.fn(),
    loadFeelings: vi.fn(),
  };
}

describe('member-and-shell.txt §4 Favourite toggle, for one cinema', () => {
  it('signed in: favourite or not and pending from the member state; a press reaches the provider’s toggle', () => {
    const spies = actions();
    const member = memberFixture(spies, {
      status: 'signedIn',
      client: clientFixture(),
      favouriteCinemas: ['marquee-wepler'],
      pendingFavourites: new Set(['marquee-alesia']),
    });
    const wepler = favouriteView(member, 'marquee-wepler');
    const alesia = favouriteView(member, 'marquee-alesia');
    expect(wepler).toMatchObject({ kind: 'member', isFavourite: true, isPending: false });
    expect(alesia).toMatchObject({ kind: 'member', isFavourite: false, isPending: true });
    if (wepler.kind === 'member') wepler.toggle();
    expect(spies.toggleFavouriteCinema).toHaveBeenCalledWith('marquee-wepler');
    expect(spies.requireSignIn).not.toHaveBeenCalled();
  });

  it.each(['anonymous', 'unknown'] as const)(
    '§4 Sign-in required action (%s): a press asks for sign-in with the toggle as the action to run after',
    (status) => {
      const spies = actions();
      const view = favouriteView(memberFixture(spies, { status }), 'marquee-wepler');
      expect(view.kind).toBe('signInRequired');
      if (view.kind === 'signInRequired') view.requestSignIn();
      expect(spies.toggleFavouriteCinema).not.toHaveBeenCalled();
      const [afterSignIn] = vi.mocked(spies.requireSignIn).mock.calls[0] ?? [];
      afterSignIn?.();
      // Never lost: the press reaches the toggle once the provider runs the action.
      expect(spies.toggleFavouriteCinema).toHaveBeenCalledWith('marquee-wepler');
    },
  );

  it('§9 switches: offered only with favourite cinemas and sign-in on', () => {
    expect(favouritesOffered(defaultFeatures('fr'))).toBe(true);
    expect(favouritesOffered({ ...defaultFeatures('ch'), favoriteCinemasEnabled: false })).toBe(false);
    expect(favouritesOffered({ ...defaultFeatures('nl'), authenticationEnabled: false })).toBe(false);
  });
});
