import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { serve, type ServerType } from '@hono/node-server';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/src/app.ts';
import * as apiSchema from '../../../api/src/db/schema.ts';
import * as idpSchema from '../../../idp/src/db/schema.ts';
import {
  attributesOf,
  linkHref,
  site as registered,
  startIdp,
  type RunningIdp,
} from '../../../idp/src/test/harness.ts';
import { pageCacheControl } from '../caching.ts';
import { createSiteApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createLogger } from '../logging.ts';
import { authCookies } from './cookies.ts';
import { providerCookies, siteLocation, sitePolicy } from './loginProxy.ts';
import { createSealer } from './sealing.ts';
import { maxSessionCookieBytes, type Session } from './session.ts';

/**
 * Issue 19, the site as the members' backend-for-frontend (decision 0037), end to end in one
 * process: the real development provider (apps/idp, oidc-provider on a loopback port, PGlite in
 * memory), the real API (apps/api on a loopback port, seeded PGlite, verifying the provider's
 * tokens) and the site's app with a stand-in page renderer. A cookie-jar browser follows the
 * provider's pages as a member would.
 */

const siteOrigin = `http://fr.localhost:${registered.port}`;
const sessionSecret = 'members-test-session-secret-0123456789abcdef';
const apiAudience = 'urn:marquee:api';

let database: PGlite;
let idp: RunningIdp;
let api: ServerType;
let apiUrl = '';
let relyingParty: oidc.Configuration;

/** The site's clock (decision 0025): moved forward to expire an access token. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
/** Every line the site logs, as written. */
const logLines: string[] = [];

const page = async (request: Request) =>
  new Response(`<!doctype html><p>${new URL(request.url).pathname}</p>`, {
    headers: { 'Content-Type': 'text/html', 'Cache-Control': pageCacheControl },
  });

function siteApp(env: Record<string, string> = {}) {
  const logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => logLines.push(line) });
  const config = readConfig({
    API_URL: apiUrl,
    OIDC_ISSUER: idp.url,
    OIDC_CLIENT_SECRET: registered.secret,
    SESSION_SECRET: sessionSecret,
    PAGE_CACHE_MS: '0',
    ...env,
  });
  return createSiteApp({ handleRequest: page, config, logger, now });
}
let site: ReturnType<typeof siteApp>;

/** A cinema of the fr site, the one the favourite writes name. */
const cinemaSlug = 'marquee-test-cinema';

/**
 * One in-memory PGlite for both apps, as they may share a PostgreSQL server (the provider's
 * tables in schema `idp`, its own migrations table): one boot instead of two. The API gets one
 * cinema rather than the whole demo catalogue, which would take seconds to generate.
 */
async function sharedDatabase() {
  const client = new PGlite();
  const folder = (app: string) => fileURLToPath(new URL(`../../../${app}/drizzle`, import.meta.url));
  const apiDb = drizzle(client, { schema: apiSchema });
  await migrate(apiDb, { migrationsFolder: folder('api') });
  const idpDb = drizzle(client, { schema: idpSchema });
  await migrate(idpDb, { migrationsFolder: folder('idp'), migrationsTable: '__idp_migrations' });
  await apiDb.insert(apiSchema.cinemas).values({
    slug: cinemaSlug,
    site: 'fr',
    citySlug: 'paris',
    name: 'Marquee Test',
    vistaRef: '0001',
    timeZone: 'Europe/Paris',
    tags: [],
    hasPmrService: false,
    theaterName: 'Marquee Test',
    addressLine1: '1 rue du Test',
    addressZip: '75001',
    addressCity: 'Paris',
    latitude: 48.86,
    longitude: 2.35,
    description: {},
    pricingTerms: [],
    displayOrder: 1,
  });
  return { client, apiDb, idpDb };
}

beforeAll(async () => {
  const shared = await sharedDatabase();
  database = shared.client;
  // Trusting its proxy: the site's `/login` proxy may mount its pages (decision 0043); a browser
  // asking it directly, as the full-page tests do, gets it at its own address.
  idp = await startIdp({ db: shared.idpDb, env: { IDP_TRUST_PROXY: '1' } });
  const apiApp = createApp(shared.apiDb, {
    env: { NODE_ENV: 'test', OIDC_ISSUER: idp.url, OIDC_JWKS_URL: `${idp.url}/jwks`, OIDC_AUDIENCE: apiAudience },
  });
  api = serve({ fetch: apiApp.fetch, port: 0, hostname: '127.0.0.1' });
  await once(api, 'listening');
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  site = siteApp();
  relyingParty = await oidc.discovery(
    new URL(idp.url),
    registered.clientId,
    undefined,
    oidc.ClientSecretBasic(registered.secret),
    { execute: [oidc.allowInsecureRequests] },
  );
});

afterAll(async () => {
  api?.close();
  await idp?.close();
  await database?.close();
});

/** One `Set-Cookie` line, its attributes by lower-case name. */
interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string>;
}

function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...rest] = line.split(';');
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const [name = '', ...value] = part.trim().split('=');
    attributes[name.toLowerCase()] = value.join('=');
  }
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1), attributes };
}

type SiteLike = { request: (url: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * A browser stand-in: one cookie jar per host (by name, as the pages here never reuse a name
 * across paths), redirects followed by hand. The site is called in-process, the provider over HTTP.
 */
class Browser {
  readonly jars = new Map<string, Map<string, string>>();
  /** Every Set-Cookie line the site sent, in order. */
  readonly siteCookies: SetCookie[] = [];

  readonly app: SiteLike;

  constructor(app: SiteLike = site) {
    this.app = app;
  }

  jar(host: string): Map<string, string> {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target.host);
    const headers = new Headers(init.headers);
    if (jar.size && !headers.has('cookie')) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response =
      target.origin === siteOrigin
        ? await this.app.request(url, { ...init, headers })
        : await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(line);
      if (target.origin === siteOrigin) this.siteCookies.push(cookie);
      const expired = cookie.attributes['max-age'] === '0' || /1970/.test(cookie.attributes.expires ?? '');
      if (!cookie.value || expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Follows redirects from `url` to the page that answers. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string; visited: string[] }> {
    const visited = [url];
    let response = await this.request(url, init);
    let current = url;
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location') ?? '', current).href;
      visited.push(current);
      response = await this.request(current);
    }
    return { response, url: current, visited };
  }

  submit(url: string, fields: Record<string, string>) {
    return this.follow(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  }

  siteCookie(name: string): string | undefined {
    return this.jar(new URL(siteOrigin).host).get(name);
  }

  /** A write as the site's own page sends it: same origin, the anti-forgery token echoed. */
  write(path: string, method = 'POST', headers: Record<string, string> = {}) {
    return this.request(`${siteOrigin}${path}`, {
      method,
      headers: {
        'x-xsrf-token': this.siteCookie(authCookies.xsrf) ?? '',
        origin: siteOrigin,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
    });
  }

  async json<T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const response = await this.request(`${siteOrigin}${path}`, init);
    return { status: response.status, body: (await response.json()) as T };
  }
}

const password = 'correct horse battery';
let accounts = 0;

/** member §4 Sign-up from the site: the screen hint opens the provider's sign-up form; back to the site signed in. */
async function signUp(browser: Browser, returnTo = '/films') {
  const email = `member${(accounts += 1)}@example.com`;
  const start = await browser.follow(
    `${siteOrigin}/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}&screen=signup`,
  );
  expect(start.response.status).toBe(200);
  expect(await start.response.text()).toContain(`action="${new URL(start.url).pathname}/register"`);
  const done = await browser.submit(`${new URL(start.url).href}/register`, {
    givenName: 'Ada',
    familyName: 'Lovelace',
    email,
    password,
  });
  return { email, start, done };
}

/** The session the browser holds, opened with the site's secret (what only the server can do). */
async function sessionOf(browser: Browser): Promise<Session> {
  const sealed = browser.siteCookie(authCookies.session);
  if (!sealed) throw new Error('no session cookie');
  const payload = await createSealer(sessionSecret, 'session').open(sealed, now());
  return payload?.session as Session;
}

describe('issue 19: sign-in through the site (decision 0037), against the real provider and API', () => {
  it('sign-up from the site: PKCE code flow, back to returnTo, /auth/session signed in, the API answers GET client/{sub} and GET v1/accounts/me with the bearer the proxy adds', async () => {
    const browser = new Browser();
    const { email, start, done } = await signUp(browser);
    const authorize = new URL(start.visited[1] ?? '');
    expect(authorize.origin).toBe(idp.url);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: registered.clientId,
      redirect_uri: `${siteOrigin}/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      resource: apiAudience,
      site: 'fr',
      ui_locales: 'fr',
      screen_hint: 'signup',
    });
    expect(done.url).toBe(`${siteOrigin}/films`);
    expect(done.response.status).toBe(200);

    const account = await idp.idp.accounts.byEmail(email);
    const session = await browser.json('/auth/session');
    expect(session.body).toEqual({
      signedIn: true,
      clientId: account?.id,
      name: 'Ada Lovelace',
      email,
      emailVerified: false,
    });

    const client = await browser.json<{ client: { email: string } }>(`/api/client/${account?.id}?language=fr`);
    expect(client.status).toBe(200);
    expect(client.body.client.email).toBe(email);
    // Client-area calls, where the data client sends them (/api/v1/{path}, member §7).
    const me = await browser.json<{ email: string }>('/api/v1/accounts/me?language=fr');
    expect(me).toMatchObject({ status: 200, body: { email } });
  });

  it('cookies: the session HttpOnly SameSite=Lax Path=/ and under 4 KB with the real tokens; the spec sign-in cookie readable 1 h; XSRF-TOKEN readable SameSite=Strict; the transaction cleared', async () => {
    const browser = new Browser();
    await signUp(browser);
    const last = (name: string) => browser.siteCookies.filter((cookie) => cookie.name === name).at(-1);
    const session = last(authCookies.session);
    expect(session?.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' });
    expect(session?.attributes).not.toHaveProperty('secure');
    const bytes = `${authCookies.session}=${session?.value}`.length;
    expect(bytes).toBeLessThan(maxSessionCookieBytes);
    // The real tokens fit with the ID token kept: sign-out can name it (id_token_hint).
    expect((await sessionOf(browser)).idToken).toBeTruthy();

    expect(last(authCookies.signedIn)).toMatchObject({ value: '1', attributes: { 'max-age': '3600', path: '/' } });
    expect(last(authCookies.signedIn)?.attributes).not.toHaveProperty('httponly');
    expect(last(authCookies.signedIn)?.attributes).not.toHaveProperty('domain');
    expect(last(authCookies.xsrf)?.attributes).toMatchObject({ samesite: 'Strict', path: '/' });
    expect(last(authCookies.xsrf)?.attributes).not.toHaveProperty('httponly');
    const transaction = browser.siteCookies.filter((cookie) => cookie.name === authCookies.transaction);
    expect(transaction[0]?.attributes).toMatchObject({ httponly: '', path: '/callback', 'max-age': '600' });
    expect(transaction.at(-1)?.attributes['max-age']).toBe('0');
  });

  it('behind TLS (TRUST_PROXY, X-Forwarded-Proto https) every auth cookie is Secure; the sign-in cookie takes the production domain', async () => {
    const secureSite = siteApp({ TRUST_PROXY: '1', SITE_HOSTS: 'marquee.fr=fr' });
    const response = await secureSite.request('http://www.marquee.fr/auth/sign-in?returnTo=/films', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie().map(parseSetCookie);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([authCookies.xsrf, authCookies.transaction].sort());
    for (const cookie of cookies) expect(cookie.attributes, cookie.name).toHaveProperty('secure');
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe(
      'https://www.marquee.fr/callback',
    );
  });

  it('no token, code or secret in a script-readable cookie, in /auth/session, or in a log line (the callback is logged without its query)', async () => {
    logLines.length = 0;
    const browser = new Browser();
    const { done } = await signUp(browser);
    const callback = done.visited.find((url) => url.startsWith(`${siteOrigin}/callback`)) ?? '';
    const code = new URL(callback).searchParams.get('code');
    expect(code).toBeTruthy();
    const { accessToken, refreshToken, idToken } = await sessionOf(browser);
    const answer = JSON.stringify((await browser.json('/auth/session')).body);
    const readable = browser.siteCookies.filter((cookie) => cookie.attributes.httponly === undefined);
    const secrets = [accessToken, refreshToken, idToken, code, sessionSecret, registered.secret];
    const logs = logLines.join('\n');
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      for (const cookie of readable) expect(cookie.value, cookie.name).not.toContain(secret);
      expect(answer).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logLines.map((line) => (JSON.parse(line) as { path?: string }).path)).toContain('/callback');
  });

  it('a tampered or foreign session cookie is no session: anonymous, and the cookie is cleared', async () => {
    const browser = new Browser();
    await signUp(browser);
    const sealed = browser.siteCookie(authCookies.session) ?? '';
    const flipped = sealed.slice(0, -6) + (sealed.at(-6) === 'A' ? 'B' : 'A') + sealed.slice(-5);
    const foreign = await createSealer('another-site-secret-0123456789abcdefghij', 'session').seal(
      { session: await sessionOf(browser) },
      Math.floor(Date.now() / 1000) + 60,
      new Date(),
    );
    for (const value of [flipped, foreign, 'not-a-jwe']) {
      const response = await site.request(`${siteOrigin}/auth/session`, {
        headers: { cookie: `${authCookies.session}=${value}` },
      });
      expect(await response.json()).toEqual({ signedIn: false });
      const cleared = response.headers.getSetCookie().map(parseSetCookie);
      expect(cleared.find((cookie) => cookie.name === authCookies.session)?.attributes['max-age']).toBe('0');
    }
  });

  it("a browser's own Authorization header is dropped: a valid member token sent by a script gets 401 from the API", async () => {
    const member = new Browser();
    await signUp(member);
    const { accessToken, sub } = await sessionOf(member);
    const stranger = new Browser();
    const response = await stranger.json(`/api/client/${sub}?language=fr`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(401);
  });

  it('an access token expiring within 30 s is refreshed (injected clock): new token, cookie re-set, the call answers 200', async () => {
    const browser = new Browser();
    await signUp(browser);
    const before = await sessionOf(browser);
    clockOffsetMs = (before.accessExpiresAt - 20) * 1000 - Date.now();
    try {
      const client = await browser.json(`/api/client/${before.sub}?language=fr`);
      expect(client.status).toBe(200);
      const after = await sessionOf(browser);
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(after.accessExpiresAt).toBeGreaterThan(before.accessExpiresAt);
      expect(after).toMatchObject({ sub: before.sub, endsAt: before.endsAt });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('a refresh the provider refuses ends the session: 401, nothing forwarded, the session cookie cleared', async () => {
    const browser = new Browser();
    await signUp(browser);
    const session = await sessionOf(browser);
    await oidc.tokenRevocation(relyingParty, session.refreshToken ?? '');
    clockOffsetMs = (session.accessExpiresAt + 60) * 1000 - Date.now();
    try {
      const client = await browser.json<{ code: string }>(`/api/client/${session.sub}?language=fr`);
      // The site's own answer (the API's 401 says a token is missing or invalid).
      expect(client).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'The session has ended; sign in again' },
      });
      expect(browser.siteCookie(authCookies.session)).toBeUndefined();
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('CSRF: a write without the header, with a wrong one, from another site (Sec-Fetch-Site) or another origin is 403 and the API never sees it', async () => {
    const browser = new Browser();
    await signUp(browser);
    const { sub } = await sessionOf(browser);
    const slug = cinemaSlug;
    const path = `/api/client/${sub}/cinema/${slug}?language=fr`;
    const forged: [string, Record<string, string>][] = [
      ['no header', { 'x-xsrf-token': '' }],
      ['a wrong header', { 'x-xsrf-token': 'A'.repeat(43) }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site same-site (another country site)', { 'sec-fetch-site': 'same-site' }],
      ['another Origin', { origin: 'http://evil.example' }],
      ['Origin of another country site', { origin: `http://nl.localhost:${registered.port}` }],
    ];
    for (const [label, headers] of forged) {
      const response = await browser.write(path, 'POST', headers);
      expect(response.status, label).toBe(403);
      expect(await response.json(), label).toMatchObject({ code: 'CSRF_REFUSED' });
    }
    const favourites = async () =>
      (await browser.json<{ client: { favoriteCinemas: string[] } }>(`/api/client/${sub}?language=fr`)).body.client
        .favoriteCinemas;
    expect(await favourites()).not.toContain(slug);
    // The same write from the site's own page goes through.
    expect((await browser.write(path)).status).toBe(204);
    expect(await favourites()).toContain(slug);
  });

  it('sign-out: CSRF-checked, the session ends here, the refresh token is revoked, and the browser goes to the provider end-session address', async () => {
    const browser = new Browser();
    await signUp(browser);
    const { refreshToken } = await sessionOf(browser);
    expect((await browser.write('/api/logout?language=en', 'POST', { 'x-xsrf-token': 'forged' })).status).toBe(403);
    expect((await browser.json('/auth/session')).body).toMatchObject({ signedIn: true });

    const out = await browser.write('/api/logout?language=en');
    expect(out.status).toBe(200);
    const { location } = (await out.json()) as { location: string };
    const end = new URL(location);
    expect(`${end.origin}${end.pathname}`).toBe(relyingParty.serverMetadata().end_session_endpoint);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${siteOrigin}/`);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(end.searchParams.get('ui_locales')).toBe('en');
    expect(browser.siteCookie(authCookies.session)).toBeUndefined();
    expect(browser.siteCookie(authCookies.signedIn)).toBeUndefined();
    expect((await browser.json('/auth/session')).body).toEqual({ signedIn: false });
    await expect(oidc.refreshTokenGrant(relyingParty, refreshToken ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The provider's own page confirms, ends its session and sends the browser home.
    const confirm = await browser.request(location);
    expect(await confirm.text()).toContain('Do you want to sign out?');
  });

  it('a verified member signs in with the password (dev inbox link, sign-in form): emailVerified true', async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    const inbox = await (await fetch(`${idp.url}/dev/inbox?ui_locales=en`)).text();
    const link = linkHref(inbox.split('<tr>').find((row) => row.includes(email)) ?? '', 'Open the link');
    expect((await fetch(link ?? '')).status).toBe(200);
    await browser.write('/api/logout');

    const fresh = new Browser();
    const start = await fresh.follow(`${siteOrigin}/auth/sign-in?returnTo=/en/cinemas`);
    expect(new URL(start.visited[1] ?? '').searchParams.get('ui_locales')).toBe('en');
    const done = await fresh.submit(`${start.url}/login`, { email, password });
    expect(done.url).toBe(`${siteOrigin}/en/cinemas`);
    expect((await fresh.json('/auth/session')).body).toMatchObject({ signedIn: true, email, emailVerified: true });
  });

  it('member §4 loop guard: with the sign-in cookie and no session, /auth/session offers one silent sign-in per 5 minutes; prompt=none without a provider session comes back without an error', async () => {
    const browser = new Browser();
    browser.jar(new URL(siteOrigin).host).set(authCookies.signedIn, '1');
    expect((await browser.json('/auth/session')).body).toEqual({ signedIn: false, resumeSignIn: true });
    const guard = browser.siteCookies.find((cookie) => cookie.name === authCookies.loopGuard);
    expect(guard?.attributes['max-age']).toBe('300');
    expect((await browser.json('/auth/session')).body).toEqual({ signedIn: false });

    const silent = await browser.follow(`${siteOrigin}/auth/sign-in?returnTo=/cinemas&prompt=none`);
    expect(new URL(silent.visited[1] ?? '').searchParams.get('prompt')).toBe('none');
    expect(silent.url).toBe(`${siteOrigin}/cinemas`);
    expect(silent.visited.some((url) => url.includes('error-client'))).toBe(false);
  });
});

describe('issue 19: callback errors (member-and-shell.txt §8) and returnTo', () => {
  /** A sign-in started (its transaction cookie set), then the provider's answer at /callback. */
  async function callbackWith(query: string, returnTo = '/cinemas', silent = false) {
    const browser = new Browser();
    const start = await browser.request(
      `${siteOrigin}/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}${silent ? '&prompt=none' : ''}`,
    );
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const answer = await browser.request(`${siteOrigin}/callback?${query}&state=${state}`);
    return { status: answer.status, location: answer.headers.get('location') };
  }

  it.each([
    ['error=login_required', '/cinemas', '/cinemas'],
    ['error=access_denied', '/cinemas', '/cinemas'],
    ['error=IDP-4012', '/cinemas', '/error-client#IDP-4012'],
    ['error=server_error&error_description=IDP-LOCKED', '/cinemas', '/error-client#IDP-LOCKED'],
    ['error=server_error', '/cinemas', '/error-client#IDP-NR'],
    ['error=invalid_request&error_description=IDP-<script>', '/cinemas', '/error-client#IDP-NR'],
    ['error=consent_required', '/en/cinemas', '/en/error-client#IDP-NR'],
    ['code=forged', '/cinemas', '/error-client#IDP-NR'],
  ])('%s (from %s) -> %s', async (query, returnTo, expected) => {
    expect(await callbackWith(query, returnTo)).toEqual({ status: 303, location: expected });
  });

  it('a silent sign-in (prompt=none) the provider can only finish with the member comes back without an error; an IDP- message still shows', async () => {
    for (const error of ['interaction_required', 'consent_required', 'account_selection_required']) {
      expect(await callbackWith(`error=${error}`, '/cinemas', true)).toEqual({ status: 303, location: '/cinemas' });
    }
    expect(await callbackWith('error=IDP-4012', '/cinemas', true)).toEqual({
      status: 303,
      location: '/error-client#IDP-4012',
    });
  });

  it('a callback without a sign-in in progress is IDP-NR', async () => {
    const response = await site.request(`${siteOrigin}/callback?code=abc&state=xyz`);
    expect(response.headers.get('location')).toBe('/error-client#IDP-NR');
  });

  it('returnTo: another origin, a protocol-relative or backslash path, or an auth address is refused (home instead)', async () => {
    const away = siteApp({ OIDC_ISSUER: 'http://127.0.0.1:9' });
    for (const [returnTo, expected] of [
      ['//evil.example/x', '/'],
      ['https://evil.example/', '/'],
      ['/\\evil.example', '/'],
      ['/./\\/evil.example', '/'],
      ['javascript:alert(1)', '/'],
      ['/auth/sign-in?returnTo=/', '/'],
      ['/callback?code=x', '/'],
      ['/api/logout', '/'],
      ['/films/orbite-10002?day=2', '/films/orbite-10002?day=2'],
    ]) {
      const response = await away.request(`${siteOrigin}/auth/sign-in?returnTo=${encodeURIComponent(returnTo!)}`);
      expect(response.headers.get('location'), returnTo).toBe(expected);
    }
  });
});

describe('issue 19: the anti-forgery token, never on an answer a cache shares', () => {
  it('a page a shared cache may keep sets no token (one render for two visitors, the micro-cache); /auth/session and a page kept by no cache give each visitor their own; a visitor with one gets none', async () => {
    let renders = 0;
    const cached = createSiteApp({
      handleRequest: async (request) => {
        if (new URL(request.url).pathname === '/mon-compte') {
          return new Response('<!doctype html><p>private</p>', {
            headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' },
          });
        }
        renders += 1;
        return page(request);
      },
      config: readConfig({
        API_URL: apiUrl,
        OIDC_ISSUER: idp.url,
        SESSION_SECRET: sessionSecret,
        PAGE_CACHE_MS: '60000',
      }),
      logger: createLogger({ LOG_LEVEL: 'silent' }),
    });
    const tokenOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map(parseSetCookie)
        .find((cookie) => cookie.name === authCookies.xsrf)?.value;
    const first = await cached.request(`${siteOrigin}/cinemas`);
    const second = await cached.request(`${siteOrigin}/cinemas`);
    expect(renders).toBe(1);
    expect(first.headers.get('cache-control')).toBe(pageCacheControl);
    expect(await second.text()).toBe(await first.text());
    // A CDN keeping this answer would hand the same token to every visitor it serves.
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(second.headers.getSetCookie()).toEqual([]);
    const sessions = [
      await cached.request(`${siteOrigin}/auth/session`),
      await cached.request(`${siteOrigin}/auth/session`),
    ];
    expect(sessions.map((response) => response.headers.get('cache-control'))).toEqual(['no-store', 'no-store']);
    const [one, two] = sessions.map(tokenOf);
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(two).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(two).not.toBe(one);
    const privatePage = await cached.request(`${siteOrigin}/mon-compte`);
    expect(tokenOf(privatePage)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const returning = await cached.request(`${siteOrigin}/auth/session`, {
      headers: { cookie: `${authCookies.xsrf}=${one}` },
    });
    expect(returning.headers.getSetCookie()).toEqual([]);
  });
});

describe('issue 19: the provider down', () => {
  it('sign-in answers 303 back to returnTo with the readable marquee_auth_error=unavailable (60 s); pages still answer 200; sign-out still ends the session here', async () => {
    const away = siteApp({ OIDC_ISSUER: 'http://127.0.0.1:9' });
    const browser = new Browser(away);
    const response = await browser.request(`${siteOrigin}/auth/sign-in?returnTo=/films`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/films');
    const flag = browser.siteCookies.find((cookie) => cookie.name === authCookies.authError);
    expect(flag).toMatchObject({ value: 'unavailable', attributes: { 'max-age': '60' } });
    expect(flag?.attributes).not.toHaveProperty('httponly');
    expect((await browser.request(`${siteOrigin}/films`)).status).toBe(200);
    expect((await browser.json('/auth/session')).body).toEqual({ signedIn: false });
    const out = await browser.write('/api/logout');
    expect(await out.json()).toEqual({ location: '/' });
  });
});

describe('decision 0043: the provider served under /login on the site, and the sign-in frame', () => {
  const framed = { 'sec-fetch-dest': 'iframe' };
  const frameSite = () => siteApp({ LOGIN_FRAME: 'proxy' });
  /** The message the frame's last page posts, as its script carries it. */
  const posted = async (response: Response) =>
    JSON.parse(/postMessage\((\{.*?\}), location\.origin\)/.exec(await response.text())?.[1] ?? 'null') as unknown;

  it('member §4 sign-up in the frame: every address the browser meets is on the site (/login/…), the callback posts signedIn to this origin only, and /auth/session is signed in without leaving the page', async () => {
    const browser = new Browser(frameSite());
    const start = await browser.follow(`${siteOrigin}/auth/sign-in?returnTo=/films&screen=signup&frame=1`, {
      headers: framed,
    });
    expect(start.visited.every((address) => address.startsWith(`${siteOrigin}/`))).toBe(true);
    expect(new URL(start.url).pathname).toMatch(/^\/login\/interaction\/[\w-]+$/);
    const page = await start.response.text();
    expect(page).toContain(`action="${new URL(start.url).pathname}/register"`);
    expect(page).toMatch(/href="\/login\/assets\/idp\.\w+\.css"/);
    // What the proxy sends back: framed by this origin only, no form leaving it, no referrer.
    const csp = start.response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self'$/);
    expect(csp).toContain("form-action 'self';");
    expect(start.response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(start.response.headers.get('referrer-policy')).toBe('no-referrer');

    const done = await browser.submit(`${start.url}/register`, {
      givenName: 'Ada',
      familyName: 'Lovelace',
      email: `framed${(accounts += 1)}@example.com`,
      password,
    });
    expect(done.visited.every((address) => address.startsWith(`${siteOrigin}/`))).toBe(true);
    expect(new URL(done.url).pathname).toBe('/callback');
    expect(done.response.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; script-src 'nonce-[^']+'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'$/,
    );
    expect(await posted(done.response)).toEqual({ type: 'marquee:sign-in', outcome: 'signedIn' });
    expect((await browser.json('/auth/session')).body).toMatchObject({ signedIn: true, name: 'Ada Lovelace' });
  });

  it("the provider's cookies: renamed login.*, Path=/login…, host-only, HttpOnly; only they go back to the provider, never the site's session", async () => {
    const browser = new Browser(frameSite());
    await browser.follow(`${siteOrigin}/auth/sign-in?returnTo=/&frame=1`, { headers: framed });
    const provider = browser.siteCookies.filter((cookie) => cookie.name.startsWith('login.'));
    expect(provider.map((cookie) => cookie.name)).toContain('login._interaction');
    for (const cookie of provider) {
      expect(cookie.attributes.path, cookie.name).toMatch(/^\/login(\/|$)/);
      expect(cookie.attributes, cookie.name).toHaveProperty('httponly');
      expect(cookie.attributes, cookie.name).not.toHaveProperty('domain');
    }
    expect(providerCookies('marquee_session=sealed; XSRF-TOKEN=t; login._session=s; login._session.sig=g')).toBe(
      '_session=s; _session.sig=g',
    );
  });

  it('what the proxy opens: the provider browser pages only (no token, keys, discovery, userinfo or inbox); no redirect off the site; POST only there', async () => {
    const app = frameSite();
    for (const path of [
      '/token',
      '/jwks',
      '/.well-known/openid-configuration',
      '/me',
      '/dev/inbox',
      '/token/revocation',
    ])
      expect((await app.request(`${siteOrigin}/login${path}`)).status, path).toBe(404);
    expect((await app.request(`${siteOrigin}/login/auth/x`, { method: 'PUT' })).status).toBe(405);
    // An unregistered redirect URI: the provider refuses it on its own page; nothing leaves the site.
    const foreign = await app.request(
      `${siteOrigin}/login/auth?client_id=${registered.clientId}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('https://evil.example/callback')}&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
    const asked = new URL(`${siteOrigin}/login/auth`);
    for (const location of ['https://evil.example/x', '//evil.example/x', 'http://nl.localhost:3999/callback'])
      expect(siteLocation(location, asked, idp.url), location).toBeNull();
    expect(siteLocation('/login/interaction/abc', asked, idp.url)).toBe('/login/interaction/abc');
    expect(siteLocation(`${idp.url}/auth/abc`, asked, idp.url)).toBe('/login/auth/abc');
    expect(siteLocation(`${siteOrigin}/callback?code=c`, asked, idp.url)).toBe('/callback?code=c');
    expect(sitePolicy("default-src 'none'; frame-ancestors 'self' https://evil.example; form-action *")).toBe(
      "default-src 'none'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  it('leaving the frame ("back to the site", access_denied) posts closed; a callback without a sign-in in progress posts failed with the §8 error page', async () => {
    const browser = new Browser(frameSite());
    const start = await browser.follow(`${siteOrigin}/auth/sign-in?returnTo=/films&frame=1`, { headers: framed });
    const back = await browser.follow(`${start.url}/abort`, { headers: framed });
    expect(await posted(back.response)).toEqual({ type: 'marquee:sign-in', outcome: 'closed' });
    const stray = await browser.request(`${siteOrigin}/callback?code=x&state=y`, { headers: framed });
    expect(await posted(stray)).toEqual({
      type: 'marquee:sign-in',
      outcome: 'failed',
      location: '/error-client#IDP-NR',
    });
  });

  it('sign-out goes through /login too, so the provider session made in the frame ends: the next sign-in asks for the password again', async () => {
    const browser = new Browser(frameSite());
    const start = await browser.follow(`${siteOrigin}/auth/sign-in?returnTo=/&screen=signup&frame=1`, {
      headers: framed,
    });
    await browser.submit(`${start.url}/register`, {
      givenName: 'Grace',
      familyName: 'Hopper',
      email: `signout${(accounts += 1)}@example.com`,
      password,
    });
    const { location } = (await (await browser.write('/api/logout')).json()) as { location: string };
    expect(location).toMatch(/^\/login\/session\/end\?/);
    const confirm = await browser.request(`${siteOrigin}${location}`);
    const html = await confirm.text();
    const action = attributesOf(html, { tag: 'form' })?.action ?? '';
    expect(action).toBe(`${siteOrigin}/login/session/end/confirm`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const out = await browser.submit(action, { xsrf, logout: 'yes' });
    expect(out.url).toBe(`${siteOrigin}/`);
    const again = await browser.follow(`${siteOrigin}/auth/sign-in?returnTo=/&frame=1`, { headers: framed });
    expect(new URL(again.url).pathname).toMatch(/^\/login\/interaction\//);
  });

  it('the provider down: the frame is told (unavailable) at the start and through the proxy; a full page gets 503', async () => {
    const away = siteApp({ LOGIN_FRAME: 'proxy', OIDC_ISSUER: 'http://127.0.0.1:9' });
    const start = await away.request(`${siteOrigin}/auth/sign-in?returnTo=/films&frame=1`, { headers: framed });
    expect(await posted(start)).toEqual({ type: 'marquee:sign-in', outcome: 'unavailable' });
    expect(await posted(await away.request(`${siteOrigin}/login/auth?x=1`, { headers: framed }))).toEqual({
      type: 'marquee:sign-in',
      outcome: 'unavailable',
    });
    expect((await away.request(`${siteOrigin}/login/auth?x=1`)).status).toBe(503);
    expect((await away.request(`${siteOrigin}/auth/session`)).headers.get('content-type')).toMatch(/json/);
    expect(await (await away.request(`${siteOrigin}/auth/session`)).json()).toEqual({
      signedIn: false,
      signInFrame: true,
    });
  });
});
