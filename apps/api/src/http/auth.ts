import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTVerifyGetKey, type RemoteJWKSet } from 'jose';
import type { ClientRegistration } from '@marquee/data';
import { HttpError } from '../errors.ts';
import type { Logger } from './logging.ts';

/**
 * Bearer tokens on client calls (member-and-shell.txt §6, §7; issue 19, decision 0039): access
 * tokens the sign-in provider signs for this API, verified with `jose` against the provider's
 * keys (OIDC_JWKS_URL, else the `jwks_uri` of OIDC_ISSUER's discovery document): the issuer,
 * the audience (OIDC_AUDIENCE, default the development provider's `urn:marquee:api`), RS256
 * only, `exp` and `sub` required, expiry and not-before with the login library's 60 s leeway
 * (§5, §9), on the API's clock. A development shortcut, `Authorization: Bearer dev:{clientId}`,
 * exists only when NODE_ENV is not production AND API_DEV_AUTH=1 (docs/api.md).
 */

export interface Identity {
  clientId: string;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  /** member §3 Client registered, emailVerify, firstLogin, as the token says (registrationOf). */
  registration: ClientRegistration;
}

/** What a token that says nothing of them means: registered, verified, not a first login. */
export const plainRegistration: ClientRegistration = { registered: true, emailVerify: true, firstLogin: false };

/**
 * member §3 Client registered, emailVerify, firstLogin from the access token's claims (decision
 * 0047): `registered`, `email_verified` (OpenID Connect's standard claim) and `first_login` (this
 * sign-in is the account's first), booleans. A claim absent or of another type keeps the plain
 * value, so a provider that sends none of them (another production provider) never locks a member
 * in a forced frame.
 */
export function registrationOf(claims: Record<string, unknown>): ClientRegistration {
  const flag = (name: string, otherwise: boolean) => (typeof claims[name] === 'boolean' ? claims[name] : otherwise);
  return {
    registered: flag('registered', plainRegistration.registered),
    emailVerify: flag('email_verified', plainRegistration.emailVerify),
    firstLogin: flag('first_login', plainRegistration.firstLogin),
  };
}

export interface Authenticator {
  readonly developmentShortcut: boolean;
  /** Where the keys come from, for the start's log line (never a secret). */
  readonly description: string;
  /** The identity behind an Authorization header; 401 when absent or invalid, 503 when the keys cannot be had. */
  authenticate(authorization: string | undefined): Promise<Identity>;
}

export interface AuthenticatorOptions {
  fetch?: typeof fetch;
  /** The API's clock: tokens are judged at its `now`. */
  now?: () => Date;
  /** Where the reason of a 503 goes (the provider's failure is not told to the caller). */
  logger?: Logger;
}

/** The development provider's resource indicator for this API (apps/idp, IDP_API_AUDIENCE). */
export const defaultAudience = 'urn:marquee:api';
const leewaySeconds = 60;
/** Far above a real access token (about 1 KB); a bigger header is refused before any parsing. */
const maxTokenLength = 8192;
/** After a failed discovery, requests answer 503 for this long before the provider is asked again. */
const discoveryRetryMs = 5000;

const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message);
const unavailable = (message: string) =>
  new HttpError(503, 'AUTH_UNAVAILABLE', message, null, { 'retry-after': String(discoveryRetryMs / 1000) });

export function developmentAuthAllowed(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV !== 'production' && env.API_DEV_AUTH === '1';
}

/** OpenID Connect Discovery 1.0 §4: the document at the issuer, which must name the same issuer. */
async function discoverJwksUri(issuer: string, fetchImpl: typeof fetch): Promise<URL> {
  const address = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetchImpl(address, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
  if (response.status !== 200) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (document.issuer !== issuer) throw new Error('discovery names another issuer');
  if (typeof document.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
  return new URL(document.jwks_uri);
}

/**
 * The provider's keys as `jwtVerify` asks for them. A token naming no key of the set stays a 401
 * (jose refetches the set at most every 30 s, so bad tokens cannot hammer the provider); keys
 * that cannot be fetched are the provider's trouble, a 503.
 */
function providerKeys(
  issuer: string,
  jwksUrl: string | undefined,
  fetchImpl: typeof fetch,
  logger: Logger | undefined,
): JWTVerifyGetKey {
  const remote = (url: URL) => createRemoteJWKSet(url, { [customFetch]: fetchImpl, timeoutDuration: 5000 });
  let keySet: Promise<RemoteJWKSet> | null = jwksUrl ? Promise.resolve(remote(new URL(jwksUrl))) : null;
  let failedAt = Number.NEGATIVE_INFINITY;

  function discovered(): Promise<RemoteJWKSet> {
    if (keySet) return keySet;
    if (performance.now() - failedAt < discoveryRetryMs)
      return Promise.reject(new Error('discovery failed moments ago'));
    const pending = discoverJwksUri(issuer, fetchImpl).then(remote, (error: unknown) => {
      keySet = null;
      failedAt = performance.now();
      throw error;
    });
    keySet = pending;
    return pending;
  }

  return async (header, token) => {
    try {
      return await (
        await discovered()
      )(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      logger?.error({ err: error }, 'sign-in keys unavailable');
      throw unavailable('The sign-in keys could not be loaded');
    }
  };
}

/** jose's refusals, said plainly; nothing of the token is echoed. */
function refusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.JWTExpired) return unauthorized('Token expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') return unauthorized(`Token without ${error.claim}`);
    if (error.claim === 'iss') return unauthorized('Token from another issuer');
    if (error.claim === 'aud') return unauthorized('Token for another audience');
    if (error.claim === 'nbf') return unauthorized('Token not valid yet');
    return unauthorized(`Token claim ${error.claim} refused`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return unauthorized('Unsupported token algorithm');
  if (error instanceof errors.JWSSignatureVerificationFailed) return unauthorized('Invalid token signature');
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
    return unauthorized('Unknown signing key');
  return unauthorized('Malformed token');
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

export function createAuthenticator(
  env: Record<string, string | undefined>,
  options: AuthenticatorOptions = {},
): Authenticator {
  const issuer = env.OIDC_ISSUER?.trim() || undefined;
  const jwksUrl = env.OIDC_JWKS_URL?.trim() || undefined;
  const audience = env.OIDC_AUDIENCE?.trim() || defaultAudience;
  const now = options.now ?? (() => new Date());
  const developmentShortcut = developmentAuthAllowed(env);
  // Without an issuer no token can be judged: refused in development, "unavailable" in production,
  // where it is a configuration fault the operator must see (the public calls keep working).
  const keys = issuer ? providerKeys(issuer, jwksUrl, options.fetch ?? fetch, options.logger) : null;
  const production = env.NODE_ENV === 'production';

  async function verify(token: string): Promise<Identity> {
    if (!issuer || !keys) {
      if (production) throw unavailable('Sign-in is not configured on this API');
      throw unauthorized('Sign-in is not configured');
    }
    if (token.length > maxTokenLength) throw unauthorized('Token too large');
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ['RS256'],
        clockTolerance: leewaySeconds,
        requiredClaims: ['exp', 'sub'],
        currentDate: now(),
      });
      const subject = text(payload.sub);
      if (!subject || subject.length > 200) throw unauthorized('Token without a usable subject');
      return {
        clientId: subject,
        email: text(payload.email),
        firstname: text(payload.given_name),
        lastname: text(payload.family_name),
        registration: registrationOf(payload),
      };
    } catch (error) {
      throw refusal(error);
    }
  }

  return {
    developmentShortcut,
    description: issuer
      ? `${issuer} (keys: ${jwksUrl ?? 'discovery'}; audience ${audience})`
      : production
        ? 'none: OIDC_ISSUER is unset, every client call answers 503'
        : 'none: OIDC_ISSUER is unset, every client call answers 401',
    async authenticate(authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
      const token = match?.[1];
      if (!token) throw unauthorized('A bearer token is required');
      if (token.startsWith('dev:')) {
        const clientId = token.slice(4);
        if (!developmentShortcut) throw unauthorized('Development tokens are refused here');
        if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/.test(clientId)) throw unauthorized('Malformed development token');
        return {
          clientId,
          email: `${clientId}@example.com`,
          firstname: null,
          lastname: null,
          registration: plainRegistration,
        };
      }
      return verify(token);
    },
  };
}
