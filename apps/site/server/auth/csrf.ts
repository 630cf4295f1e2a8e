import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { antiForgery } from '@marquee/data';
import type { SiteEnv } from '../env.ts';
import { sharedCacheMayKeep } from '../caching.ts';
import { authCookies } from './cookies.ts';

/**
 * Cross-site request forgery (issue 19, decision 0037). The site issues a random token in a
 * readable cookie; the data client echoes it in `X-XSRF-TOKEN` on every write (another site's
 * page can neither read the cookie nor add the header without a CORS grant we never give). Every
 * state-changing request must echo it, and must not come from another origin by what the browser
 * itself says (`Sec-Fetch-Site`, `Origin`); otherwise 403 and nothing is forwarded.
 */

/** Methods that change nothing (RFC 9110 §9.2.1): the only ones let through unchecked. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const newCsrfToken = () => randomBytes(32).toString('base64url');

/** Why a request is refused, or null when it may go on. */
export function csrfRefusal(
  request: { method: string; headers: Headers; cookieToken: string | undefined },
  origin: string,
): string | null {
  if (safeMethods.has(request.method)) return null;
  const fetchSite = request.headers.get('sec-fetch-site');
  // `same-site` is another origin of the same site (nl.localhost writing to fr.localhost): refused too.
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'another site sent it';
  const sentFrom = request.headers.get('origin');
  if (sentFrom !== null && sentFrom !== origin) return 'another origin sent it';
  const header = request.headers.get(antiForgery.header) ?? '';
  const cookie = request.cookieToken ?? '';
  if (!header || !cookie) return 'the anti-forgery token is missing';
  const [a, b] = [Buffer.from(header), Buffer.from(cookie)];
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'the anti-forgery token does not match';
  return null;
}

/** Refuses forged writes before anything reads their body; register it on every state-changing path. */
export const csrfCheck: MiddlewareHandler<SiteEnv> = async (c, next) => {
  const refusal = csrfRefusal(
    { method: c.req.method, headers: c.req.raw.headers, cookieToken: getCookie(c, authCookies.xsrf) },
    c.get('facts').origin,
  );
  if (refusal) {
    return c.json({ code: 'CSRF_REFUSED', message: `Refused: ${refusal}`, details: null }, 403, {
      'Cache-Control': 'no-store',
    });
  }
  await next();
};

/** Sets a fresh anti-forgery token (a new one at sign-in, so none chosen before it survives it). */
export function issueCsrfToken(c: Parameters<MiddlewareHandler<SiteEnv>>[0]): void {
  setCookie(c, authCookies.xsrf, newCsrfToken(), {
    path: '/',
    sameSite: 'Strict',
    secure: c.get('facts').secure,
  });
}

const setsToken = (response: Response) =>
  response.headers.getSetCookie().some((line) => line.startsWith(`${authCookies.xsrf}=`));

/**
 * Gives a browser that has none a token: on `/auth` answers (every scripted page asks
 * `/auth/session` when it hydrates, and a sign-in renews it) and on pages no shared cache keeps;
 * never on an answer a CDN may keep and serve to the next visitor (a page under
 * `pageCacheControl`, static files, the API's public answers). Added here, after the page
 * micro-cache answered, so a kept page never carries one visitor's token to the next either
 * (server/pageCache.ts keeps no answer that sets a cookie). Every write is a member's, and a
 * member has a token from the sign-in or from `/auth/session` before any write button shows.
 */
export const csrfIssue: MiddlewareHandler<SiteEnv> = async (c, next) => {
  await next();
  const facts = c.get('facts');
  if (!facts || tokenPattern.test(getCookie(c, authCookies.xsrf) ?? '') || setsToken(c.res)) return;
  if (sharedCacheMayKeep(c.res)) return;
  const path = c.req.path;
  const html = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (!html && !path.startsWith('/auth/')) return;
  c.res.headers.append(
    'Set-Cookie',
    `${authCookies.xsrf}=${newCsrfToken()}; Path=/; SameSite=Strict${facts.secure ? '; Secure' : ''}`,
  );
};
