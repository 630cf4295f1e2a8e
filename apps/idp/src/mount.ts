import type { IncomingMessage } from 'node:http';
import type { IdpConfig } from './config.ts';

/**
 * The provider's browser pages served under a site's own origin (decision 0043): the site's
 * `/login/…` proxy forwards a request with the site's origin (`X-Forwarded-Host`, `-Proto`) and
 * the path it is mounted at (`X-Forwarded-Prefix`). The provider then names every address it
 * gives the browser on that origin under that path, so its cookies and pages are the site's
 * first party and the sign-in frame works; the issuer, tokens and back-channel stay its own.
 *
 * Believed only behind a trusted proxy (IDP_TRUST_PROXY) and only for a site the provider serves
 * (an origin of its redirect URIs): anyone else asking gets the provider at its own address.
 */
export const mountPrefixHeader = 'x-forwarded-prefix';

/** One path segment or more, nothing a browser could read as another origin or a query. */
const prefixPattern = /^(?:\/[a-z0-9][a-z0-9._-]*)+$/i;

type Mountable = IncomingMessage & { originalUrl?: string };

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** The mount path this request asks for and may have, or '' (the provider's own address). */
export function requestedMount(req: IncomingMessage, config: Pick<IdpConfig, 'trustProxy' | 'siteOrigins'>): string {
  const prefix = first(req.headers[mountPrefixHeader]);
  if (!config.trustProxy || !prefix || !prefixPattern.test(prefix)) return '';
  const host = first(req.headers['x-forwarded-host']);
  const protocol = first(req.headers['x-forwarded-proto']) ?? 'http';
  return host && config.siteOrigins.includes(`${protocol}://${host}`.toLowerCase()) ? prefix : '';
}

/**
 * Marks the request as mounted the way Express does (`originalUrl` = mount path + url), which is
 * what oidc-provider reads to build its addresses (its `urlFor`); a refused mount drops the prefix
 * header, so nothing downstream reads it.
 */
export function acceptMount(req: IncomingMessage, config: Pick<IdpConfig, 'trustProxy' | 'siteOrigins'>): void {
  const mount = requestedMount(req, config);
  if (mount) (req as Mountable).originalUrl = `${mount}${req.url ?? '/'}`;
  else req.headers['x-forwarded-prefix'] = undefined;
}

/** The path the request was mounted at ('' when asked at the provider's own address). */
export function mountOf(req: IncomingMessage): string {
  const { originalUrl } = req as Mountable;
  const url = req.url ?? '/';
  return originalUrl && originalUrl !== url && originalUrl.endsWith(url) ? originalUrl.slice(0, -url.length) : '';
}

/** The page is shown in the site's sign-in frame (the browser says so): it drops its own header. */
export const isFramed = (req: IncomingMessage) => first(req.headers['sec-fetch-dest']) === 'iframe';
