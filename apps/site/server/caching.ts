/**
 * Cache rules of a page response (issue 8 "Caching and failure"): public HTML is the same for
 * every visitor, so shared caches may keep it a minute and serve it stale while they refetch;
 * a page built from saved API answers, a server error and the 503 are never kept.
 */
export const pageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** An answer a shared cache may keep (`public`, `s-maxage`): a cookie set on it would reach every visitor the cache serves. */
export const sharedCacheMayKeep = (response: Response) =>
  /(^|,)\s*(public|s-maxage=)/i.test(response.headers.get('cache-control') ?? '');

/** How long a visitor (or a crawler) should wait before asking again when the API is away. */
export const retryAfterSeconds = 30;

export function pageCacheHeaders({
  status,
  stale,
  negotiated,
}: {
  status: number;
  stale: boolean;
  negotiated: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {};
  if (status === 503) {
    headers['Cache-Control'] = 'no-store';
    headers['Retry-After'] = String(retryAfterSeconds);
  } else if (stale || status >= 500) {
    headers['Cache-Control'] = 'no-store';
  } else {
    headers['Cache-Control'] = pageCacheControl;
  }
  // Every page follows the locator (member §4 Locator: the header's Cinemas link, a film's
  // showtimes): its cookie, else the zone of the visitor's position (X-Geo-Position, set by a proxy
  // in front); addresses without a language segment also answer in the browser's or the cookie's language.
  headers.Vary = negotiated ? 'Accept-Language, Cookie, X-Geo-Position' : 'Cookie, X-Geo-Position';
  return headers;
}

/** Cache-Control values from the most to the least restrictive. */
const restrictiveness = (value: string | null) => (value === null ? 0 : /\bno-store\b/.test(value) ? 2 : 1);

/**
 * The route modules' `headers()` (React Router calls it from the root down): a route's own
 * headers (its loader's, or those of the error a loader threw) over its parent's, except that the
 * stricter Cache-Control wins (one stale answer makes the whole page no-store) and Vary lists what
 * either varies on.
 */
export function routeHeaders({
  parentHeaders,
  loaderHeaders,
  errorHeaders,
}: {
  parentHeaders?: Headers;
  loaderHeaders: Headers;
  errorHeaders?: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const own of [loaderHeaders, errorHeaders]) {
    if (!own) continue;
    for (const [name, value] of own) {
      if (name === 'cache-control') {
        if (restrictiveness(value) >= restrictiveness(headers.get(name))) headers.set(name, value);
      } else if (name === 'vary') {
        const listed = new Set([...(headers.get(name) ?? '').split(','), ...value.split(',')].map((v) => v.trim()));
        listed.delete('');
        headers.set(name, [...listed].join(', '));
      } else {
        headers.set(name, value);
      }
    }
  }
  return headers;
}
