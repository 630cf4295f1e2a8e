import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forcedFrameOpening, type ClientStatusFrames } from '@marquee/data';
import { createApp } from '../app.ts';
import { clients, favouriteCinemas, feelings } from '../db/schema.ts';
import { createLogger } from '../http/logging.ts';
import { openSeededPglite, type TestDatabase } from '../test/databases.ts';
import { logLines } from '../test/logLines.ts';
import {
  concurrentFeelings,
  favouriteAddsAtTheLimit,
  identicalFavouriteAdds,
  siteCinemaSlugs,
} from '../test/memberRaces.ts';
import { badTokens, startTokenIssuer, type TokenIssuer } from '../test/tokens.ts';

/**
 * Member data over real PGlite and real HTTP (issue 19, decision 0039): tokens verified against a
 * provider's keys served on a loopback port; favourites per site with the site's limit
 * (member-and-shell.txt §9); idempotent and race-free writes.
 */

const nowSeconds = 1_800_000_000;
const now = new Date(nowSeconds * 1000);
let database: TestDatabase;
let provider: TokenIssuer;
let app: ReturnType<typeof createApp>;
const log = logLines();

beforeAll(async () => {
  [database, provider] = await Promise.all([openSeededPglite(now), startTokenIssuer(nowSeconds)]);
  app = createApp(database.db, {
    env: { OIDC_ISSUER: provider.issuer, API_DEV_AUTH: '1', NODE_ENV: 'test' },
    now: () => now,
    logger: createLogger('api', { LOG_LEVEL: 'debug' }, log),
  });
}, 60_000);

afterAll(async () => {
  await Promise.all([database?.stop(), provider?.close()]);
});

const site = (code: string, authorization: string) => ({
  authorization,
  'x-marquee-site': code,
  'content-type': 'application/json',
});
const dev = (clientId: string, code = 'fr') => site(code, `Bearer dev:${clientId}`);

async function memberRows() {
  const [[people], [favourites], [wishes]] = await Promise.all([
    database.db.select({ n: count() }).from(clients),
    database.db.select({ n: count() }).from(favouriteCinemas),
    database.db.select({ n: count() }).from(feelings),
  ]);
  return { clients: people?.n, favourites: favourites?.n, feelings: wishes?.n };
}

describe('writes with a refused bearer change nothing (issue 19 security table)', () => {
  it('answers 401 with the row’s message to every write, leaves the member tables as they were, and logs no token', async () => {
    const table = await badTokens(provider, nowSeconds);
    const before = await memberRows();
    for (const row of table) {
      const headers = site('fr', row.authorization);
      const writes = [
        app.request('/api/client/intruder/cinema/marquee-wepler', { method: 'POST', headers }),
        app.request('/api/client/intruder/show/orbite-10002/intention', { method: 'POST', headers, body: '{}' }),
        app.request('/api/accounts/me/cinemas', { method: 'PATCH', headers, body: '{"cinemas":["marquee-wepler"]}' }),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.status, row.name).toBe(401);
        expect(await response.json(), row.name).toEqual({ code: 'UNAUTHORIZED', message: row.message, details: null });
      }
    }
    expect(await memberRows()).toEqual(before);
    expect(await database.db.select().from(clients).where(eq(clients.id, 'intruder'))).toEqual([]);
    const written = JSON.stringify(log.lines);
    for (const row of table) {
      const token = row.authorization.replace(/^Bearer /, '');
      if (token.length > 20) expect(written.includes(token), row.name).toBe(false);
    }
  });

  it('accepts the provider’s valid token: the write lands for the token’s sub, and the token is not logged', async () => {
    const token = await provider.sign({ sub: 'ada' });
    const headers = site('fr', `Bearer ${token}`);
    const added = await app.request('/api/client/ada/cinema/marquee-wepler', { method: 'POST', headers });
    expect(added.status).toBe(204);
    expect(await (await app.request('/api/accounts/me', { headers })).json()).toMatchObject({
      icu: 'ada',
      email: 'ada@example.com',
      firstname: 'Ada',
    });
    expect(JSON.stringify(log.lines).includes(token)).toBe(false);
  });
});

describe('the client status reads registration from the token (decision 0047; member-and-shell.txt §3, §4 Auth, §7 client/{id})', () => {
  // claims -> registered, emailVerify, firstLogin -> the forced frame (mustForce) and its page.
  const table = [
    { name: 'no such claim (another provider)', claims: {}, expected: [true, true, false], frame: null },
    {
      name: 'verified',
      claims: { email_verified: true, first_login: false },
      expected: [true, true, false],
      frame: null,
    },
    {
      name: 'unverified, first login',
      claims: { email_verified: false, first_login: true },
      expected: [true, false, true],
      frame: null,
    },
    {
      name: 'unverified, not first login',
      claims: { email_verified: false, first_login: false },
      expected: [true, false, false],
      frame: 'emailValidation',
    },
    {
      name: 'unverified, no first_login claim',
      claims: { email_verified: false },
      expected: [true, false, false],
      frame: 'emailValidation',
    },
    {
      name: 'not registered',
      claims: { registered: false, email_verified: true },
      expected: [false, true, false],
      frame: 'register',
    },
    {
      name: 'not registered, unverified, first login',
      claims: { registered: false, email_verified: false, first_login: true },
      expected: [false, false, true],
      frame: 'register',
    },
    {
      name: 'claims of another type are ignored',
      claims: { registered: 'no', email_verified: 'false', first_login: 1 },
      expected: [true, true, false],
      frame: null,
    },
  ] as const;

  it.each(table)('$name', async ({ claims, expected, frame }) => {
    const token = await provider.sign({ sub: 'registrant', ...claims });
    const headers = site('fr', `Bearer ${token}`);
    const status = (await (await app.request('/api/client/registrant', { headers })).json()) as {
      client: { registered: boolean; emailVerify: boolean; firstLogin: boolean };
      registerUrl: string;
      emailValidationUrl: string;
      useAuth0: boolean;
      mustForce: boolean;
    };
    const { registered, emailVerify, firstLogin } = status.client;
    expect([registered, emailVerify, firstLogin]).toEqual(expected);
    expect(status).toMatchObject({
      registerUrl: '/login/register',
      emailValidationUrl: '/login/verify',
      useAuth0: false,
      mustForce: frame !== null,
    });
    expect(forcedFrameOpening(status)).toEqual(
      frame ? { frame, url: frame === 'register' ? '/login/register' : '/login/verify', redirect: false } : null,
    );
    const account = (await (await app.request('/api/accounts/me', { headers })).json()) as Record<string, unknown>;
    expect([account.registered, account.emailVerify, account.firstLogin]).toEqual(expected);
  });

  it('names the configured pages; another origin’s pages are the external option (useAuth0), and with mustForce the page goes there', async () => {
    const external = createApp(database.db, {
      env: {
        OIDC_ISSUER: provider.issuer,
        NODE_ENV: 'test',
        MEMBER_REGISTER_URL: 'https://login.example/register',
        MEMBER_EMAIL_VALIDATION_URL: 'https://login.example/verify',
      },
      now: () => now,
      logger: createLogger('api', { LOG_LEVEL: 'silent' }, logLines()),
    });
    const token = await provider.sign({ sub: 'registrant', email_verified: false, first_login: false });
    const answer = await external.request('/api/client/registrant', { headers: site('fr', `Bearer ${token}`) });
    const status = (await answer.json()) as ClientStatusFrames;
    expect(status).toMatchObject({
      registerUrl: 'https://login.example/register',
      emailValidationUrl: 'https://login.example/verify',
      useAuth0: true,
      mustForce: true,
    });
    expect(forcedFrameOpening(status)).toEqual({
      frame: 'emailValidation',
      url: 'https://login.example/verify',
      redirect: true,
    });
  });
});

describe('favourite cinemas per site (issue 19; member-and-shell.txt §9: 5 in fr, nl, be, 1 elsewhere)', () => {
  it('counts the limit per site: five on fr leave ch its own one, and each site lists only its own', async () => {
    const fr = await siteCinemaSlugs(database.db, 'fr');
    const [geneva = ''] = await siteCinemaSlugs(database.db, 'ch');
    const patch = (code: string, cinemas: string[]) =>
      app.request('/api/accounts/me/cinemas', {
        method: 'PATCH',
        headers: dev('traveller', code),
        body: JSON.stringify({ cinemas }),
      });
    expect((await patch('fr', fr.slice(0, 5))).status).toBe(200);
    expect((await patch('fr', [fr[5] ?? ''])).status).toBe(409);
    expect(await (await patch('ch', [geneva])).json()).toEqual({ cinemas: [geneva] });
    const listOf = async (code: string) =>
      (
        (await (await app.request('/api/accounts/me/cinemas', { headers: dev('traveller', code) })).json()) as {
          cinemas: string[];
        }
      ).cinemas;
    expect(new Set(await listOf('fr'))).toEqual(new Set(fr.slice(0, 5)));
    expect(await listOf('ch')).toEqual([geneva]);
    expect(await listOf('nl')).toEqual([]);
    const status = async (code: string) =>
      (
        (await (await app.request('/api/client/traveller', { headers: dev('traveller', code) })).json()) as {
          client: { favoriteCinemas: string[] };
        }
      ).client.favoriteCinemas;
    expect(await status('ch')).toEqual([geneva]);
    expect(await status('fr')).toHaveLength(5);
  });

  it('removes only on the current site: a fr cinema removed through ch stays on fr', async () => {
    const [paris = ''] = await siteCinemaSlugs(database.db, 'fr');
    await app.request(`/api/client/commuter/cinema/${paris}`, { method: 'POST', headers: dev('commuter', 'fr') });
    const removed = await app.request('/api/accounts/me/cinemas', {
      method: 'DELETE',
      headers: dev('commuter', 'ch'),
      body: JSON.stringify({ cinemas: [paris] }),
    });
    expect(await removed.json()).toEqual({ cinemas: [] });
    expect(await (await app.request('/api/accounts/me/cinemas', { headers: dev('commuter', 'fr') })).json()).toEqual({
      cinemas: [paris],
    });
  });

  it('is idempotent: adding a favourite already there is 204 and changes nothing, even at the limit; removing an absent one is 204', async () => {
    const [first = '', second = ''] = await siteCinemaSlugs(database.db, 'ch');
    const headers = dev('repeater', 'ch');
    const add = (slug: string) => app.request(`/api/client/repeater/cinema/${slug}`, { method: 'POST', headers });
    expect((await add(first)).status).toBe(204);
    const rows = () => database.db.select().from(favouriteCinemas).where(eq(favouriteCinemas.clientId, 'repeater'));
    const once = await rows();
    expect((await add(first)).status).toBe(204);
    expect(await rows()).toEqual(once);
    expect((await add(second)).status).toBe(409);
    const remove = () => app.request(`/api/client/repeater/cinema/${second}`, { method: 'DELETE', headers });
    expect((await remove()).status).toBe(204);
    expect(await rows()).toEqual(once);
  });
});

describe('feelings are per show, and a show’s slug is one for the chain (decision 0039)', () => {
  it('shows a wishlist given on fr on nl too, where the same show plays', async () => {
    const base = '/api/client/cinephile/show/orbite-10002/intention';
    expect((await app.request(base, { method: 'POST', headers: dev('cinephile', 'fr'), body: '{}' })).status).toBe(200);
    const onNl = await app.request('/api/client/cinephile/shows', {
      method: 'POST',
      headers: dev('cinephile', 'nl'),
      body: '{"showSlugs":["orbite-10002"]}',
    });
    expect(await onNl.json()).toEqual([{ showSlug: 'orbite-10002', intention: 2, emotion: null }]);
  });
});

describe('100 concurrent member writes on PGlite (issue 19 acceptance)', () => {
  it('100 identical favourite adds leave exactly one row', () => identicalFavouriteAdds(app, database.db, 'racer-one'));

  it('100 adds of different cinemas never exceed the site’s limit (fr 5, ch 1); the extra ones 409', async () => {
    await favouriteAddsAtTheLimit(app, database.db, 'racer-many', 'fr');
    await favouriteAddsAtTheLimit(app, database.db, 'racer-many', 'ch');
  });

  it('100 identical wishlist writes leave one feeling row; intention and emotion at once both stay', () =>
    concurrentFeelings(app, database.db, 'racer-feelings'));
});
