import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { brandTokens } from '@marquee/themes/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './db/database.ts';
import { attributesOf, Browser, folded, redirectUri, site, startIdp, type RunningIdp } from './test/harness.ts';

/**
 * Anti-automation, instances sharing one database, and the pages' security headers: one
 * provider per case on one PGlite, the limits' clock moved by hand (no test waits).
 */

const api = 'urn:marquee:api';
const password = 'correct horse battery';
let database: OpenDatabase;
let first: RunningIdp;
let second: RunningIdp;
let clock = new Date('2030-01-01T10:00:00Z');

beforeAll(async () => {
  database = await openDatabase({});
  first = await startIdp({ db: database.db, now: () => clock });
  // A second instance behind the same public address: the issuer is the first one's.
  second = await startIdp({ db: database.db, issuer: first.url, now: () => clock });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
});

async function verifiedAccount(email: string) {
  const created = await first.idp.accounts.signUp({ email, password, givenName: 'Alan', familyName: 'Turing' }, clock);
  if (!('account' in created)) throw new Error('taken');
  await first.idp.accounts.verifyEmail(await first.idp.accounts.issueVerification(created.account.id, clock), clock);
  return created.account;
}

async function discovered(fetchTo?: string) {
  const config = await oidc.discovery(
    new URL(first.url),
    site.clientId,
    undefined,
    oidc.ClientSecretBasic(site.secret),
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
  if (fetchTo) {
    config[oidc.customFetch] = (url, options) => fetch(url.replace(first.url, fetchTo), options);
  }
  return config;
}

async function startSignIn(browser: Browser, client: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: 'openid email profile member',
    resource: api,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: 'state',
    ...extra,
  });
  return { verifier, ...(await browser.follow(url.href)) };
}

describe('sign-in rate limits in the database (issue 19 anti-automation, decision 0036)', () => {
  it('10 wrong passwords lock the account for the window, the right one included; it opens when the window ends', async () => {
    await verifiedAccount('locked@example.com');
    const client = await discovered();
    const browser = new Browser();
    const { url } = await startSignIn(browser, client);
    const action = `${url}/login`;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { response } = await browser.submit(action, { email: 'locked@example.com', password: 'guess' });
      expect(response.status).toBe(401);
    }
    const refused = await browser.submit(action, { email: 'LOCKED@example.com', password });
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('900');
    const page = folded(await refused.response.text());
    expect(page).toContain('Trop de tentatives. Réessayez dans 15 minutes.');
    // No field is at fault: the summary takes the focus.
    expect(attributesOf(page, { id: 'problem-summary' })).toMatchObject({
      role: 'alert',
      tabindex: '-1',
      autofocus: '',
    });

    // The second instance counts on the same table.
    const elsewhere = new Browser();
    const other = await startSignIn(elsewhere, await discovered(second.url));
    elsewhere.rewrite = { from: first.url, to: second.url };
    const fromSecond = await elsewhere.submit(`${other.url}/login`, { email: 'locked@example.com', password });
    expect(fromSecond.response.status).toBe(429);

    clock = new Date(clock.getTime() + 15 * 60 * 1000);
    const open = await browser.submit(action, { email: 'locked@example.com', password });
    expect(open.response.status).toBe(303);
  });

  it('one client trying many accounts is stopped by the per-client limit', async () => {
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    const limited = await startIdp({
      db: database.db,
      issuer: first.url,
      now: () => clock,
      limits: { signInPerClient: { bucket: 'sign-in:client', limit: 3, windowMs: 60_000 } },
    });
    try {
      const browser = new Browser();
      const { url } = await startSignIn(browser, await discovered());
      browser.rewrite = { from: first.url, to: limited.url };
      const statuses: number[] = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
        statuses.push((await browser.submit(`${url}/login`, { email, password: 'guess' })).response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('two instances on one database (issue 19: they share sessions, codes, tokens and keys)', () => {
  it('a sign-in started on one instance finishes on the other; codes, tokens and the session cross over', async () => {
    const account = await verifiedAccount('shared@example.com');
    const onFirst = await discovered();
    const onSecond = await discovered(second.url);
    const browser = new Browser();

    // Authorization on the first instance, the sign-in form posted to the second.
    const started = await startSignIn(browser, onFirst);
    expect(started.response.status).toBe(200);
    browser.rewrite = { from: first.url, to: second.url };
    const { url } = await browser.submit(`${started.url}/login`, { email: 'shared@example.com', password });
    expect(url.startsWith(redirectUri)).toBe(true);

    // The code is redeemed on the second instance; the first one's keys verify its tokens.
    const tokens = await oidc.authorizationCodeGrant(
      onSecond,
      new URL(url),
      { pkceCodeVerifier: started.verifier, expectedState: 'state' },
      { resource: api },
    );
    const jwks = createRemoteJWKSet(new URL(`${first.url}/jwks`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: first.url,
      audience: api,
      algorithms: ['RS256'],
    });
    expect(payload.sub).toBe(account.id);
    // The first instance refreshes what the second issued.
    const refreshed = await oidc.refreshTokenGrant(onFirst, tokens.refresh_token!);
    await expect(oidc.fetchUserInfo(onFirst, refreshed.access_token, account.id)).resolves.toMatchObject({
      email: 'shared@example.com',
    });

    // The provider session made on the second instance signs the member in silently on the first.
    browser.rewrite = null;
    const silent = await startSignIn(browser, onFirst, { prompt: 'none' });
    expect(silent.url.startsWith(redirectUri)).toBe(true);
    expect(new URL(silent.url).searchParams.get('code')).toBeTruthy();
  });
});

describe('the pages are safe to frame on the sites and run no script (issue 19: strict CSP)', () => {
  it('every page and protocol answer carries the CSP; the sign-in page has no script and is framable by its own origin only (decision 0043)', async () => {
    const { response } = await startSignIn(new Browser(), await discovered());
    const page = await response.text();
    expect(page).not.toContain('<script');
    expect(page).not.toMatch(/ style=/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("style-src 'self'");
    // Framed only as the site's first party, through its proxy (where 'self' is the site).
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(csp).toContain(`form-action 'self' http://fr.localhost:${site.port}`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const discovery = await fetch(`${first.url}/.well-known/openid-configuration`);
    expect(discovery.headers.get('content-security-policy')).toBe(csp);
  });

  it('decision 0043: behind a trusted proxy naming a site origin and a path, the pages and addresses live under that path on that origin; any other origin, or an untrusted proxy, gets the provider at its own address', async () => {
    const mounted = await startIdp({ db: database.db, issuer: first.url, env: { IDP_TRUST_PROXY: '1' } });
    try {
      const client = await discovered(mounted.url);
      const authorize = (host: string, to = mounted.url) =>
        fetch(
          oidc
            .buildAuthorizationUrl(client, {
              redirect_uri: redirectUri,
              scope: 'openid',
              code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
              code_challenge_method: 'S256',
            })
            .href.replace(first.url, to),
          {
            redirect: 'manual',
            headers: { 'x-forwarded-host': host, 'x-forwarded-proto': 'http', 'x-forwarded-prefix': '/login' },
          },
        );
      const response = await authorize(`fr.localhost:${site.port}`);
      const location = response.headers.get('location') ?? '';
      expect(location).toMatch(/^\/login\/interaction\/[\w-]+$/);
      const cookies = response.headers.getSetCookie();
      expect(cookies.find((line) => line.startsWith('_interaction='))).toContain(`path=${location}`);
      const page = await fetch(`${mounted.url}${location.slice('/login'.length)}`, {
        headers: {
          cookie: cookies.map((line) => line.split(';')[0]).join('; '),
          'x-forwarded-host': `fr.localhost:${site.port}`,
          'x-forwarded-proto': 'http',
          'x-forwarded-prefix': '/login',
          'sec-fetch-dest': 'iframe',
        },
      });
      const html = await page.text();
      expect(html).toContain(`action="${location}/login"`);
      expect(html).toMatch(/href="\/login\/assets\/idp\.\w+\.css"/);
      // In the site's frame the page leaves its brand header to the site's overlay.
      expect(html).toMatch(/<html[^>]*class="theme-fr framed"/);

      // Not a site of the provider's, or a proxy the provider does not trust: no mount.
      expect((await authorize('evil.example')).headers.get('location')).toMatch(/^\/interaction\//);
      expect((await authorize(`fr.localhost:${site.port}`, first.url)).headers.get('location')).toMatch(
        /^\/interaction\//,
      );
    } finally {
      await mounted.close();
    }
  });

  it("the stylesheet carries each brand theme's tokens", async () => {
    const page = await (await fetch(`${first.url}/register?site=fr`)).text();
    const href = attributesOf(page, { tag: 'link' })?.href;
    const css = await fetch(`${first.url}${href}`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const text = await css.text();
    expect(text).toContain(`html.theme-fr{--surface:${brandTokens.fr.color.surface}`);
    expect(text).toContain(`--brand-primary:${brandTokens.fr.color.brandPrimary}`);
    expect(text).toContain('html.theme-benelux{');
  });

  it('the development inbox does not exist with NODE_ENV=production', async () => {
    expect((await fetch(`${first.url}/dev/inbox`)).status).toBe(200);
    const production = await startIdp({ db: database.db, env: { NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${production.url}/dev/inbox`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
