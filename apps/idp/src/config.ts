import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSiteCode, siteCodes, type ProductionHosts } from '@marquee/data';

/**
 * The provider's settings, all from the environment with development defaults (apps/idp/README.md
 * lists them). Read once at start; a bad value stops the start with a clear message.
 */
export interface IdpConfig {
  port: number;
  hostname: string;
  /** The public URL browsers and relying parties use; every token names it as `iss`. */
  issuer: string;
  databaseUrl: string | undefined;
  /** PGlite's folder; undefined keeps the database in memory. */
  dataDir: string | undefined;
  client: SiteClient;
  /** The API's resource indicator: the `aud` of the access tokens it accepts. */
  apiAudience: string;
  /**
   * The sites' origins (those of the redirect URIs): the ones that may serve the provider's pages
   * under their own origin through their proxy (mount.ts, decision 0043).
   */
  siteOrigins: string[];
  productionHosts: ProductionHosts;
  /** Believe `X-Forwarded-For` / `-Proto` / `-Host` (behind a TLS-terminating proxy). */
  trustProxy: boolean;
  /** NODE_ENV is not `production`: the development inbox is served. */
  development: boolean;
}

/** The site, registered by configuration (no dynamic registration). */
export interface SiteClient {
  clientId: string;
  /** Null makes it a public client (token endpoint auth `none`); PKCE is required either way. */
  clientSecret: string | null;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export const developmentClientSecret = 'marquee-site-development-secret';
const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

function absoluteUrls(name: string, urls: string[]): string[] {
  for (const url of urls) {
    if (!URL.canParse(url)) throw new Error(`${name}: "${url}" is not an absolute URL`);
  }
  return urls;
}

function port(name: string, value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`${name}: "${value}" is not a port`);
  return parsed;
}

function parseProductionHosts(value: string | undefined): ProductionHosts {
  const hosts: Record<string, string> = {};
  for (const entry of list(value) ?? []) {
    const [domain = '', code = ''] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!domain || !isSiteCode(code)) throw new Error(`SITE_HOSTS: "${entry}" is not domain=site`);
    hosts[domain] = code;
  }
  return hosts as ProductionHosts;
}

/** Every country site on `{site}.localhost:PORT`, plus plain localhost (fr): the site's development hosts. */
function developmentSiteOrigins(sitePort: number): string[] {
  return [...siteCodes.map((code) => `http://${code}.localhost:${sitePort}`), `http://localhost:${sitePort}`];
}

export function readConfig(env: Record<string, string | undefined> = process.env): IdpConfig {
  const idpPort = port('IDP_PORT', env.IDP_PORT, 5600);
  const sitePort = port('IDP_SITE_PORT', env.IDP_SITE_PORT, 3000);
  const development = env.NODE_ENV !== 'production';
  const siteOrigins = developmentSiteOrigins(sitePort);
  const issuer = (env.IDP_ISSUER ?? `http://localhost:${idpPort}`).replace(/\/+$/, '');
  absoluteUrls('IDP_ISSUER', [issuer]);

  const secretSetting = env.IDP_CLIENT_SECRET ?? developmentClientSecret;
  if (!development && secretSetting === developmentClientSecret) {
    throw new Error('IDP_CLIENT_SECRET: set a secret of your own with NODE_ENV=production');
  }
  const redirectUris = absoluteUrls(
    'IDP_REDIRECT_URIS',
    list(env.IDP_REDIRECT_URIS) ?? siteOrigins.map((origin) => `${origin}/callback`),
  );
  const postLogoutRedirectUris = absoluteUrls(
    'IDP_POST_LOGOUT_REDIRECT_URIS',
    list(env.IDP_POST_LOGOUT_REDIRECT_URIS) ?? siteOrigins.map((origin) => `${origin}/`),
  );
  const dataDirSetting = env.IDP_PGLITE_DATA_DIR ?? defaultDataDir;

  return {
    port: idpPort,
    hostname: env.IDP_HOST ?? '127.0.0.1',
    issuer,
    databaseUrl: env.IDP_DATABASE_URL || env.DATABASE_URL || undefined,
    dataDir: dataDirSetting === 'memory' ? undefined : resolve(dataDirSetting),
    client: {
      clientId: env.IDP_CLIENT_ID ?? 'marquee-site',
      clientSecret: secretSetting === '' ? null : secretSetting,
      redirectUris,
      postLogoutRedirectUris,
    },
    apiAudience: env.IDP_API_AUDIENCE ?? 'urn:marquee:api',
    siteOrigins: [...new Set(redirectUris.map((uri) => new URL(uri).origin))],
    productionHosts: parseProductionHosts(env.SITE_HOSTS),
    trustProxy: env.IDP_TRUST_PROXY === '1' || env.IDP_TRUST_PROXY === 'true',
    development,
  };
}
