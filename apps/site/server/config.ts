import type { ProductionHosts } from '@marquee/data';
import { isSiteCode } from '@marquee/data';

/**
 * The site server's settings, all from the environment with working defaults (README
 * "Configuration"). Read once at start; a bad value stops the start with a clear message.
 */
export interface SiteConfig {
  port: number;
  hostname: string;
  /** Where the server reaches the API; browsers go through the site's own /api/*. */
  apiUrl: string;
  /** Production domain -> site, e.g. `marquee.fr=fr,marquee.nl=nl` (`www.` and `www-{env}.` are implied). */
  productionHosts: ProductionHosts;
  /** Believe `X-Forwarded-Proto` / `X-Forwarded-Host` (behind a TLS-terminating proxy). */
  trustProxy: boolean;
  /** Origin of the login provider, allowed as a frame source. */
  loginOrigin: string | null;
  /** How long one render of a page serves every visitor asking for it (server/pageCache.ts); 0 turns it off. */
  pageCacheMs: number;
  /** How long past its two fresh seconds an API answer is still served while asked again (server/upstream.ts). */
  upstreamStaleMs: number;
  /** INSTANCE_NAME: named in the logs and, when set, in each answer's `X-Instance` (decision 0033). */
  instanceName: string | null;
}

export function parseProductionHosts(value: string | undefined): ProductionHosts {
  const hosts: Record<string, string> = {};
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [domain = '', code = ''] = trimmed.split('=').map((part) => part.trim().toLowerCase());
    if (!domain || !isSiteCode(code)) {
      throw new Error(`SITE_HOSTS: "${trimmed}" is not domain=site with a site among fr, ch, be, tn, sn, nl, ci, ma`);
    }
    hosts[domain] = code;
  }
  return hosts as ProductionHosts;
}

function originOrNull(name: string, value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name}: "${value}" is not an absolute URL`);
  }
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 600_000) {
    throw new Error(`${name}: "${value}" is not a number of milliseconds between 0 and 600000`);
  }
  return parsed;
}

export function readConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT: "${env.PORT}" is not a port`);
  return {
    port,
    hostname: env.HOST ?? '0.0.0.0',
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    productionHosts: parseProductionHosts(env.SITE_HOSTS),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    loginOrigin: originOrNull('LOGIN_ORIGIN', env.LOGIN_ORIGIN),
    pageCacheMs: milliseconds('PAGE_CACHE_MS', env.PAGE_CACHE_MS, 2000),
    upstreamStaleMs: milliseconds('UPSTREAM_SWR_MS', env.UPSTREAM_SWR_MS, 30_000),
    instanceName: env.INSTANCE_NAME?.trim() || null,
  };
}
