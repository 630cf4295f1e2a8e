import { isIP } from 'node:net';
import { httpMethods } from '@marquee/data';

/**
 * The site's request boundary (docs/decisions/0029-request-boundary.md): what a request must be
 * before anything reads it — one valid host, a method the address answers, a target without
 * control characters and of a sane length. A request that is not is refused here with a 4xx that
 * no cache keeps, never handed on to fail as a 5xx further in (issue 22).
 */

/** Pages, assets and the site's own redirects only read: every form submits by GET. */
export const pageMethods = ['GET', 'HEAD'] as const;
/** The provider's pages served under the site's origin post their forms (decision 0043). */
export const loginMethods = ['GET', 'HEAD', 'POST'] as const;
/** What the API's calls use (the contract's methods; HEAD with GET): other methods never reach it. */
export const apiMethods = ['GET', 'HEAD', ...httpMethods.filter((method) => method !== 'GET')] as const;
/** Longer addresses than browsers and crawlers keep (about 2,000 characters) are no page of ours. */
export const maxTargetLength = 4096;

/** What only the connection knows: the socket, and the request's headers as they came. */
export interface Connection {
  /** TLS between the client (or the nearest proxy) and this server. */
  encrypted: boolean;
  remoteAddress: string | null;
  /** How many Host lines the request carried; null when unknown (an in-process request). */
  hostLines: number | null;
}

export const inProcess: Connection = { encrypted: false, remoteAddress: null, hostLines: null };

/** The request's facts, settled once for the whole response. */
export interface RequestFacts {
  /** The host asked for, lower case, valid (the nearest trusted proxy's X-Forwarded-Host). */
  host: string;
  /** Reached over HTTPS: the connection's TLS, or what the nearest trusted proxy says. */
  secure: boolean;
  /** `https://www.marquee.fr`: what canonical and alternate links start with. */
  origin: string;
  /** The visitor's address: the nearest trusted proxy's X-Forwarded-For entry, else the socket's. */
  clientAddress: string | null;
}

/** A refusal or a short answer made at the boundary. */
export interface BoundaryAnswer {
  status: 204 | 400 | 404 | 405 | 414;
  code: string;
  message: string;
  allow?: string;
}

/**
 * The value the nearest proxy added: proxies append to these lists, so the last entry is the one
 * the trusted proxy wrote and every earlier one is whatever the client sent.
 */
export function lastEntry(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const entry = value.split(',').at(-1)?.trim();
  return entry || undefined;
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const hostPattern = new RegExp(`^(\\[[0-9a-f:.]+\\]|${label}(?:\\.${label})*\\.?)(?::(\\d{1,5}))?$`);

/**
 * The host lower-cased, or null when it is no host a URL can carry: `999.999.999.999`, `a, b`
 * (two Host headers joined), `1.2.3` (which URL parsers would rewrite to another address).
 */
export function normalHost(value: string): string | null {
  const host = value.trim().toLowerCase();
  if (host.length > 255) return null;
  const match = hostPattern.exec(host);
  if (!match) return null;
  const [, name = '', port] = match;
  if (port !== undefined && Number(port) > 65_535) return null;
  try {
    return new URL(`http://${name}/`).hostname === name ? host : null;
  } catch {
    return null;
  }
}

const authorityOf = (url: string) => /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1];

/**
 * Host, HTTPS and the visitor's address. The request line's scheme is never believed: an
 * absolute `GET https://…` over plain HTTP is plain HTTP. Behind a trusted proxy (TRUST_PROXY)
 * its headers' last entries decide; otherwise they are ignored.
 */
export function requestFacts(
  request: Request,
  connection: Connection,
  trustProxy: boolean,
): RequestFacts | BoundaryAnswer {
  if (connection.hostLines !== null && connection.hostLines > 1) {
    return { status: 400, code: 'BAD_HOST', message: 'A request names one host' };
  }
  const forwarded = (name: string) => (trustProxy ? lastEntry(request.headers.get(name)) : undefined);
  const given = forwarded('x-forwarded-host') ?? request.headers.get('host') ?? authorityOf(request.url) ?? '';
  const host = normalHost(given);
  if (!host) return { status: 400, code: 'BAD_HOST', message: 'The host is not a valid host name' };
  const secure = connection.encrypted || forwarded('x-forwarded-proto')?.toLowerCase() === 'https';
  const forwardedFor = forwarded('x-forwarded-for');
  const clientAddress = forwardedFor && isIP(forwardedFor) ? forwardedFor : connection.remoteAddress;
  return { host, secure, origin: `${secure ? 'https' : 'http'}://${host}`, clientAddress };
}

export const isRequestFacts = (value: RequestFacts | BoundaryAnswer): value is RequestFacts => 'host' in value;

/**
 * Methods: a page answers GET and HEAD (OPTIONS says so); `/api/*` lets the API's own methods
 * through. Anything else is 405 with the methods that are allowed (RFC 9110 §15.5.6).
 */
export function methodAnswer(method: string, allowed: readonly string[]): BoundaryAnswer | null {
  if (allowed.includes(method)) return null;
  const allow = allowed.join(', ');
  if (method === 'OPTIONS') return { status: 204, code: 'OPTIONS', message: '', allow };
  return { status: 405, code: 'METHOD_NOT_ALLOWED', message: `This address answers ${allow}`, allow };
}

/**
 * Line breaks and other control characters, raw or percent-encoded, including U+0085, U+2028 and
 * U+2029 (which JavaScript patterns treat as line ends): no address of ours holds one.
 */
const encodedControl = /%(?:[01][0-9a-f]|7f)|%c2%85|%e2%80%a[89]/i;
const isControl = (code: number) => code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029;
const hasControlCharacter = (path: string) =>
  encodedControl.test(path) || [...path].some((character) => isControl(character.charCodeAt(0)));

/** A path whose percent-encoding is broken (`%zz`, `%C3%28`) names no page: React Router would only warn and guess. */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The request target (path and query): too long is 414; a control character or a broken escape in the path is not found. */
export function targetAnswer(pathname: string, search: string): BoundaryAnswer | null {
  if (pathname.length + search.length > maxTargetLength) {
    return { status: 414, code: 'URI_TOO_LONG', message: `Addresses are limited to ${maxTargetLength} characters` };
  }
  if (hasControlCharacter(pathname) || !decodes(pathname)) {
    return { status: 404, code: 'NOT_FOUND', message: 'No such page' };
  }
  return null;
}

/**
 * The request React Router renders, carrying the settled facts in its own address (scheme and
 * host) and Host header; the proxy's headers, already read, are gone.
 */
export function resolvedRequest(request: Request, url: URL, facts: RequestFacts): Request {
  const headers = new Headers(request.headers);
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'forwarded']) headers.delete(name);
  headers.set('host', facts.host);
  return new Request(`${facts.origin}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    signal: request.signal,
  });
}
