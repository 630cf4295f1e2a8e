import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { HttpError } from '../errors.ts';

/**
 * Bearer tokens on client calls (member-and-shell.txt §6, §7). Until the
 * sign-in provider lands, the API verifies RS256 JWTs against a JWKS
 * (OIDC_ISSUER + OIDC_JWKS_URL, optional OIDC_AUDIENCE), with the login
 * library's 60 s leeway (member-and-shell.txt §9). A development shortcut,
 * `Authorization: Bearer dev:{clientId}`, exists only when NODE_ENV is not
 * production AND API_DEV_AUTH=1 (docs/api.md).
 */

export interface Identity {
  clientId: string;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
}

export interface Authenticator {
  readonly developmentShortcut: boolean;
  /** The identity behind an Authorization header; 401 when absent or invalid. */
  authenticate(authorization: string | undefined): Promise<Identity>;
}

const leewaySeconds = 60;
const jwksTtlMs = 10 * 60_000;
const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message);

export function developmentAuthAllowed(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV !== 'production' && env.API_DEV_AUTH === '1';
}

function base64UrlJson(segment: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

export function createAuthenticator(
  env: Record<string, string | undefined>,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): Authenticator {
  const issuer = env.OIDC_ISSUER;
  const jwksUrl = env.OIDC_JWKS_URL;
  const audience = env.OIDC_AUDIENCE;
  const developmentShortcut = developmentAuthAllowed(env);
  let keys: Map<string, KeyObject> | null = null;
  let fetchedAt = 0;

  async function loadKeys(force: boolean): Promise<Map<string, KeyObject>> {
    if (keys && !force && Date.now() - fetchedAt < jwksTtlMs) return keys;
    // A forced refresh (unknown kid) at most once a minute: a flood of bad tokens must not hammer the provider.
    if (keys && force && Date.now() - fetchedAt < 60_000) return keys;
    if (!jwksUrl) throw unauthorized('Sign-in is not configured');
    const response = await fetchImpl(jwksUrl, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new HttpError(503, 'AUTH_UNAVAILABLE', 'The sign-in keys could not be loaded');
    const body = (await response.json()) as { keys?: (JsonWebKey & { kid?: string; use?: string })[] };
    const next = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || (jwk.use && jwk.use !== 'sig')) continue;
      try {
        next.set(jwk.kid ?? '', createPublicKey({ key: jwk, format: 'jwk' }));
      } catch {
        // A malformed key in the set is skipped; the others still verify.
      }
    }
    keys = next;
    fetchedAt = Date.now();
    return next;
  }

  async function verifyJwt(token: string): Promise<Identity> {
    const parts = token.split('.');
    if (parts.length !== 3) throw unauthorized('Malformed token');
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    let header: Record<string, unknown>;
    let payload: Record<string, unknown>;
    try {
      header = base64UrlJson(headerPart);
      payload = base64UrlJson(payloadPart);
    } catch {
      throw unauthorized('Malformed token');
    }
    if (header.alg !== 'RS256') throw unauthorized('Unsupported token algorithm');
    const kid = typeof header.kid === 'string' ? header.kid : '';
    let key = (await loadKeys(false)).get(kid);
    if (!key) key = (await loadKeys(true)).get(kid);
    if (!key) throw unauthorized('Unknown signing key');
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    const valid = verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'));
    if (!valid) throw unauthorized('Invalid token signature');
    const seconds = Math.floor(now().getTime() / 1000);
    if (issuer && payload.iss !== issuer) throw unauthorized('Token from another issuer');
    if (audience) {
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!audiences.includes(audience)) throw unauthorized('Token for another audience');
    }
    if (typeof payload.exp !== 'number' || payload.exp + leewaySeconds < seconds) throw unauthorized('Token expired');
    if (typeof payload.nbf === 'number' && payload.nbf - leewaySeconds > seconds)
      throw unauthorized('Token not valid yet');
    const subject = text(payload.sub);
    if (!subject || subject.length > 200) throw unauthorized('Token without subject');
    return {
      clientId: subject,
      email: text(payload.email),
      firstname: text(payload.given_name),
      lastname: text(payload.family_name),
    };
  }

  return {
    developmentShortcut,
    async authenticate(authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
      const token = match?.[1];
      if (!token) throw unauthorized('A bearer token is required');
      if (token.startsWith('dev:')) {
        const clientId = token.slice(4);
        if (!developmentShortcut) throw unauthorized('Development tokens are refused here');
        if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/.test(clientId)) throw unauthorized('Malformed development token');
        return { clientId, email: `${clientId}@example.com`, firstname: null, lastname: null };
      }
      return verifyJwt(token);
    },
  };
}
