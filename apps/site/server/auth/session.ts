import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { IDToken, TokenEndpointResponse, TokenEndpointResponseHelpers } from 'openid-client';
import { authCookies, clearCookie, privateCookie, type CookieScope } from './cookies.ts';
import { createSealer } from './sealing.ts';

/**
 * The member's session (decision 0037): who is signed in and the provider's tokens, sealed in an
 * HttpOnly cookie. The browser's scripts never see it; the `/api` proxy reads the access token
 * from it. A value that does not open (altered, another secret, expired) is no session, and the
 * cookie is cleared.
 */
export interface Session {
  sub: string;
  name: string | null;
  email: string | null;
  emailVerified: boolean;
  accessToken: string;
  /** When the access token expires, in seconds since the epoch by the site's clock. */
  accessExpiresAt: number;
  refreshToken: string | null;
  /** For the provider's sign-out (id_token_hint); dropped when the cookie would be too large. */
  idToken: string | null;
  /** When the session ends whatever refreshes happen (seconds since the epoch). */
  endsAt: number;
}

/** How long a session lasts at most: the development provider's session and refresh token life. */
export const sessionLifetimeSeconds = 14 * 24 * 60 * 60;
/** Browsers drop a cookie whose name, value and attributes pass 4,096 bytes; keep a margin for the attributes. */
export const maxSessionCookieBytes = 3800;

type Tokens = TokenEndpointResponse & TokenEndpointResponseHelpers;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function nameOf(claims: IDToken): string | null {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  return text(claims.name) ?? ([given, family].filter(Boolean).join(' ') || null);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The session a token answer opens (the code exchange) or renews (a refresh keeps who and when it ends). */
export function sessionFrom(tokens: Tokens, now: Date, previous?: Session): Session {
  const claims = tokens.claims();
  if (!claims && !previous) throw new Error('The provider sent no ID token');
  return {
    sub: claims?.sub ?? previous?.sub ?? '',
    name: claims ? nameOf(claims) : (previous?.name ?? null),
    email: claims ? text(claims.email) : (previous?.email ?? null),
    emailVerified: claims ? claims.email_verified === true : (previous?.emailVerified ?? false),
    accessToken: tokens.access_token,
    accessExpiresAt: seconds(now) + (tokens.expiresIn() ?? 0),
    refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? null,
    idToken: tokens.id_token ?? previous?.idToken ?? null,
    endsAt: previous?.endsAt ?? seconds(now) + sessionLifetimeSeconds,
  };
}

function isSession(value: unknown): value is Session {
  const session = value as Partial<Session> | null;
  return (
    typeof session?.sub === 'string' &&
    session.sub.length > 0 &&
    typeof session.accessToken === 'string' &&
    typeof session.accessExpiresAt === 'number' &&
    typeof session.endsAt === 'number'
  );
}

export interface SessionStore {
  /** The request's session, or null (a cookie that does not open is cleared). */
  read(c: Context, scope: CookieScope): Promise<Session | null>;
  /** Seals `session` into the response's cookie. */
  write(c: Context, scope: CookieScope, session: Session): Promise<void>;
  clear(c: Context, scope: CookieScope): void;
}

export function createSessionStore(secret: string, now: () => Date): SessionStore {
  const sealer = createSealer(secret, 'session');

  async function seal(session: Session): Promise<string> {
    const sealed = await sealer.seal({ session }, session.endsAt, now());
    if (sealed.length <= maxSessionCookieBytes || !session.idToken) return sealed;
    // Too large for a cookie: sign-out then names the client instead of the ID token.
    return sealer.seal({ session: { ...session, idToken: null } }, session.endsAt, now());
  }

  return {
    async read(c, scope) {
      const value = getCookie(c, authCookies.session);
      if (!value) return null;
      const payload = await sealer.open(value, now());
      if (payload && isSession(payload.session)) return payload.session;
      clearCookie(c, authCookies.session, scope);
      return null;
    },
    async write(c, scope, session) {
      const sealed = await seal(session);
      // A browser-session cookie: closing the browser ends it; the spec's sign-in cookie (1 h)
      // then lets the page sign back in silently (decision 0037).
      setCookie(c, authCookies.session, sealed, privateCookie(scope));
    },
    clear(c, scope) {
      clearCookie(c, authCookies.session, scope);
    },
  };
}
