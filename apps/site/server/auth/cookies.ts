import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { antiForgery, siteForDevelopmentHost, type ProductionHosts } from '@marquee/data';

/**
 * The cookies of the site's sign-in (decision 0037), in one place with their attributes. The
 * session and the sign-in transaction are HttpOnly and sealed (sealing.ts); the spec's sign-in
 * and loop-guard flags (member-and-shell.txt §4, §7 Browser storage), the provider-unavailable
 * flag and the anti-forgery token are readable by the page's scripts and hold nothing secret.
 */
export const authCookies = {
  /** The member's session: who, and the provider's tokens. HttpOnly, for the proxy only. */
  session: 'marquee_session',
  /** One sign-in in progress: state, nonce, PKCE verifier, where to return. HttpOnly, 10 minutes. */
  transaction: 'marquee_auth_tx',
  /** §4 "After a client loads ... a sign-in cookie is set for 1 hour": a signed-in browser, readable. */
  signedIn: 'marquee_signed_in',
  /** §4 The force-auth loop guard: a silent sign-in was tried in the last 5 minutes. */
  loopGuard: 'marquee_auth_loop',
  /** The provider could not be reached when sign-in was asked for; the page says so (60 s). */
  authError: 'marquee_auth_error',
  /** The anti-forgery token the page's scripts echo in `X-XSRF-TOKEN` (@marquee/data's client). */
  xsrf: antiForgery.cookie,
} as const;

/** What the cookie helpers need to know of the request. */
export interface CookieScope {
  /** The request came over HTTPS: every cookie is Secure. */
  secure: boolean;
  /** The host asked for (server/boundary.ts RequestFacts.host). */
  host: string;
  productionHosts: ProductionHosts;
}

const base = (scope: CookieScope, extra: CookieOptions): CookieOptions => ({
  path: '/',
  secure: scope.secure,
  ...extra,
});

/** HttpOnly, SameSite=Lax: sent on the provider's top-level redirect back to /callback. */
export const privateCookie = (scope: CookieScope, maxAgeSeconds?: number): CookieOptions =>
  base(scope, { httpOnly: true, sameSite: 'Lax', ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }) });

/** Readable by the page; SameSite=Lax. */
export const readableCookie = (scope: CookieScope, maxAgeSeconds: number, domain?: string): CookieOptions =>
  base(scope, { sameSite: 'Lax', maxAge: maxAgeSeconds, ...(domain ? { domain } : {}) });

/**
 * §4 "a sign-in cookie is set for 1 hour, scoped to the domain suffix": the production domain the
 * host belongs to (`www.marquee.fr` -> `marquee.fr`, SITE_HOSTS), so the client-area host sees it
 * too; none on development hosts (`fr.localhost`), where a Domain attribute would be refused.
 */
export function registrableDomain(host: string, productionHosts: ProductionHosts): string | undefined {
  if (siteForDevelopmentHost(host)) return undefined;
  const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const domain = hostname.replace(/^www(-[a-z0-9]+)?\./, '');
  if (Object.hasOwn(productionHosts, domain)) return domain;
  return Object.hasOwn(productionHosts, hostname) ? hostname : undefined;
}

/** Removes a cookie with the attributes it was set with (a Domain cookie needs its Domain). */
export function clearCookie(c: Context, name: string, scope: CookieScope, domain?: string): void {
  deleteCookie(c, name, { path: '/', secure: scope.secure, ...(domain ? { domain } : {}) });
}
