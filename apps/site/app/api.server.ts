import { fetchApi, siteHeader, type Parser, type SiteCode } from '@marquee/data';

/** Where the site's server reaches the API (never through the public origin). */
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * Fetches an /api key for a loader. The answer goes into the SWR fallback
 * under the same key, so the page renders from it on the server and the client.
 */
export function loadApi<T>(key: string, schema: Parser<T>, request: Request, site: SiteCode): Promise<T> {
  return fetchApi(key, schema, {
    origin: apiUrl,
    headers: { [siteHeader]: site },
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(2000)]),
  });
}
