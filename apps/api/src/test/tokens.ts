import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { defaultAudience } from '../http/auth.ts';

/**
 * A stand-in sign-in provider for the bearer tests: real RSA keys (jose's generateKeyPair), its
 * JWKS and discovery document served over real HTTP on a loopback port, and tokens signed the way
 * the development provider signs them (apps/idp: RS256, `typ: at+jwt`, `aud` the API). `down`
 * makes every answer a 500, as a provider in trouble would.
 */

export const tokenKid = 'key-1';

export interface TokenIssuer {
  /** The issuer (`iss`), also the server's address. */
  issuer: string;
  jwksUrl: string;
  /** Requests the server answered, by path. */
  hits: Map<string, number>;
  down: boolean;
  /** A token for `sub` valid at `nowSeconds`, with `claims` over the defaults (undefined removes one). */
  sign(claims?: Record<string, unknown>, options?: { kid?: string; other?: boolean }): Promise<string>;
  /** The public key's PEM bytes, for the HS256 key-confusion attempt. */
  publicPem: string;
  close(): Promise<void>;
}

export async function startTokenIssuer(nowSeconds: number): Promise<TokenIssuer> {
  const own = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(own.publicKey)), kid: tokenKid, use: 'sig', alg: 'RS256' };
  const hits = new Map<string, number>();
  let issuer = '';
  const state = { down: false };

  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (state.down) return response.writeHead(500).end();
    const body =
      path === '/jwks'
        ? { keys: [jwk] }
        : path === '/.well-known/openid-configuration'
          ? { issuer, jwks_uri: `${issuer}/jwks` }
          : null;
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    hits,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    publicPem: await exportSPKI(own.publicKey),
    async sign(claims = {}, options = {}) {
      const defaults = {
        iss: issuer,
        aud: defaultAudience,
        sub: 'client-42',
        iat: nowSeconds - 10,
        exp: nowSeconds + 600,
        email: 'ada@example.com',
        given_name: 'Ada',
        family_name: 'Lovelace',
      };
      // A claim given as undefined is left out (the "missing sub" and "missing exp" rows).
      const payload = Object.fromEntries(
        Object.entries({ ...defaults, ...claims }).filter(([, value]) => value !== undefined),
      );
      return new SignJWT(payload as JWTPayload)
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: options.kid ?? tokenKid })
        .sign(options.other ? other.privateKey : own.privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface BadToken {
  name: string;
  /** The whole Authorization header. */
  authorization: string;
  message: string;
}

/**
 * Every way a bearer must be refused (issue 19's acceptance table), each with the message the 401
 * says. All of them name `intruder` as their subject where they name one.
 */
export async function badTokens(provider: TokenIssuer, nowSeconds: number): Promise<BadToken[]> {
  const sub = 'intruder';
  const valid = await provider.sign({ sub });
  const [header = '', , signature = ''] = valid.split('.');
  const bearer = (token: string) => `Bearer ${token}`;
  return [
    {
      name: 'wrong issuer',
      authorization: bearer(await provider.sign({ sub, iss: 'https://evil.example' })),
      message: 'Token from another issuer',
    },
    {
      name: 'wrong audience',
      authorization: bearer(await provider.sign({ sub, aud: 'marquee-site' })),
      message: 'Token for another audience',
    },
    {
      name: 'alg none',
      authorization: bearer(
        `${segment({ alg: 'none', typ: 'JWT' })}.${segment({ iss: provider.issuer, aud: defaultAudience, sub, exp: nowSeconds + 600 })}.`,
      ),
      message: 'Unsupported token algorithm',
    },
    {
      name: 'HS256 signed with the public key’s bytes',
      authorization: bearer(
        await new SignJWT({ sub, aud: defaultAudience, iss: provider.issuer, exp: nowSeconds + 600 })
          .setProtectedHeader({ alg: 'HS256', kid: tokenKid })
          .sign(new TextEncoder().encode(provider.publicPem)),
      ),
      message: 'Unsupported token algorithm',
    },
    {
      name: 'RS256 signed by another key with the same kid',
      authorization: bearer(await provider.sign({ sub }, { other: true })),
      message: 'Invalid token signature',
    },
    {
      name: 'tampered payload (sub changed after signing)',
      authorization: bearer(
        `${header}.${segment({ iss: provider.issuer, aud: defaultAudience, sub, exp: nowSeconds + 6000 })}.${signature}`,
      ),
      message: 'Invalid token signature',
    },
    {
      name: 'unknown kid',
      authorization: bearer(await provider.sign({ sub }, { kid: 'key-9' })),
      message: 'Unknown signing key',
    },
    {
      name: 'expired beyond the 60 s leeway',
      authorization: bearer(await provider.sign({ sub, exp: nowSeconds - 61 })),
      message: 'Token expired',
    },
    {
      name: 'not-before beyond the 60 s leeway',
      authorization: bearer(await provider.sign({ sub, nbf: nowSeconds + 61 })),
      message: 'Token not valid yet',
    },
    {
      name: 'missing sub',
      authorization: bearer(await provider.sign({ sub: undefined })),
      message: 'Token without sub',
    },
    {
      name: 'missing exp',
      authorization: bearer(await provider.sign({ sub, exp: undefined })),
      message: 'Token without exp',
    },
    { name: 'no bearer at all', authorization: '', message: 'A bearer token is required' },
    { name: 'another scheme', authorization: 'Basic aW50cnVkZXI6eA==', message: 'A bearer token is required' },
    { name: 'two segments', authorization: 'Bearer a.b', message: 'Malformed token' },
    { name: 'three garbage segments', authorization: 'Bearer a.b.c', message: 'Malformed token' },
    {
      name: 'header not JSON',
      authorization: `Bearer bm90IGpzb24.${segment({ sub })}.c2ln`,
      message: 'Malformed token',
    },
    {
      name: 'oversized header',
      authorization: bearer(
        `${segment({ alg: 'RS256', kid: tokenKid, pad: 'x'.repeat(10_000) })}.${segment({ sub })}.c2ln`,
      ),
      message: 'Token too large',
    },
  ];
}
