import { describe, expect, it } from 'vitest';
import { showsKey } from './calls.ts';
import {
  antiForgery,
  ApiError,
  apiKey,
  callKey,
  createApiCache,
  createApiClient,
  dataOf,
  type ApiClientOptions,
} from './client.ts';
import { apiCalls } from './contract/registry.ts';
import { callRoutes } from './contract/routes.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A fake fetch that records each request and answers from a function. */
function fakeFetch(answer: (url: string) => Response = () => Response.json([])) {
  const sent: Sent[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input);
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    });
    return answer(url);
  };
  return { fetchImpl, sent };
}

const origin = 'http://fr.localhost:3000';
const client = (options: Partial<ApiClientOptions> & Pick<ApiClientOptions, 'fetchImpl'>) =>
  createApiClient({ language: 'fr', origin, readCookie: () => null, ...options });

const feeling = { showSlug: 'dune-49620', emotion: null, intention: 2 };

describe('API client (member-and-shell.txt §7)', () => {
  it('adds the current language to every /api/ call', () => {
    expect(apiKey('shows', 'nl')).toBe('/api/shows?language=nl');
    expect(apiKey('/search/full', 'fr', { q: 'dune' })).toBe('/api/search/full?q=dune&language=fr');
  });

  it('requests an absolute URL carrying the language, with params encoded and query validated', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ shows: [] }));
    await client({ fetchImpl, language: 'nl' }).call(apiCalls.shows);
    await client({ fetchImpl }).call(apiCalls.search, { query: { q: 'à bout', type: 'show' } });
    expect(sent.map((request) => request.url)).toEqual([
      `${origin}/api/shows?language=nl`,
      `${origin}/api/search/full?q=%C3%A0+bout&type=show&language=fr`,
    ]);
  });

  it('the settings call is the exception: no language', () => {
    expect(callKey(apiCalls.settings, {}, 'de')).toBe('/api/settings');
  });

  it('keys match the loaders: showsKey equals the shows call key, by the whole call or by its route', () => {
    expect(showsKey('fr')).toBe(callKey(apiCalls.shows, {}, 'fr'));
    expect(callKey(callRoutes.shows, {}, 'fr')).toBe(callKey(apiCalls.shows, {}, 'fr'));
    expect(callKey(apiCalls.show, { params: { slug: 'dune-49620' } }, 'en')).toBe('/api/show/dune-49620?language=en');
  });

  it('a key is built from the arguments as given: a query value left out is the API’s to default', () => {
    // catalogue.txt §5: page defaults to 1, at the API (which checks the query with the same schema).
    expect(callKey(callRoutes.news, {}, 'fr')).toBe('/api/news?language=fr');
    expect(callKey(callRoutes.news, { query: { page: 2 } }, 'fr')).toBe('/api/news?page=2&language=fr');
  });

  it('refuses params outside the contract before any request, by the whole call or by its route', async () => {
    const { fetchImpl, sent } = fakeFetch();
    const outcome = await client({ fetchImpl }).call(apiCalls.show, { params: { slug: '../admin' } });
    expect(outcome.kind).toBe('error');
    const byRoute = await client({ fetchImpl }).call(callRoutes.show, { params: { slug: '../admin' } });
    expect(byRoute.kind).toBe('error');
    expect(sent).toHaveLength(0);
  });

  it('a call by its route (what the browser holds) checks its answer with the contract like the whole call', async () => {
    const { fetchImpl } = fakeFetch(() => Response.json({ slug: 'imax', title: null, type: 'experience' }));
    expect(await client({ fetchImpl }).call(callRoutes.experience, { params: { slug: 'imax' } })).toMatchObject({
      kind: 'not-found',
    });
    const wrong = fakeFetch(() => Response.json({ shows: 'none' }));
    expect(await client({ fetchImpl: wrong.fetchImpl }).call(callRoutes.shows)).toMatchObject({ kind: 'error' });
  });

  it('every route is its call’s: the registry adds schemas to the same id, path, method and flags', () => {
    for (const [id, route] of Object.entries(callRoutes)) {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- what the registry adds, left out
      const { params, query, headers, body, response, spec, summary, ...rest } = apiCalls[id as keyof typeof apiCalls];
      expect(rest).toEqual(route);
    }
    expect(Object.keys(apiCalls)).toEqual(Object.keys(callRoutes));
  });
});

describe('catalogue.txt §5: a single-tag lookup with a null title is treated as tag not found', () => {
  it('GET gpxp/{slug} answering 200 with a null title is a 404 to the caller, and is not cached', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ slug: 'imax', title: null, type: 'experience' }));
    const api = client({ fetchImpl, cache: createApiCache() });
    const args = { params: { slug: 'imax' } };
    expect(await api.call(apiCalls.experience, args)).toMatchObject({ kind: 'not-found', status: 404 });
    await api.call(apiCalls.experience, args);
    expect(sent).toHaveLength(2);
  });

  it('a titled experience comes through as itself', async () => {
    const { fetchImpl } = fakeFetch(() => Response.json({ slug: 'imax', title: 'IMAX', type: 'experience' }));
    const outcome = await client({ fetchImpl }).call(apiCalls.experience, { params: { slug: 'imax' } });
    expect(outcome).toMatchObject({ kind: 'ok', data: { title: 'IMAX' } });
  });
});

describe('GET cache per full URL (member-and-shell.txt §7)', () => {
  it('asks once per full URL and serves the second call from the cache', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ shows: [] }));
    const api = client({ fetchImpl, cache: createApiCache() });
    await api.call(apiCalls.shows);
    await api.call(apiCalls.shows);
    expect(sent).toHaveLength(1);
    await createApiClient({ language: 'en', origin, fetchImpl, cache: api.cache }).call(apiCalls.shows);
    expect(sent).toHaveLength(2);
  });

  it('a cache belongs to one request: another cache (another visitor) asks again', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ shows: [] }));
    await client({ fetchImpl, cache: createApiCache() }).call(apiCalls.shows);
    await client({ fetchImpl, cache: createApiCache() }).call(apiCalls.shows);
    expect(sent).toHaveLength(2);
  });

  it('caches neither writes nor failures, and gives the SWR fallback by relative key', async () => {
    const { fetchImpl, sent } = fakeFetch((url) =>
      url.includes('/show/') ? new Response(null, { status: 404 }) : Response.json({ shows: [] }),
    );
    const cache = createApiCache();
    const api = client({ fetchImpl, cache });
    await api.call(apiCalls.show, { params: { slug: 'gone-1' } });
    await api.call(apiCalls.show, { params: { slug: 'gone-1' } });
    await api.call(apiCalls.shows);
    expect(sent).toHaveLength(3);
    expect(cache.fallback()).toEqual({ '/api/shows?language=fr': { shows: [] } });
  });
});

describe('bearer on flagged client calls (member-and-shell.txt §7)', () => {
  it('adds the bearer to client calls, not to public ones, and never in the webview', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ client: null }));
    const getAccessToken = () => 'token-1';
    await client({ fetchImpl, getAccessToken }).call(apiCalls.clientStatus, { params: { id: 'c-1' } });
    await client({ fetchImpl, getAccessToken }).call(apiCalls.cinemas);
    await client({ fetchImpl, getAccessToken, webview: true }).call(apiCalls.clientStatus, { params: { id: 'c-1' } });
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['Bearer token-1', null, null]);
  });

  it('sends client-area calls to the client host under /api/v1/ or /api/{language}/', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ cinemas: [] }));
    const clientAreaOrigin = 'https://client.example';
    await client({ fetchImpl, clientAreaOrigin }).call(apiCalls.favouriteCinemas);
    await client({ fetchImpl, clientAreaOrigin, clientApiVersioned: false }).call(apiCalls.favouriteCinemas);
    expect(sent.map((request) => request.url)).toEqual([
      'https://client.example/api/v1/accounts/me/cinemas?language=fr',
      'https://client.example/api/fr/accounts/me/cinemas?language=fr',
    ]);
  });
});

describe('the member’s calendar feed (decision 0042)', () => {
  it('is asked for as text/calendar at /api/calendar/{token}.ics and read as text, without a bearer', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const { fetchImpl, sent } = fakeFetch(() => new Response(ics, { headers: { 'content-type': 'text/calendar' } }));
    const outcome = await client({ fetchImpl, getAccessToken: () => 'token-1' }).call(apiCalls.calendarFeed, {
      params: { token: 'abc_DEF-1' },
    });
    expect(outcome).toMatchObject({ kind: 'ok', data: ics });
    expect(sent[0]?.url).toBe(`${origin}/api/calendar/abc_DEF-1.ics?language=fr`);
    expect(sent[0]?.headers.get('accept')).toBe('text/calendar');
    expect(sent[0]?.headers.get('authorization')).toBeNull();
  });
});

describe('anti-forgery header on non-GET relative requests (member-and-shell.txt §7)', () => {
  const readCookie = (name: string) => (name === antiForgery.cookie ? 'xsrf-1' : null);

  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on writes to the site, not on reads', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json(feeling));
    const api = client({ fetchImpl, readCookie });
    await api.call(apiCalls.setIntention, { params: { id: 'c-1', slug: 'dune-49620' }, body: {} });
    await api.call(apiCalls.webview);
    expect(sent.map((request) => request.headers.get('x-xsrf-token'))).toEqual(['xsrf-1', null]);
    expect(sent[0]?.body).toEqual({ intention: 2, isDelete: false });
  });

  it('does not send the token to the client-area host', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ cinemas: [] }));
    await client({ fetchImpl, readCookie, clientAreaOrigin: 'https://client.example' }).call(
      apiCalls.addFavouriteCinemas,
      { body: { cinemas: ['pathe-arena'] } },
    );
    expect(sent[0]?.headers.get('x-xsrf-token')).toBeNull();
    expect(sent[0]?.method).toBe('PATCH');
  });

  it('sends it on client-area writes when the client area is the site itself (its proxy checks it, decision 0037)', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ cinemas: [] }));
    await client({ fetchImpl, readCookie }).call(apiCalls.removeFavouriteCinemas, {
      body: { cinemas: ['pathe-arena'] },
    });
    expect(sent[0]?.headers.get('x-xsrf-token')).toBe('xsrf-1');
    expect(sent[0]?.method).toBe('DELETE');
  });

  it('logout goes with credentials and an empty body; the site answers where to go next (decision 0037)', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ location: 'https://login.example/session/end' }));
    const outcome = await client({ fetchImpl }).call(apiCalls.logout);
    expect(outcome).toMatchObject({ kind: 'ok', data: { location: 'https://login.example/session/end' } });
    expect(sent[0]).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
  });

  it('logout answered 204 by the API alone is no-content, not an error', async () => {
    const { fetchImpl } = fakeFetch(() => new Response(null, { status: 204 }));
    expect((await client({ fetchImpl }).call(apiCalls.logout)).kind).toBe('no-content');
  });
});

describe('typed outcomes (member-and-shell.txt §2, §7, §8)', () => {
  const answering = (status: number) => fakeFetch(() => new Response(null, { status })).fetchImpl;

  it('404 is not-found, 410 is gone, 204 on the FAQ article by slug is no-content', async () => {
    const show = { params: { slug: 'dune-49620' } };
    expect((await client({ fetchImpl: answering(404) }).call(apiCalls.show, show)).kind).toBe('not-found');
    expect((await client({ fetchImpl: answering(410) }).call(apiCalls.show, show)).kind).toBe('gone');
    expect((await client({ fetchImpl: answering(204) }).call(apiCalls.faqArticleBySlug, show)).kind).toBe('no-content');
  });

  it('other statuses, network failures and answers outside the contract are errors, not throws', async () => {
    expect(await client({ fetchImpl: answering(500) }).call(apiCalls.cinemas)).toMatchObject({
      kind: 'error',
      status: 500,
    });
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await client({ fetchImpl: offline }).call(apiCalls.cinemas)).toMatchObject({ kind: 'error', status: 0 });
    const wrong = fakeFetch(() => Response.json({ not: 'a list' })).fetchImpl;
    expect(await client({ fetchImpl: wrong }).call(apiCalls.cinemas)).toMatchObject({ kind: 'error', status: 0 });
  });

  it('calls marked "skip global error handling" say so in the outcome and the error', async () => {
    const failing = await client({ fetchImpl: answering(503) }).call(apiCalls.setEmotion, {
      params: { id: 'c-1', slug: 'dune-49620' },
      body: { emotion: 2 },
    });
    expect(failing).toMatchObject({ kind: 'error', skipGlobalErrorHandling: true });
    expect(() => dataOf(failing)).toThrow(ApiError);
    const plain = await client({ fetchImpl: answering(503) }).call(apiCalls.cinemas);
    expect(plain.skipGlobalErrorHandling).toBe(false);
  });

  it('voucher checks send the captcha header and need it', async () => {
    const { fetchImpl, sent } = fakeFetch(() => Response.json({ resultCode: 0, card: {} }));
    const api = client({ fetchImpl });
    const ok = await api.call(apiCalls.voucher, {
      params: { code: 'ABC-123' },
      headers: { 'X-Recaptcha-Response': 'captcha-1' },
    });
    expect(ok.kind).toBe('ok');
    expect(sent[0]?.headers.get('x-recaptcha-response')).toBe('captcha-1');
    expect((await api.call(apiCalls.voucher, { params: { code: 'ABC-123' } })).kind).toBe('error');
    expect(sent).toHaveLength(1);
  });
});
