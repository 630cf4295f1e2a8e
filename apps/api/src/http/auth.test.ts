import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { badTokens, startTokenIssuer, type BadToken, type TokenIssuer } from '../test/tokens.ts';
import { createAuthenticator, developmentAuthAllowed } from './auth.ts';

/**
 * Bearer tokens with jose (issue 19, decision 0039): member-and-shell.txt §5 "A client token whose
 * expiry is past, or malformed, counts as no client"; §5 and §9 the token check: issuer, audience,
 * RS256, expiry and not-before with 60 s leeway. The provider's keys come over real HTTP.
 */

const nowSeconds = 1_800_000_000;
const now = () => new Date(nowSeconds * 1000);
let provider: TokenIssuer;
let table: BadToken[];

beforeAll(async () => {
  provider = await startTokenIssuer(nowSeconds);
  table = await badTokens(provider, nowSeconds);
});

afterAll(() => provider.close());

const configured = () => createAuthenticator({ OIDC_ISSUER: provider.issuer, NODE_ENV: 'production' }, { now });

async function outcome(auth: ReturnType<typeof createAuthenticator>, authorization: string | undefined) {
  try {
    await auth.authenticate(authorization);
    return { status: 200, message: '' };
  } catch (error) {
    const refusal = error as { status?: number; code?: string; message: string };
    return { status: refusal.status ?? 0, code: refusal.code, message: refusal.message };
  }
}

describe('a valid access token (member-and-shell.txt §9 token check)', () => {
  it('is accepted: the client is the token’s sub, with its e-mail and names (§3 token identity); no registration claim means registered and verified (decision 0047)', async () => {
    expect(await configured().authenticate(`Bearer ${await provider.sign()}`)).toEqual({
      clientId: 'client-42',
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      registration: { registered: true, emailVerify: true, firstLogin: false },
    });
  });

  it('is accepted within the 60 s leeway: expired 59 s ago, or valid from 60 s on (§9 leeway)', async () => {
    const auth = configured();
    expect(await outcome(auth, `Bearer ${await provider.sign({ exp: nowSeconds - 59 })}`)).toMatchObject({
      status: 200,
    });
    expect(await outcome(auth, `Bearer ${await provider.sign({ nbf: nowSeconds + 60 })}`)).toMatchObject({
      status: 200,
    });
  });

  it('is judged on the API’s clock, not the machine’s (one clock)', async () => {
    const token = `Bearer ${await provider.sign()}`;
    const later = createAuthenticator(
      { OIDC_ISSUER: provider.issuer },
      { now: () => new Date((nowSeconds + 3600) * 1000) },
    );
    expect(await outcome(later, token)).toMatchObject({ status: 401, message: 'Token expired' });
  });

  it('finds the keys through OIDC_JWKS_URL, or else the issuer’s discovery document, and keeps them', async () => {
    const before = provider.hits.get('/.well-known/openid-configuration') ?? 0;
    const direct = createAuthenticator({ OIDC_ISSUER: provider.issuer, OIDC_JWKS_URL: provider.jwksUrl }, { now });
    const token = `Bearer ${await provider.sign()}`;
    for (let round = 0; round < 3; round += 1) expect((await outcome(direct, token)).status).toBe(200);
    expect(provider.hits.get('/.well-known/openid-configuration') ?? 0).toBe(before);
    const discovering = configured();
    for (let round = 0; round < 3; round += 1) expect((await outcome(discovering, token)).status).toBe(200);
    expect(provider.hits.get('/.well-known/openid-configuration')).toBe(before + 1);
  });

  it('with OIDC_AUDIENCE, must name that audience instead of urn:marquee:api', async () => {
    const auth = createAuthenticator(
      { OIDC_ISSUER: provider.issuer, OIDC_AUDIENCE: 'https://api.marquee.example' },
      { now },
    );
    expect(await outcome(auth, `Bearer ${await provider.sign()}`)).toMatchObject({
      status: 401,
      message: 'Token for another audience',
    });
    expect(
      await outcome(auth, `Bearer ${await provider.sign({ aud: ['https://api.marquee.example', 'other'] })}`),
    ).toMatchObject({ status: 200 });
  });
});

describe('refused bearers: each a 401 with a clear message (issue 19 security table)', () => {
  it('refuses every row of the table', async () => {
    const auth = configured();
    for (const row of table) {
      expect(await outcome(auth, row.authorization), row.name).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: row.message,
      });
    }
  });

  it('asks the provider again at most once per cooldown, however many unknown kids arrive', async () => {
    const auth = createAuthenticator({ OIDC_ISSUER: provider.issuer, OIDC_JWKS_URL: provider.jwksUrl }, { now });
    await auth.authenticate(`Bearer ${await provider.sign()}`);
    const before = provider.hits.get('/jwks') ?? 0;
    const unknown = `Bearer ${await provider.sign({}, { kid: 'key-9' })}`;
    for (let round = 0; round < 20; round += 1) expect((await outcome(auth, unknown)).status).toBe(401);
    expect(provider.hits.get('/jwks')).toBe(before);
  });
});

describe('the provider away or unconfigured (issue 19: 503, not 500)', () => {
  it('answers 503 AUTH_UNAVAILABLE when the keys cannot be fetched, and 200 again once they can', async () => {
    const auth = configured();
    const token = `Bearer ${await provider.sign()}`;
    provider.down = true;
    try {
      expect(await outcome(auth, token)).toMatchObject({ status: 503, code: 'AUTH_UNAVAILABLE' });
    } finally {
      provider.down = false;
    }
    const fresh = configured();
    expect((await outcome(fresh, token)).status).toBe(200);
  });

  it('answers 503 when the provider does not listen at all', async () => {
    const auth = createAuthenticator(
      { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_JWKS_URL: 'http://127.0.0.1:9/jwks' },
      { now },
    );
    expect(await outcome(auth, `Bearer ${await provider.sign()}`)).toMatchObject({
      status: 503,
      code: 'AUTH_UNAVAILABLE',
    });
  });

  it('without OIDC_ISSUER refuses every token: 401 in development, 503 in production', async () => {
    const token = `Bearer ${await provider.sign()}`;
    expect(await outcome(createAuthenticator({ OIDC_JWKS_URL: provider.jwksUrl }, { now }), token)).toMatchObject({
      status: 401,
    });
    expect(await outcome(createAuthenticator({ NODE_ENV: 'production' }, { now }), token)).toMatchObject({
      status: 503,
      code: 'AUTH_UNAVAILABLE',
    });
  });
});

describe('the development shortcut exists only outside production and only with API_DEV_AUTH=1', () => {
  it('is off in production even with API_DEV_AUTH=1, and off without the flag', async () => {
    expect(developmentAuthAllowed({ NODE_ENV: 'production', API_DEV_AUTH: '1' })).toBe(false);
    expect(developmentAuthAllowed({ NODE_ENV: 'development' })).toBe(false);
    expect(developmentAuthAllowed({ NODE_ENV: 'development', API_DEV_AUTH: '1' })).toBe(true);
    expect((await outcome(configured(), 'Bearer dev:client-42')).status).toBe(401);
    const development = createAuthenticator({ NODE_ENV: 'development', API_DEV_AUTH: '1' }, { now });
    expect(await outcome(development, 'Bearer dev:client-42')).toMatchObject({ status: 200 });
  });

  it('a production app refuses a development token on every client call', async () => {
    // The bearer check comes before any database access, so no database is needed here.
    const production = createApp({} as Database, { env: { NODE_ENV: 'production', API_DEV_AUTH: '1' } });
    for (const path of ['/api/client/client-42', '/api/accounts/me', '/api/accounts/me/cinemas']) {
      const response = await production.request(path, { headers: { authorization: 'Bearer dev:client-42' } });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
