import type { Emotion, Feeling } from '../model/member.ts';

/**
 * member-and-shell.txt §4 Wishlist, emotions, favourites: a member's change is "applied at once
 * and rolled back on failure". What the page shows is the last confirmed value with the writes
 * still in flight laid over it; a write that fails simply leaves the overlay, so rolling one
 * back never undoes another that is still pending or already confirmed.
 */

export type FavouriteWrite = 'add' | 'remove';

export interface FavouriteWrites {
  /** The favourites as the API last confirmed them, most recent first. */
  confirmed: readonly string[];
  /** One write per cinema at most (a toggle waits for its cinema's write to settle). */
  pending: ReadonlyMap<string, FavouriteWrite>;
}

export const noFavouriteWrites: FavouriteWrites = { confirmed: [], pending: new Map() };

/** §4 Favourite cinemas, state: adding puts the slug first and deduplicates; removing drops it. */
function applyFavourite(list: readonly string[], slug: string, write: FavouriteWrite): string[] {
  const without = list.filter((favourite) => favourite !== slug);
  return write === 'add' ? [slug, ...without] : without;
}

/** The favourites the page shows: the confirmed list with the pending writes applied in the order they were made. */
export function shownFavourites({ confirmed, pending }: FavouriteWrites): readonly string[] {
  if (pending.size === 0) return confirmed;
  let shown = [...confirmed];
  for (const [slug, write] of pending) shown = applyFavourite(shown, slug, write);
  return shown;
}

export function startFavouriteWrite(writes: FavouriteWrites, slug: string, write: FavouriteWrite): FavouriteWrites {
  const pending = new Map(writes.pending);
  pending.delete(slug);
  pending.set(slug, write);
  return { confirmed: writes.confirmed, pending };
}

/** The API answered: confirmed, the write joins the confirmed list; failed, it is dropped (rolled back). */
export function settleFavouriteWrite(writes: FavouriteWrites, slug: string, succeeded: boolean): FavouriteWrites {
  const write = writes.pending.get(slug);
  if (write === undefined) return writes;
  const pending = new Map(writes.pending);
  pending.delete(slug);
  return { confirmed: succeeded ? applyFavourite(writes.confirmed, slug, write) : writes.confirmed, pending };
}

/** A fresh list from the API (the client loaded, e.g. after sign-in): it becomes the confirmed one; writes in flight stay over it. */
export function confirmFavourites(writes: FavouriteWrites, confirmed: readonly string[]): FavouriteWrites {
  return { confirmed, pending: writes.pending };
}

/** One change of a show's feeling: its wishlist flag or its emotion (null clears it). */
export type FeelingChange = { field: 'wishlist'; value: boolean } | { field: 'emotion'; value: Emotion | null };

export interface PendingFeeling {
  /** Tells two writes to the same show apart (the newer one wins while both are in flight). */
  id: number;
  showSlug: string;
  change: FeelingChange;
}

export interface FeelingWrites {
  confirmed: ReadonlyMap<string, Feeling>;
  /** In the order they were made. */
  pending: readonly PendingFeeling[];
}

export const noFeelingWrites: FeelingWrites = { confirmed: new Map(), pending: [] };

const blankFeeling = (showSlug: string): Feeling => ({ showSlug, wishlist: false, emotion: null });

function applyFeeling(feeling: Feeling, change: FeelingChange): Feeling {
  return change.field === 'wishlist' ? { ...feeling, wishlist: change.value } : { ...feeling, emotion: change.value };
}

/** The feelings the page shows, by show slug: confirmed, with the pending changes applied in order. */
export function shownFeelings({ confirmed, pending }: FeelingWrites): ReadonlyMap<string, Feeling> {
  if (pending.length === 0) return confirmed;
  const shown = new Map(confirmed);
  for (const write of pending) {
    shown.set(write.showSlug, applyFeeling(shown.get(write.showSlug) ?? blankFeeling(write.showSlug), write.change));
  }
  return shown;
}

/** The feeling the page shows for one show (no feeling yet: off the wishlist, no emotion). */
export function shownFeeling(writes: FeelingWrites, showSlug: string): Feeling {
  return shownFeelings(writes).get(showSlug) ?? blankFeeling(showSlug);
}

/**
 * Idempotent (issue 19): asking for what the page already shows changes nothing and sends nothing.
 */
export function feelingChangeNeeded(writes: FeelingWrites, showSlug: string, change: FeelingChange): boolean {
  const shown = shownFeeling(writes, showSlug);
  return change.field === 'wishlist' ? shown.wishlist !== change.value : shown.emotion !== change.value;
}

export function startFeelingWrite(writes: FeelingWrites, write: PendingFeeling): FeelingWrites {
  return { confirmed: writes.confirmed, pending: [...writes.pending, write] };
}

/**
 * The API answered one write: succeeded, its change joins the confirmed feeling (the API's own
 * answer when it sent one); failed, it is dropped, which rolls the page back to what the API holds
 * with the other writes still over it.
 */
export function settleFeelingWrite(
  writes: FeelingWrites,
  id: number,
  outcome: { succeeded: true; answer?: Feeling } | { succeeded: false },
): FeelingWrites {
  const write = writes.pending.find((candidate) => candidate.id === id);
  if (!write) return writes;
  const pending = writes.pending.filter((candidate) => candidate.id !== id);
  if (!outcome.succeeded) return { confirmed: writes.confirmed, pending };
  const confirmed = new Map(writes.confirmed);
  const before = confirmed.get(write.showSlug) ?? blankFeeling(write.showSlug);
  confirmed.set(write.showSlug, outcome.answer ?? applyFeeling(before, write.change));
  return { confirmed, pending };
}

/** Feelings loaded for some shows (POST client/{id}/shows): merged into the confirmed ones. */
export function confirmFeelings(writes: FeelingWrites, loaded: readonly Feeling[]): FeelingWrites {
  if (loaded.length === 0) return writes;
  const confirmed = new Map(writes.confirmed);
  for (const feeling of loaded) confirmed.set(feeling.showSlug, feeling);
  return { confirmed, pending: writes.pending };
}

/** A path of this site: not `//host`, `/\\host` or another scheme. */
export const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * Where the site's sign-in starts (docs/decisions/0037-member-sessions.md): `/auth/sign-in` with
 * the page to come back to; `screen=signup` opens the sign-up screen, `prompt=none` tries a silent
 * sign-in, `frame` runs it in the page's sign-in frame (decision 0043: it ends by telling the page,
 * not by leaving it). A `returnTo` that is not a path of this site (`//host`, `https:`) becomes the
 * home, so the link can never send the visitor elsewhere after signing in.
 */
export function signInAddress(
  returnTo: string,
  options: { screen?: 'signup'; prompt?: 'none'; frame?: boolean } = {},
): string {
  const query = new URLSearchParams({ returnTo: isLocalPath(returnTo) ? returnTo : '/' });
  if (options.screen) query.set('screen', options.screen);
  if (options.prompt) query.set('prompt', options.prompt);
  if (options.frame) query.set('frame', '1');
  return `/auth/sign-in?${query.toString()}`;
}

/**
 * The forced frame's page (member §4 Auth, decision 0047) with what the provider's own pages read
 * (apps/idp): the site's theme and language, the member's address, and `return_to`, the sign-in
 * started again in the frame once the member is done, whose success event reloads the client. An
 * address on another origin (an external provider's page, the redirect case) is left as it is.
 */
export function forcedFrameAddress(
  url: string,
  page: { site: string; language: string; email: string | null; returnTo: string },
): string {
  if (!isLocalPath(url)) return url;
  const [path = url, existing = ''] = url.split('?');
  const query = new URLSearchParams(existing);
  query.set('site', page.site);
  query.set('ui_locales', page.language);
  if (page.email) query.set('email', page.email);
  query.set('return_to', signInAddress(page.returnTo, { frame: true }));
  return `${path}?${query.toString()}`;
}

/** What the sign-in frame's last page posts to the page holding it (decision 0043). */
export const signInFrameMessageType = 'marquee:sign-in';

/**
 * member §4 "A login or register success event from the frame … completes sign-in": `signedIn`;
 * `closed`, the member went back to the site from the provider's page; `unavailable`, the provider
 * could not be reached; `failed`, the page goes to the client error page at `location` (§8).
 */
export type SignInFrameOutcome =
  | { outcome: 'signedIn' }
  | { outcome: 'closed' }
  | { outcome: 'unavailable' }
  | { outcome: 'failed'; location: string };

export type SignInFrameMessage = { type: typeof signInFrameMessageType } & SignInFrameOutcome;

/** Reads a posted message: only this shape, and a `failed` one only with a path of this site. */
export function signInFrameOutcome(data: unknown): SignInFrameOutcome | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== signInFrameMessageType) return null;
  switch (message.outcome) {
    case 'signedIn':
    case 'closed':
    case 'unavailable':
      return { outcome: message.outcome };
    case 'failed':
      return typeof message.location === 'string' && isLocalPath(message.location)
        ? { outcome: 'failed', location: message.location }
        : null;
    default:
      return null;
  }
}
