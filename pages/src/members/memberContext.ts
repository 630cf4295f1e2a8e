import { createContext, useContext } from 'react';
import type { Client, Emotion, Feeling } from '@marquee/data';

/**
 * What every page knows of the member (member-and-shell.txt §4 Auth, §4 Wishlist, emotions,
 * favourites). The site is the backend-for-frontend (docs/decisions/0037-member-sessions.md):
 * the browser never holds a token; it learns who is signed in from `GET /auth/session` and
 * calls the client calls through the site's `/api` proxy, which adds the bearer.
 *
 * `unknown` until the session answer arrives (and always on the server: "on the server side
 * never" authenticated), then `anonymous` or `signedIn`.
 */
export type MemberStatus = 'unknown' | 'anonymous' | 'signedIn';

/** Why the sign-in pop-in opened: a plain entry, or an action that needs an account (§4). */
export type SignInReason = 'signIn' | 'signInRequired';

/** Which of the provider's screens the sign-in frame opens on (§4: sign-up passes a screen hint). */
export type SignInScreen = 'signIn' | 'signUp';

export interface MemberActions {
  /** §4 Sign-in required action: signed in, run it; otherwise close every pop-in and open sign-in (required). */
  requireSignIn(action: () => void): void;
  /** Opens the signed-out pop-in (sign-in, sign-up, benefits). */
  openSignIn(reason?: SignInReason): void;
  /** Full-page addresses of the site's sign-in and sign-up (`/auth/sign-in?returnTo=…[&screen=signup]`). */
  signInUrl(returnTo?: string): string;
  signUpUrl(returnTo?: string): string;
  /**
   * §4 "Sign-in and sign-up open the frame": the authentication overlay on that screen, centred
   * when an action of the page asked for an account (decision 0043). Only when `signInFrame`.
   */
  openSignInFrame(screen: SignInScreen, reason: SignInReason): void;
  /** §7 POST logout through the site, then the provider's sign-out page. */
  signOut(): Promise<void>;
  /**
   * §4 Favourite toggle: absent, added only under the site's limit (else the 10 s warning
   * Cinemas.Alert.Title / Cinemas.Alert.Subtitle with the number); present, removed.
   * Optimistic; rolled back with a message on failure. Signed out: the sign-in-required pop-in.
   */
  toggleFavouriteCinema(cinemaSlug: string): void;
  /** §4 Wishlist add/remove: applied at once, rolled back on failure. */
  setWishlist(showSlug: string, wishlisted: boolean): void;
  /** §4 Rating sets the emotion at once (null clears it); rolled back on failure. */
  setEmotion(showSlug: string, emotion: Emotion | null): void;
  /** Loads the member's feelings for these shows (POST client/{id}/shows) into `feelings`. */
  loadFeelings(showSlugs: readonly string[]): void;
}

export interface MemberState extends MemberActions {
  status: MemberStatus;
  /** Sign-in and sign-up run in the page's frame (decision 0043); false: the links leave the page. */
  signInFrame: boolean;
  /** The client (GET client/{id}), null until loaded or when signed out. */
  client: Client | null;
  /**
   * The member's name to show: the client's once loaded, the session's before (its e-mail when it
   * has no name); null when signed out. The header's account entry reads it.
   */
  displayName: string | null;
  /** Favourite cinema slugs, most recent first (§4: adding puts the slug first). */
  favouriteCinemas: readonly string[];
  /** The site's favourite limit (§9: 5 in fr, nl, be; 1 elsewhere). */
  favouriteLimit: number;
  /** Favourite writes in flight, by cinema slug. */
  pendingFavourites: ReadonlySet<string>;
  /** The member's feelings by show slug, for the shows loaded so far. */
  feelings: ReadonlyMap<string, Feeling>;
}

export const MemberContext = createContext<MemberState | null>(null);

/** The member state of the page; components outside a MemberProvider throw (a wiring mistake). */
export function useMember(): MemberState {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useMember needs a MemberProvider (pages/src/members)');
  return member;
}
