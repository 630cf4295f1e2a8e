import { isbot } from 'isbot';
import { geoPositionHeader, type Site } from '@marquee/data';
import type { RequestFacts } from './boundary.ts';
import { browserLanguage, cookieAppWebview, cookieLanguage, cookieLocator } from './locale.ts';
import { acceptsGzip, splicedGzip, splicedText, splicePage, type SplicedPage } from './nonceSplice.ts';

/**
 * A micro-cache of rendered pages (docs/decisions/0022-page-micro-cache.md). Public HTML is the
 * same for every visitor with the same address, locator choice, position and language (the page
 * answers `Vary` on exactly those), and its data is at most as fresh as the server's API answers
 * (2 s): for a couple of seconds one render serves everyone asking for the same page, with a fresh
 * CSP nonce in each response. Concurrent requests for a page being rendered wait for that render.
 * Only public, cookie-free answers are kept (not saved copies, errors or anything no-store). A
 * kept page is compressed once (`nonceSplice.ts`): a response from the cache only compresses its
 * nonce, where compressing the whole page cost more than everything else a hit does.
 */

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body cut at its nonce, each piece also compressed. */
  body: SplicedPage;
  /** The nonce the render used: each response served from the cache gets its own instead. */
  nonce: string | null;
  storedAt: number;
}

/** `document`, `empty`, `iframe`…: a fetch destination, or `other` for anything else. */
const fetchDestination = (value: string | null) =>
  value === null ? '' : /^[a-z-]{1,20}$/.test(value) ? value : 'other';

/**
 * Everything a page's response depends on (docs/decisions/0029-request-boundary.md), resolved
 * the way the render resolves it, so two requests with the same key get the same bytes; null for
 * requests never cached. The origin (scheme and host: HSTS, canonical links and
 * upgrade-insecure-requests follow it), the address, the locator's choice, the language the
 * browser and the `lang` cookie would pick on this site (addresses without a language segment
 * follow them), the position, whether a crawler asks (it gets the whole document at once) and the
 * fetch destination (a frame or a prefetch is never answered from a document's render, or back).
 */
export function pageCacheKey(request: Request, facts: Pick<RequestFacts, 'origin'>, site: Site): string | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null;
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const userAgent = request.headers.get('user-agent');
  const locator = cookieLocator(cookie);
  const key = [
    facts.origin,
    `${url.pathname}${url.search}`,
    locator ? JSON.stringify(locator) : '',
    browserLanguage(site, request.headers.get('accept-language')) ?? '',
    cookieLanguage(site, cookie) ?? '',
    // The app's webview renders without the header and footer (decision 0051).
    cookieAppWebview(cookie) ? 'app' : '',
    request.headers.get(geoPositionHeader) ?? '',
    userAgent && isbot(userAgent) ? 'crawler' : '',
    fetchDestination(request.headers.get('sec-fetch-dest')),
  ];
  return JSON.stringify(key);
}

/** The nonce a response's Content-Security-Policy names, if any. */
export function nonceOf(csp: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1] ?? null;
}

/** Whether a rendered answer may be shared: public, no cookie set, a page or a not-found page. */
export function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    (response.status === 200 || response.status === 404) &&
    /\bpublic\b/.test(cacheControl) &&
    !/\bno-store\b/.test(cacheControl) &&
    !response.headers.has('set-cookie')
  );
}

/** Below this the body goes as it is: gzip's framing would outweigh what it saves (the compress middleware's threshold). */
const gzipThreshold = 1024;

/**
 * The cached page as a new response, its nonce replaced by `nonce` in the body and the headers;
 * gzip-compressed when the request takes gzip (`acceptEncoding`), as the compress middleware would.
 */
export function servedFrom(page: CachedPage, nonce: string, now: number, acceptEncoding: string | null): Response {
  const swap = (text: string) => (page.nonce ? text.replaceAll(page.nonce, nonce) : text);
  const headers = new Headers(page.headers.map(([name, value]): [string, string] => [name, swap(value)]));
  headers.set('age', String(Math.floor((now - page.storedAt) / 1000)));
  const vary = headers.get('vary');
  if (!vary || !/\baccept-encoding\b/i.test(vary))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const length = page.body.pieces.reduce((bytes, piece) => bytes + piece.length, 0);
  if (length >= gzipThreshold && acceptsGzip(acceptEncoding)) {
    const body = splicedGzip(page.body, nonce);
    headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(body.length));
    return new Response(new Uint8Array(body), { status: page.status, headers });
  }
  return new Response(splicedText(page.body, nonce), { status: page.status, headers });
}

export interface PageCacheOptions {
  /** How long one render serves a page; 0 turns the cache off. */
  ttlMs: number;
  /** Pages kept at most (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
}

export function createPageCache({ ttlMs, maxEntries = 500, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | Response>>();

  async function capture(response: Response): Promise<CachedPage | Response> {
    if (!isShareable(response)) return response;
    const nonce = nonceOf(response.headers.get('content-security-policy'));
    return {
      status: response.status,
      headers: [...response.headers],
      body: splicePage(await response.text(), nonce),
      nonce,
      storedAt: now(),
    };
  }

  return {
    /**
     * The page for `key`: from the cache while fresh, else rendered by `render` (one render at a
     * time per key; requests arriving meanwhile share it). `nonce` makes each response's own nonce;
     * `acceptEncoding` is the request's, for the compressed copy.
     */
    async serve(
      key: string | null,
      render: () => Promise<Response>,
      nonce: () => string,
      acceptEncoding: string | null = null,
    ): Promise<Response> {
      if (key === null || ttlMs <= 0) return render();
      const cached = pages.get(key);
      if (cached && now() - cached.storedAt < ttlMs) return servedFrom(cached, nonce(), now(), acceptEncoding);
      let pending = rendering.get(key);
      const first = !pending;
      if (!pending) {
        pending = render().then(capture);
        rendering.set(key, pending);
        void pending.finally(() => rendering.delete(key)).catch(() => {});
      }
      const outcome = await pending;
      if (outcome instanceof Response) {
        // Not shareable: the first request gets it; the others render their own.
        return first ? outcome : render();
      }
      if (first) {
        pages.delete(key);
        pages.set(key, outcome);
        if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
      }
      return servedFrom(outcome, first ? (outcome.nonce ?? nonce()) : nonce(), now(), acceptEncoding);
    },
    clear() {
      pages.clear();
    },
  };
}
