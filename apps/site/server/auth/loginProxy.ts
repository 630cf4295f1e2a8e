import type { Context } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { SiteEnv } from '../env.ts';
import type { Logger } from '../logging.ts';
import { requestIdHeader } from '../logging.ts';
import { frameAncestorsSelf, frameOutcomePage } from './frameOutcome.ts';

/**
 * The sign-in provider's browser pages, served under each site's own origin (decision 0043):
 * `/login/{path}` is the provider's `{path}`, so its pages and cookies are the site's first party
 * and the sign-in frame works on every country domain. Only the provider's browser-facing
 * addresses are opened; its tokens, keys and discovery stay at its own address, for the site's
 * server alone. The provider is told where it is mounted (`X-Forwarded-Host`, `-Proto`,
 * `-Prefix`: apps/idp/src/mount.ts) and names its addresses there.
 *
 * What crosses:
 * - to the provider: the request's language, type and form body, and only the cookies it set
 *   through here (stored under `login.` names; the site's own cookies, the session first, never);
 * - back: its page, its cookies renamed and scoped to `/login` (host-only, HttpOnly, Secure over
 *   HTTPS), a redirect only within this origin (any other is refused: no open redirect), and its
 *   policy with `frame-ancestors 'self'` and `form-action 'self'` whatever it said.
 */
export const loginMount = '/login';

/** oidc-provider's authorization, resume and end-session; apps/idp's interaction and standalone pages. */
const providerPagePaths = [
  /^\/auth(?:\/[\w-]+)?$/,
  /^\/interaction\/[\w-]+(?:\/(?:login|register|abort))?$/,
  /^\/session\/end(?:\/confirm|\/success)?$/,
  /^\/(?:register|verify)$/,
  /^\/assets\/[\w.-]+\.css$/,
];

/** The provider's path for a `/login/…` path, or null when the proxy does not open it. */
export function providerPath(sitePath: string): string | null {
  if (!sitePath.startsWith(`${loginMount}/`)) return null;
  const path = sitePath.slice(loginMount.length);
  return providerPagePaths.some((pattern) => pattern.test(path)) ? path : null;
}

/** An address of the provider's as the browser reaches it here (`http://idp/auth?…` -> `/login/auth?…`). */
export function throughProxy(address: URL, providerOrigin: string): string {
  return address.origin === providerOrigin ? `${loginMount}${address.pathname}${address.search}` : address.href;
}

/** Names the provider's cookies carry in the browser, so the site's and the provider's never mix. */
const cookiePrefix = 'login.';
const forwardedRequestHeaders = ['accept', 'accept-language', 'content-type', 'user-agent', 'sec-fetch-dest'];
const forwardedAnswerHeaders = [
  'content-type',
  'cache-control',
  'retry-after',
  'referrer-policy',
  'last-modified',
  'etag',
];
/** The provider's forms are a few fields; anything bigger is no form of its. */
export const maxLoginBodyBytes = 16 * 1024;

/** The request's cookies the provider set through the proxy, under their own names. */
export function providerCookies(header: string | undefined): string {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(cookiePrefix))
    .map((pair) => pair.slice(cookiePrefix.length))
    .join('; ');
}

/** One provider `Set-Cookie` as the browser keeps it here: renamed, under `/login`, host-only, HttpOnly. */
export function siteSetCookie(line: string, secure: boolean): string {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  let path = loginMount;
  let sameSite = 'Lax';
  const kept: string[] = [];
  for (const attribute of attributes) {
    const [name = '', ...rest] = attribute.split('=');
    const value = rest.join('=');
    switch (name.toLowerCase()) {
      case 'path':
        path =
          value === loginMount || value.startsWith(`${loginMount}/`)
            ? value
            : `${loginMount}${value === '/' ? '' : value}`;
        break;
      case 'samesite':
        if (value.toLowerCase() === 'strict') sameSite = 'Strict';
        break;
      case 'expires':
      case 'max-age':
        kept.push(attribute);
        break;
      // Domain, Secure, HttpOnly, Partitioned, Priority: settled here, not by the provider.
      default:
        break;
    }
  }
  return [
    `${cookiePrefix}${pair}`,
    `Path=${path}`,
    ...kept,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The provider's policy, framed by and posting to this origin only. */
export function sitePolicy(policy: string | null): string {
  const directives = (policy ?? "default-src 'none'; style-src 'self'; base-uri 'none'")
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(frame-ancestors|form-action)\b/i.test(directive));
  return [...directives, "form-action 'self'", frameAncestorsSelf].join('; ');
}

/**
 * Where a provider redirect leads on this origin, or null when it leaves it. A relative one reads
 * as the browser reads it, against the address it asked for here (the provider knows its mount);
 * one naming the provider's own origin is brought under the mount.
 */
export function siteLocation(location: string, asked: URL, providerOrigin: string): string | null {
  const target = URL.parse(location, asked);
  if (!target) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (target.origin === providerOrigin) return `${loginMount}${path}`;
  return target.origin === asked.origin ? path : null;
}

export interface LoginProxyOptions {
  /** Where the site's server reaches the provider: its issuer's origin. */
  providerOrigin: string;
  logger: Logger;
}

export function createLoginProxy({ providerOrigin, logger }: LoginProxyOptions) {
  /** The provider away or misbehaving: in the frame, the page is told (its alert); elsewhere a plain 502/503. */
  function unavailable(c: Context<SiteEnv>, status: 502 | 503): Response {
    if (c.req.header('sec-fetch-dest') === 'iframe') {
      return frameOutcomePage(
        c,
        { outcome: 'unavailable' },
        { returnTo: '/', language: c.get('site').defaultLanguage },
      );
    }
    return c.text('The sign-in service is not answering; try again shortly', status, { 'Cache-Control': 'no-store' });
  }

  return async function proxy(c: Context<SiteEnv>): Promise<Response> {
    const url = new URL(c.req.url);
    const path = providerPath(url.pathname);
    if (!path) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const facts = c.get('facts');
    const headers = new Headers();
    for (const name of forwardedRequestHeaders) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const cookies = providerCookies(c.req.header('cookie'));
    if (cookies) headers.set('cookie', cookies);
    headers.set('x-forwarded-host', facts.host);
    headers.set('x-forwarded-proto', facts.secure ? 'https' : 'http');
    headers.set('x-forwarded-prefix', loginMount);
    if (facts.clientAddress) headers.set('x-forwarded-for', facts.clientAddress);
    headers.set(requestIdHeader, c.get('requestId'));

    const target = new URL(`${path}${url.search}`, providerOrigin);
    let upstream: Response;
    try {
      const body = c.req.method === 'POST' ? await c.req.arrayBuffer() : undefined;
      upstream = await fetch(target, {
        method: c.req.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(10_000)]),
      });
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? { name: error.name, message: error.message } : {} },
        'the sign-in provider is not answering',
      );
      return unavailable(c, 503);
    }

    const answer = new Headers();
    for (const name of forwardedAnswerHeaders) {
      const value = upstream.headers.get(name);
      if (value) answer.set(name, value);
    }
    answer.set('Content-Security-Policy', sitePolicy(upstream.headers.get('content-security-policy')));
    answer.set('X-Frame-Options', 'SAMEORIGIN');
    for (const line of upstream.headers.getSetCookie()) answer.append('Set-Cookie', siteSetCookie(line, facts.secure));
    const location = upstream.headers.get('location');
    if (location !== null) {
      const local = siteLocation(location, new URL(`${facts.origin}${url.pathname}${url.search}`), providerOrigin);
      if (local === null) {
        logger.warn({ path: url.pathname }, 'the sign-in provider redirected off the site; refused');
        await upstream.body?.cancel();
        return unavailable(c, 502);
      }
      answer.set('Location', local);
    }
    return new Response(upstream.body, { status: upstream.status as StatusCode, headers: answer });
  };
}
