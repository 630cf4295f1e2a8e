import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createAuthenticator, developmentAuthAllowed } from './auth.ts';

/**
 * member-and-shell.txt §5 "A client token whose expiry is past, or malformed,
 * counts as no client"; §9 ID token check: issuer, RS256 signature, expiry
 * and not-before with 60 s leeway.
 */

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'key-1', use: 'sig', alg: 'RS256' };
const issuer = 'https://id.marquee.example';
const env = { OIDC_ISSUER: issuer, OIDC_JWKS_URL: 'https://id.marquee.example/jwks', NODE_ENV: 'production' };
const nowSeconds = 1_800_000_000;
const now = () => new Date(nowSeconds * 1000);
const jwksFetch = (async () => new Response(JSON.stringify({ keys: [jwk] }))) as unknown as typeof fetch;

function token(
  claims: Record<string, unknown>,
  options: { key?: typeof privateKey; alg?: string; kid?: string } = {},
): string {
  const header = Buffer.from(
    JSON.stringify({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' }),
  ).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ iss: issuer, sub: 'client-42', exp: nowSeconds + 300, ...claims }),
  ).toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), options.key ?? privateKey).toString(
    'base64url',
  );
  return `Bearer ${header}.${payload}.${signature}`;
}

const auth = createAuthenticator(env, jwksFetch, now);
const status = (authorization: string | undefined) =>
  auth.authenticate(authorization).then(
    () => 200,
    (error: { status?: number }) => error.status ?? 0,
  );

describe('bearer tokens: RS256 JWTs against the JWKS (member-and-shell.txt §5, §9)', () => {
  it('accepts a token signed by a key of the set, for the configured issuer, and reads the client from sub', async () => {
    expect(await auth.authenticate(token({ email: 'a@example.com', given_name: 'Ada' }))).toEqual({
      clientId: 'client-42',
      email: 'a@example.com',
      firstname: 'Ada',
      lastname: null,
    });
  });

  it('refuses another key’s signature, another issuer, another algorithm and an unknown key id (401)', async () => {
    expect(await status(token({}, { key: other.privateKey }))).toBe(401);
    expect(await status(token({ iss: 'https://evil.example' }))).toBe(401);
    expect(await status(token({}, { alg: 'HS256' }))).toBe(401);
    expect(await status(token({}, { kid: 'key-9' }))).toBe(401);
    expect(await status(token({ sub: '' }))).toBe(401);
  });

  it('allows 60 s of leeway on expiry and not-before, not 61', async () => {
    expect(await status(token({ exp: nowSeconds - 60 }))).toBe(200);
    expect(await status(token({ exp: nowSeconds - 61 }))).toBe(401);
    expect(await status(token({ nbf: nowSeconds + 60 }))).toBe(200);
    expect(await status(token({ nbf: nowSeconds + 61 }))).toBe(401);
    expect(await status(token({ exp: undefined }))).toBe(401);
  });

  it('refuses malformed headers and tokens (401)', async () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Basic abc',
      'Bearer a.b',
      'Bearer a.b.c',
      'Bearer eyJhbGciOiJub25lIn0.e30.',
    ]) {
      expect(await status(header), String(header)).toBe(401);
    }
  });
});

describe('the development shortcut exists only outside production and only with API_DEV_AUTH=1', () => {
  it('is off in production even with API_DEV_AUTH=1, and off without the flag', async () => {
    expect(developmentAuthAllowed({ NODE_ENV: 'production', API_DEV_AUTH: '1' })).toBe(false);
    expect(developmentAuthAllowed({ NODE_ENV: 'development' })).toBe(false);
    expect(developmentAuthAllowed({ NODE_ENV: 'development', API_DEV_AUTH: '1' })).toBe(true);
    expect(await status('Bearer dev:client-42')).toBe(401);
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
