import {
  callRoutes,
  confirmFavourites,
  confirmFeelings,
  emotionCodes,
  feelingChangeNeeded,
  noFavouriteWrites,
  noFeelingWrites,
  settleFavouriteWrite,
  settleFeelingWrite,
  shownFavourites,
  shownFeeling,
  startFavouriteWrite,
  startFeelingWrite,
  toFeeling,
  toggleFavouriteCinema,
  type ApiClient,
  type Client,
  type Emotion,
  type FavouriteWrites,
  type FeelingChange,
  type FeelingWrites,
} from '@marquee/data';
import type { MemberStatus } from './memberContext.ts';
import type { SessionAnswer, SignedInSession } from './session.ts';

/** What the member store asks the page to tell the visitor, in the page's language (MemberProvider). */
export type MemberNotice =
  /** member §8 "Favourite limit reached": the 10 s warning carrying the number. */
  | { kind: 'favouriteLimit'; count: number }
  | { kind: 'favouriteFailed' }
  | { kind: 'feelingFailed' }
  | { kind: 'signOutFailed' }
  /** The provider could not start a sign-in (decision 0037, `marquee_auth_error`). */
  | { kind: 'signInUnavailable' }
  /** Issue 19 beyond the spec (decision 0042): wishlisted films with new showtimes at a favourite cinema. */
  | { kind: 'showtimeNews'; shows: { slug: string; title: string; cinemas: string[] }[] };

export interface MemberSnapshot {
  status: MemberStatus;
  session: SignedInSession | null;
  /** Sign-in runs in the page's frame (decision 0043); false: by full-page redirect. */
  signInFrame: boolean;
  /** The client once GET client/{id} answered (the provider's data hook hands it over). */
  client: Client | null;
  /** False until the client's favourites are known: a toggle before that would guess. */
  favouritesLoaded: boolean;
  favourites: FavouriteWrites;
  feelings: FeelingWrites;
}

export interface MemberStoreOptions {
  /** The data client on the site's own `/api`: no token, the site adds the bearer (decision 0037). */
  api: () => ApiClient;
  favouriteLimit: number;
  notify: (notice: MemberNotice) => void;
  /** A full-page navigation (`location.assign`). */
  assign: (url: string) => void;
  /** Where a sign-out goes when the site names no provider address. */
  homePath: () => string;
  /** The silent sign-in address for this page (member §4 Route guard). */
  silentSignInUrl: () => string;
}

/** POST client/{id}/shows takes at most this many slugs (data/src/contract/requests.ts). */
const feelingsBatch = 500;

const initialSnapshot: MemberSnapshot = {
  status: 'unknown',
  session: null,
  signInFrame: false,
  client: null,
  favouritesLoaded: false,
  favourites: noFavouriteWrites,
  feelings: noFeelingWrites,
};

/**
 * The member's state and actions without React (member-and-shell.txt §4 Auth; Wishlist, emotions,
 * favourites): the session, the client's favourites and feelings with their writes in flight, and
 * the calls that change them. MemberProvider binds it to the page; tests drive it directly.
 */
export function createMemberStore(initialOptions: MemberStoreOptions) {
  let options = initialOptions;
  let snapshot = initialSnapshot;
  const listeners = new Set<() => void>();
  const update = (next: Partial<MemberSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const afterSession: (() => void)[] = [];
  /** Favourite presses made before the client's favourites were known: applied once they are. */
  const afterFavourites: (() => void)[] = [];
  let nextWrite = 0;
  /** Writes to one show's wishlist or emotion go one after the other, so the API keeps the last one asked. */
  const feelingQueues = new Map<string, Promise<void>>();
  const requestedFeelings = new Set<string>();
  let waitingFeelings: string[] = [];

  const clientId = () => snapshot.session?.clientId ?? null;

  function sessionAnswered(answer: SessionAnswer) {
    if (answer.signedIn) {
      update({ status: 'signedIn', session: answer });
      const waiting = waitingFeelings;
      waitingFeelings = [];
      loadFeelings(waiting);
      void tellShowtimeNews(answer.clientId);
    } else {
      update({ status: 'anonymous', session: null, signInFrame: answer.signInFrame === true });
      waitingFeelings = [];
      if (answer.resumeSignIn) options.assign(options.silentSignInUrl());
    }
    for (const run of afterSession.splice(0)) run();
  }

  /**
   * Decision 0042: on arrival, the wishlisted films with showtimes added at a favourite cinema since
   * the member last saw them, said once, then acknowledged. A failure says nothing (it is a notice).
   */
  async function tellShowtimeNews(id: string) {
    const outcome = await options.api().call(callRoutes.showtimeNews, { params: { id } });
    if (outcome.kind !== 'ok' || outcome.data.shows.length === 0) return;
    options.notify({
      kind: 'showtimeNews',
      shows: outcome.data.shows.map((show) => ({
        slug: show.showSlug,
        title: show.title,
        cinemas: show.cinemas.map((cinema) => cinema.name),
      })),
    });
    await options.api().call(callRoutes.acknowledgeShowtimeNews, { params: { id } });
  }

  /** member §4 "Favourites reload after sign-in": each client answer confirms its favourites. */
  function clientLoaded(client: Client | null) {
    if (client === snapshot.client) return;
    update({
      client,
      favouritesLoaded: client !== null,
      favourites: confirmFavourites(snapshot.favourites, client?.favoriteCinemas ?? []),
    });
    if (client !== null) for (const run of afterFavourites.splice(0)) run();
  }

  /** Runs once the session answered (at once when it has): a tap made before is not lost. */
  function whenKnown(run: () => void) {
    if (snapshot.status === 'unknown') afterSession.push(run);
    else run();
  }

  /**
   * member §4 Favourite toggle: present, removed; absent, added only under the limit (§8 warning
   * otherwise). Applied at once, rolled back on failure; a 409 from the API is the limit too.
   * `add`: a press made before sign-in, replayed after it, adds and never removes (decision 0041).
   * Returns false when nobody is signed in (the caller opens the sign-in pop-in).
   */
  function toggleFavourite(slug: string, intent: 'toggle' | 'add' = 'toggle'): boolean {
    const id = clientId();
    if (snapshot.status !== 'signedIn' || id === null) return false;
    // A press between the session's answer and the client's: kept, not lost (a first tap that did
    // nothing, found by the e2e member journey); it is decided against the favourites once known.
    if (!snapshot.favouritesLoaded) {
      afterFavourites.push(() => toggleFavourite(slug, intent));
      return true;
    }
    if (snapshot.favourites.pending.has(slug)) return true;
    if (intent === 'add' && shownFavourites(snapshot.favourites).includes(slug)) return true;
    const toggle = toggleFavouriteCinema(shownFavourites(snapshot.favourites), slug, options.favouriteLimit);
    if (toggle.outcome === 'refused') {
      options.notify({ kind: 'favouriteLimit', count: toggle.warning.count });
      return true;
    }
    if (toggle.outcome !== 'added' && toggle.outcome !== 'removed') return true;
    const write = toggle.outcome === 'added' ? 'add' : 'remove';
    update({ favourites: startFavouriteWrite(snapshot.favourites, slug, write) });
    const call = write === 'add' ? callRoutes.addFavouriteCinema : callRoutes.removeFavouriteCinema;
    void options
      .api()
      .call(call, { params: { id, slug } })
      .then((outcome) => {
        const succeeded = outcome.kind === 'ok';
        update({ favourites: settleFavouriteWrite(snapshot.favourites, slug, succeeded) });
        if (succeeded) return;
        options.notify(
          outcome.status === 409
            ? { kind: 'favouriteLimit', count: options.favouriteLimit }
            : { kind: 'favouriteFailed' },
        );
      });
    return true;
  }

  function changeFeeling(showSlug: string, change: FeelingChange) {
    const id = clientId();
    if (snapshot.status !== 'signedIn' || id === null) return;
    if (!feelingChangeNeeded(snapshot.feelings, showSlug, change)) return;
    const before = shownFeeling(snapshot.feelings, showSlug);
    nextWrite += 1;
    const writeId = nextWrite;
    update({ feelings: startFeelingWrite(snapshot.feelings, { id: writeId, showSlug, change }) });
    const send = () => {
      const api = options.api();
      if (change.field === 'wishlist') {
        return api.call(callRoutes.setIntention, {
          params: { id, slug: showSlug },
          body: { intention: 2, isDelete: !change.value },
        });
      }
      // Clearing sends the emotion being cleared, as the call's body needs one.
      const emotion = change.value ?? before.emotion;
      return api.call(callRoutes.setEmotion, {
        params: { id, slug: showSlug },
        body: { emotion: emotionCodes[emotion ?? 'liked'], isDelete: change.value === null },
      });
    };
    const queueKey = `${showSlug} ${change.field}`;
    const queued = (feelingQueues.get(queueKey) ?? Promise.resolve()).then(async () => {
      const outcome = await send();
      if (outcome.kind === 'ok') {
        update({
          feelings: settleFeelingWrite(snapshot.feelings, writeId, {
            succeeded: true,
            answer: toFeeling(outcome.data),
          }),
        });
      } else {
        update({ feelings: settleFeelingWrite(snapshot.feelings, writeId, { succeeded: false }) });
        options.notify({ kind: 'feelingFailed' });
      }
    });
    feelingQueues.set(queueKey, queued);
    void queued.finally(() => {
      if (feelingQueues.get(queueKey) === queued) feelingQueues.delete(queueKey);
    });
  }

  /** POST client/{id}/shows for the shows not asked yet; before the session answers they wait for it. */
  function loadFeelings(showSlugs: readonly string[]) {
    const fresh = [...new Set(showSlugs)].filter((slug) => !requestedFeelings.has(slug));
    if (fresh.length === 0) return;
    if (snapshot.status === 'unknown') {
      waitingFeelings = [...new Set([...waitingFeelings, ...fresh])];
      return;
    }
    const id = clientId();
    if (snapshot.status !== 'signedIn' || id === null) return;
    for (const slug of fresh) requestedFeelings.add(slug);
    for (let start = 0; start < fresh.length; start += feelingsBatch) {
      const showSlugs = fresh.slice(start, start + feelingsBatch);
      void options
        .api()
        .call(callRoutes.clientFeelings, { params: { id }, body: { showSlugs } })
        .then((outcome) => {
          if (outcome.kind === 'ok') {
            update({ feelings: confirmFeelings(snapshot.feelings, outcome.data.map(toFeeling)) });
            return;
          }
          // Not loaded: asked again the next time a page needs them. Counts alone still show (skips global handling).
          for (const slug of showSlugs) requestedFeelings.delete(slug);
        });
    }
  }

  /** member §4 Sign-out: the site ends the session here and at the provider, then the browser goes where it says. */
  async function signOut() {
    const outcome = await options.api().call(callRoutes.logout);
    if (outcome.kind === 'ok') options.assign(outcome.data.location);
    else if (outcome.kind === 'no-content') options.assign(options.homePath());
    else options.notify({ kind: 'signOutFailed' });
  }

  return {
    /** What the store reads from the page (its client, strings, navigation) as the page renders again. */
    configure(next: MemberStoreOptions) {
      options = next;
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => initialSnapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    sessionAnswered,
    clientLoaded,
    whenKnown,
    toggleFavourite,
    setWishlist: (showSlug: string, wishlisted: boolean) =>
      changeFeeling(showSlug, { field: 'wishlist', value: wishlisted }),
    setEmotion: (showSlug: string, emotion: Emotion | null) =>
      changeFeeling(showSlug, { field: 'emotion', value: emotion }),
    loadFeelings,
    signOut,
  };
}

export type MemberStore = ReturnType<typeof createMemberStore>;
