import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, loadContract, sites } from '@marquee/data';
import { createMemberStore, type MemberNotice } from './memberStore.ts';
import { toSessionAnswer } from './session.ts';

/**
 * The store against a stand-in for the site's `/api` (the real proxy and API are helper areas of
 * their own, tested there): it keeps one member's favourites and feelings as the API does —
 * favourites refused with 409 past the site's limit, feelings answered as the updated feeling —
 * and can be switched off like an API that is down. It records every request the browser sends.
 */
function standInSite({ limit }: { limit: number }) {
  const favourites: string[] = ['wepler'];
  const feelings = new Map<string, { showSlug: string; intention: number | null; emotion: 1 | 2 | 3 | null }>();
  const sent: Request[] = [];
  let down = false;
  let release: (() => void) | null = null;
  const news: { showSlug: string; title: string; cinemas: { slug: string; name: string }[] }[] = [];
  const newsSeen: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // The arrival notice (decision 0042) is asked on every sign-in: kept apart from the writes.
    if (/\/showtime-news(\/seen)?$/.test(new URL(request.url).pathname)) {
      if (request.method === 'POST') {
        newsSeen.push(request);
        news.length = 0;
        return new Response(null, { status: 204 });
      }
      return Response.json({
        since: '2026-11-20T10:00:00.000Z',
        shows: news.map((show) => ({
          ...show,
          firstShowtime: {
            cinemaSlug: show.cinemas[0]?.slug,
            time: '2026-11-28 20:00:00',
            startsAt: '2026-11-28T20:00:00+01:00',
            refCmd: 'X1',
          },
        })),
      });
    }
    sent.push(request.clone());
    if (release) await new Promise<void>((resolve) => (release = resolve));
    if (down) throw new TypeError('fetch failed');
    const path = new URL(request.url).pathname;
    const cinema = /^\/api\/client\/[^/]+\/cinema\/([^/]+)$/.exec(path)?.[1];
    if (cinema && request.method === 'POST') {
      if (favourites.includes(cinema)) return new Response(null, { status: 204 });
      if (favourites.length >= limit) return Response.json({ code: 'FAVOURITE_LIMIT' }, { status: 409 });
      favourites.unshift(cinema);
      return new Response(null, { status: 204 });
    }
    if (cinema && request.method === 'DELETE') {
      favourites.splice(favourites.indexOf(cinema) >>> 0, favourites.includes(cinema) ? 1 : 0);
      return new Response(null, { status: 204 });
    }
    const show = /^\/api\/client\/[^/]+\/show\/([^/]+)\/(intention|emotion)$/.exec(path);
    if (show?.[1]) {
      const body = (await request.json()) as { intention?: number; emotion?: 1 | 2 | 3; isDelete: boolean };
      const feeling = feelings.get(show[1]) ?? { showSlug: show[1], intention: null, emotion: null };
      if (show[2] === 'intention') feeling.intention = body.isDelete ? null : (body.intention ?? 2);
      else feeling.emotion = body.isDelete ? null : (body.emotion ?? null);
      feelings.set(show[1], feeling);
      return Response.json(feeling);
    }
    if (/^\/api\/client\/[^/]+\/shows$/.test(path)) {
      const { showSlugs } = (await request.json()) as { showSlugs: string[] };
      return Response.json(showSlugs.flatMap((slug) => (feelings.has(slug) ? [feelings.get(slug)] : [])));
    }
    if (path === '/api/logout') return Response.json({ location: 'https://login.example/session/end' });
    return new Response(null, { status: 404 });
  };
  return {
    favourites,
    feelings,
    news,
    newsSeen,
    sent,
    fetchImpl: fetchImpl as typeof fetch,
    goDown: () => void (down = true),
    /** Holds every answer until `go()`: what the page shows while a write is in flight. */
    hold: () => void (release = () => {}),
    go: () => {
      const resume = release;
      release = null;
      resume?.();
    },
  };
}

const signedIn = toSessionAnswer({
  signedIn: true,
  clientId: 'client-1',
  name: 'Camille Martin',
  email: 'camille@example.com',
  emailVerified: true,
});

function storeOn(site: ReturnType<typeof standInSite>, favouriteLimit = sites.fr.favouriteCinemasLimit) {
  const notices: MemberNotice[] = [];
  const assigned: string[] = [];
  const api = createApiClient({
    language: 'fr',
    origin: 'http://fr.localhost',
    fetchImpl: site.fetchImpl,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'csrf-123' : null),
  });
  const store = createMemberStore({
    api: () => api,
    favouriteLimit,
    notify: (notice) => notices.push(notice),
    assign: (url) => assigned.push(url),
    homePath: () => '/',
    silentSignInUrl: () => '/auth/sign-in?returnTo=%2Ffilms&prompt=none',
  });
  return { store, notices, assigned };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
// The client loads the schemas at its first call (decision 0028, stop 43): loaded here first, every
// call below is settled within `settled`, as a page's calls are once the first has loaded them.
beforeAll(() => loadContract());
const shown = (store: ReturnType<typeof storeOn>['store']) => {
  const { favourites } = store.getSnapshot();
  return [...favourites.pending.keys()].length === 0 ? favourites.confirmed : null;
};

function signIn(store: ReturnType<typeof storeOn>['store'], favourites: string[]) {
  store.sessionAnswered(signedIn);
  store.clientLoaded({ favoriteCinemas: favourites } as never);
}

describe('member-and-shell.txt §4 Auth: the session decides the status', () => {
  it("status is 'unknown' until the session answers, then anonymous or signed in", () => {
    const { store } = storeOn(standInSite({ limit: 5 }));
    expect(store.getSnapshot().status).toBe('unknown');
    expect(store.getServerSnapshot().status).toBe('unknown');
    store.sessionAnswered({ signedIn: false });
    expect(store.getSnapshot().status).toBe('anonymous');
    store.sessionAnswered(signedIn);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', session: { clientId: 'client-1' } });
  });

  it('§4 Route guard: a sign-in cookie without a session resumes the sign-in silently (prompt=none)', () => {
    const { store, assigned } = storeOn(standInSite({ limit: 5 }));
    store.sessionAnswered(toSessionAnswer({ signedIn: false, resumeSignIn: true }));
    expect(assigned).toEqual(['/auth/sign-in?returnTo=%2Ffilms&prompt=none']);
  });

  it('a tap made before the session answered runs once it has (never lost)', () => {
    const { store } = storeOn(standInSite({ limit: 5 }));
    const ran: string[] = [];
    store.whenKnown(() => ran.push(store.getSnapshot().status));
    expect(ran).toEqual([]);
    store.sessionAnswered({ signedIn: false });
    expect(ran).toEqual(['anonymous']);
  });
});

describe('member-and-shell.txt §4 Favourite toggle (limit 5 in fr, 1 elsewhere; §8 10 s warning)', () => {
  it('adds at once, first, through POST client/{id}/cinema/{slug} with the anti-forgery header and no token', async () => {
    const site = standInSite({ limit: 5 });
    const { store } = storeOn(site);
    signIn(store, ['wepler']);
    expect(store.toggleFavourite('orbite')).toBe(true);
    expect(store.getSnapshot().favourites.pending.get('orbite')).toBe('add');
    await settled();
    expect(shown(store)).toEqual(['orbite', 'wepler']);
    expect(site.favourites).toEqual(['orbite', 'wepler']);
    const [request] = site.sent;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/client/client-1/cinema/orbite');
    expect(request?.headers.get('x-xsrf-token')).toBe('csrf-123');
    expect(request?.headers.get('authorization')).toBeNull();
  });

  it('a press after the session answered but before the client loaded is applied once its favourites are known', async () => {
    const site = standInSite({ limit: 5 });
    const { store } = storeOn(site);
    store.sessionAnswered(signedIn);
    expect(store.toggleFavourite('orbite')).toBe(true);
    expect(site.sent).toEqual([]);
    store.clientLoaded({ favoriteCinemas: ['wepler'] } as never);
    await settled();
    expect(shown(store)).toEqual(['orbite', 'wepler']);
    expect(site.sent.map((request) => request.method)).toEqual(['POST']);
  });

  it('at the limit nothing is sent and the warning carries the number (1 on a single-favourite site)', () => {
    const site = standInSite({ limit: 1 });
    const { store, notices } = storeOn(site, sites.ch.favouriteCinemasLimit);
    signIn(store, ['wepler']);
    store.toggleFavourite('orbite');
    expect(notices).toEqual([{ kind: 'favouriteLimit', count: 1 }]);
    expect(site.sent).toEqual([]);
  });

  it('a 409 from the API is the limit warning, and the add is rolled back', async () => {
    const site = standInSite({ limit: 1 });
    const { store, notices } = storeOn(site, 5);
    signIn(store, ['wepler']);
    store.toggleFavourite('orbite');
    await settled();
    expect(shown(store)).toEqual(['wepler']);
    expect(notices).toEqual([{ kind: 'favouriteLimit', count: 5 }]);
  });

  it('the API down: the removal is rolled back with the failure message', async () => {
    const site = standInSite({ limit: 5 });
    const { store, notices } = storeOn(site);
    signIn(store, ['wepler']);
    site.goDown();
    store.toggleFavourite('wepler');
    expect(store.getSnapshot().favourites.pending.get('wepler')).toBe('remove');
    await settled();
    expect(shown(store)).toEqual(['wepler']);
    expect(notices).toEqual([{ kind: 'favouriteFailed' }]);
  });

  it('a second tap while the write is in flight sends nothing more (one write per cinema)', async () => {
    const site = standInSite({ limit: 5 });
    const { store } = storeOn(site);
    signIn(store, []);
    site.hold();
    store.toggleFavourite('orbite');
    store.toggleFavourite('orbite');
    await settled();
    site.go();
    await settled();
    expect(site.sent).toHaveLength(1);
    expect(site.favourites).toEqual(['orbite', 'wepler']);
  });

  it('decision 0041: a press made before sign-in, replayed after it, adds and never removes a favourite already there', async () => {
    const site = standInSite({ limit: 5 });
    const { store } = storeOn(site);
    signIn(store, ['wepler']);
    expect(store.toggleFavourite('wepler', 'add')).toBe(true);
    store.toggleFavourite('orbite', 'add');
    await settled();
    expect(shown(store)).toEqual(['orbite', 'wepler']);
    expect(site.sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/client/client-1/cinema/orbite',
    ]);
  });

  it('signed out, the toggle says so and sends nothing (the provider opens the sign-in pop-in)', () => {
    const site = standInSite({ limit: 5 });
    const { store } = storeOn(site);
    store.sessionAnswered({ signedIn: false });
    expect(store.toggleFavourite('orbite')).toBe(false);
    expect(site.sent).toEqual([]);
  });
});

describe('member-and-shell.txt §4 Wishlist and emotions: at once, idempotent, rolled back on failure', () => {
  it('a wishlist add shows at once and takes the API answer; asking again sends nothing', async () => {
    const site = standInSite({ limit: 5 });
    const { store } = storeOn(site);
    signIn(store, []);
    store.setWishlist('dune', true);
    expect(store.getSnapshot().feelings.pending).toHaveLength(1);
    await settled();
    store.setWishlist('dune', true);
    expect(store.getSnapshot().feelings.confirmed.get('dune')).toEqual({
      showSlug: 'dune',
      wishlist: true,
      emotion: null,
    });
    expect(site.sent).toHaveLength(1);
    expect(await site.sent[0]?.json()).toEqual({ intention: 2, isDelete: false });
  });

  it('clearing an emotion sends the emotion being cleared with isDelete', async () => {
    const site = standInSite({ limit: 5 });
    const { store } = storeOn(site);
    signIn(store, []);
    store.setEmotion('dune', 'loved');
    await settled();
    store.setEmotion('dune', null);
    await settled();
    expect(await site.sent[1]?.json()).toEqual({ emotion: 3, isDelete: true });
    expect(store.getSnapshot().feelings.confirmed.get('dune')?.emotion).toBeNull();
  });

  it('the API down: the rating is rolled back with the message', async () => {
    const site = standInSite({ limit: 5 });
    const { store, notices } = storeOn(site);
    signIn(store, []);
    site.goDown();
    store.setEmotion('dune', 'liked');
    await settled();
    expect(store.getSnapshot().feelings.pending).toEqual([]);
    expect(store.getSnapshot().feelings.confirmed.has('dune')).toBe(false);
    expect(notices).toEqual([{ kind: 'feelingFailed' }]);
  });

  it('feelings asked before the session answered load once it has, each show once', async () => {
    const site = standInSite({ limit: 5 });
    site.feelings.set('dune', { showSlug: 'dune', intention: 2, emotion: 2 });
    const { store } = storeOn(site);
    store.loadFeelings(['dune', 'alien']);
    expect(site.sent).toEqual([]);
    store.sessionAnswered(signedIn);
    store.loadFeelings(['dune']);
    await settled();
    expect(site.sent).toHaveLength(1);
    expect(store.getSnapshot().feelings.confirmed.get('dune')).toEqual({
      showSlug: 'dune',
      wishlist: true,
      emotion: 'liked',
    });
  });
});

describe('member-and-shell.txt §7 POST logout (decision 0037)', () => {
  it('goes where the site says (the provider ends its session too)', async () => {
    const site = standInSite({ limit: 5 });
    const { store, assigned } = storeOn(site);
    signIn(store, []);
    await store.signOut();
    expect(assigned).toEqual(['https://login.example/session/end']);
    expect(site.sent[0]?.headers.get('x-xsrf-token')).toBe('csrf-123');
  });

  it('the site down: the member stays and is told', async () => {
    const site = standInSite({ limit: 5 });
    const { store, assigned, notices } = storeOn(site);
    signIn(store, []);
    site.goDown();
    await store.signOut();
    expect(assigned).toEqual([]);
    expect(notices).toEqual([{ kind: 'signOutFailed' }]);
  });
});

describe('issue 19 beyond the spec (decision 0042): on sign-in, a notice of new showtimes for wishlisted films', () => {
  it('says which wishlisted films have new showtimes at which favourite cinemas, once, then acknowledges them', async () => {
    const site = standInSite({ limit: 5 });
    site.news.push({
      showSlug: 'orbite-10002',
      title: 'Orbite',
      cinemas: [{ slug: 'wepler', name: 'Marquee Wepler' }],
    });
    const { store, notices } = storeOn(site);
    store.sessionAnswered(signedIn);
    await settled();
    await settled();
    expect(notices).toEqual([
      { kind: 'showtimeNews', shows: [{ slug: 'orbite-10002', title: 'Orbite', cinemas: ['Marquee Wepler'] }] },
    ]);
    expect(site.newsSeen.map((request) => request.headers.get('x-xsrf-token'))).toEqual(['csrf-123']);
  });

  it('nothing new, nothing said and nothing acknowledged', async () => {
    const site = standInSite({ limit: 5 });
    const { store, notices } = storeOn(site);
    store.sessionAnswered(signedIn);
    await settled();
    expect(notices).toEqual([]);
    expect(site.newsSeen).toEqual([]);
  });
});
