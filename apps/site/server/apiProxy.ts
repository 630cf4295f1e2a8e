import { apiCallList, apiCalls, geoPositionHeader, siteHeader, type SiteCode } from '@marquee/data';
import type { RequestFacts } from './boundary.ts';

/**
 * What crosses the site's `/api/*` proxy (docs/decisions/0029-request-boundary.md): allow-lists
 * both ways, so a header the API was never meant to see (the browser's cookies, a proxy's
 * credentials, hop-by-hop headers, a forged X-Forwarded-For) does not reach it, and nothing the
 * API says about itself (cookies, CORS grants, its server, its own CSP) reaches the browser.
 */

/** The largest body the API takes (apps/api `maxBodyBytes`): larger ones are refused here with 413. */
export const maxApiBodyBytes = 128 * 1024;

const headerNamesOf = (schema: unknown) =>
  Object.keys((schema as { shape?: Record<string, unknown> } | null)?.shape ?? {}).map((name) => name.toLowerCase());

/**
 * Request headers the API reads: content negotiation and validators, the visitor's position (GET
 * zone), and every header a call of the contract declares (the captcha answer of the voucher and
 * gift-card checks). No Cookie: the API has no use for the site's cookies. No Authorization: the
 * member's bearer comes from the session, added by the site on bearer calls (decision 0037); one
 * the browser sends is dropped. Byte ranges, for the trailers' clips.
 */
export const forwardedRequestHeaders: ReadonlySet<string> = new Set([
  'accept',
  'accept-language',
  'content-type',
  'if-modified-since',
  'if-none-match',
  // A `<video>` reads its clip (/api/media/trailer/…, decision 0065) by byte ranges.
  'if-range',
  'range',
  geoPositionHeader.toLowerCase(),
  ...apiCallList.flatMap((call) => headerNamesOf(call.headers)),
]);

/** What the browser may see of the API's answer: its content, its cache rules and its errors' hints. */
export const returnedResponseHeaders: readonly string[] = [
  'accept-ranges',
  'allow',
  'cache-control',
  'content-language',
  'content-range',
  'content-type',
  'etag',
  'last-modified',
  'retry-after',
  'vary',
  'www-authenticate',
];

/** The paths whose answer follows the visitor's position (GET zone): a cache must keep one per position. */
const positionedPaths = new Set([`/api/${apiCalls.zone.path}`]);

/** The headers sent on to the API: the allow-listed ones, then the site's own facts about the request. */
export function apiRequestHeaders(incoming: Headers, facts: RequestFacts, site: SiteCode): Headers {
  const headers = new Headers();
  for (const [name, value] of incoming) if (forwardedRequestHeaders.has(name)) headers.set(name, value);
  headers.set(siteHeader, site);
  headers.set('x-forwarded-host', facts.host);
  headers.set('x-forwarded-proto', facts.secure ? 'https' : 'http');
  // One address, the visitor's as this server established it: what the client wrote is not it.
  if (facts.clientAddress) headers.set('x-forwarded-for', facts.clientAddress);
  return headers;
}

/** The headers passed back to the browser. */
export function apiAnswerHeaders(upstream: Headers, pathname: string): Headers {
  const headers = new Headers();
  for (const name of returnedResponseHeaders) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (positionedPaths.has(pathname)) headers.set('vary', withVary(headers.get('vary'), geoPositionHeader));
  return headers;
}

/** A Vary list with `name` in it once. */
export function withVary(vary: string | null, name: string): string {
  const listed = (vary ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return listed.some((entry) => entry.toLowerCase() === name.toLowerCase() || entry === '*')
    ? listed.join(', ')
    : [...listed, name].join(', ');
}
