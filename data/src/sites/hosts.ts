import { isSiteCode, siteForDevelopmentHost, sites, type Site, type SiteCode } from './sites.ts';

/**
 * Production domain (without the `www.` or `www-{env}.` label) -> site, e.g.
 * `{ 'marquee.fr': 'fr', 'marquee.nl': 'nl' }`. Configuration, not code: the real domains
 * belong to whoever runs the chain.
 */
export type ProductionHosts = Readonly<Record<string, SiteCode>>;

function hostnameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * ARCHITECTURE "One request" 1: development hosts first (`{site}.localhost`, plain localhost
 * -> fr), then the production map, on the bare domain or behind `www` / `www-{env}`.
 */
export function siteForHost(host: string, productionHosts: ProductionHosts = {}): Site | null {
  const development = siteForDevelopmentHost(host);
  if (development) return development;
  const hostname = hostnameOf(host);
  const domain = hostname.replace(/^www(-[a-z0-9]+)?\./, '');
  const code = Object.hasOwn(productionHosts, hostname)
    ? productionHosts[hostname]
    : Object.hasOwn(productionHosts, domain)
      ? productionHosts[domain]
      : undefined;
  return isSiteCode(code) ? sites[code] : null;
}

export const authEnvironments = ['production', 'staging', 'test'] as const;
export type AuthEnvironment = (typeof authEnvironments)[number];

export interface HostEnvironment {
  /** `production` for `www`, `{env}` for `www-{env}`, `development` for any other host. */
  environment: string;
  /** Which login-provider environment signs visitors in. */
  authEnvironment: AuthEnvironment;
}

/** catalogue.txt §9 Environments, member-and-shell.txt §7: the environment comes from the host. */
export function environmentForHost(host: string): HostEnvironment {
  const firstLabel = hostnameOf(host).split('.')[0] ?? '';
  const named = /^www-([a-z0-9]+)$/.exec(firstLabel)?.[1];
  const environment = firstLabel === 'www' ? 'production' : (named ?? 'development');
  return { environment, authEnvironment: authEnvironmentFor(environment) };
}

function authEnvironmentFor(environment: string): AuthEnvironment {
  if (environment === 'production' || environment === 'preproduction') return 'production';
  if (environment === 'staging1') return 'staging';
  return 'test';
}
