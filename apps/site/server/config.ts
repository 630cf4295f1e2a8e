import type { ProductionHosts } from '@marquee/data';
// The module itself, not the barrel: the server runs this file untransformed (no .tsx).
import { widgetSource, type ThirdPartyConfig } from '@marquee/pages/tracking/thirdParty';
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
  /**
   * LOGIN_FRAME (decision 0043): `proxy` serves the provider's browser pages under `/login` on
   * each site's origin and signs members in inside the page's frame; `off` sends the browser to
   * the provider's own address, a full-page redirect (decision 0037), for a provider that cannot
   * be served under another origin.
   */
  loginFrame: LoginFrame;
  /** How long one render of a page serves every visitor asking for it (server/pageCache.ts); 0 turns it off. */
  pageCacheMs: number;
  /** How long past its two fresh seconds an API answer is still served while asked again (server/upstream.ts). */
  upstreamStaleMs: number;
  /**
   * UPSTREAM_TIMEOUT_MS, UPSTREAM_DEADLINE_MS: one API attempt's limit and both attempts' (2 s and
   * 2.5 s: issue 8's 503 within 3 s when the API is away). The e2e stack widens them: its API
   * shares two cores with the browsers, and a slow answer there is load, not an outage.
   */
  upstreamTimeoutMs: number;
  upstreamDeadlineMs: number;
  /** INSTANCE_NAME: named in the logs and, when set, in each answer's `X-Instance` (decision 0033). */
  instanceName: string | null;
  /** The OpenID Connect provider the site signs members in with (decision 0037). */
  oidc: OidcSettings;
  /** SESSION_SECRET: the session and sign-in cookies are encrypted under keys derived from it. */
  sessionSecret: string;
  /** NODE_ENV=production: no development secret, no plain-HTTP sign-in provider. */
  production: boolean;
  /**
   * TAG_MANAGER_ID, CHAT_WIDGET_URL, FEEDBACK_WIDGET_URL: the third-party scripts, loaded only with
   * the visitor's consent (decision 0053); unset, no tag manager is fetched and events stay in
   * `dataLayer`, the chat is the settings' deployment script and, outside production, the feedback
   * widget is the demo's (decision 0056).
   */
  thirdParty: ThirdPartyConfig;
  /**
   * RECAPTCHA_SCRIPT_URL (decision 0059): the reCAPTCHA v3 script the voucher and gift-card checks
   * load, with the settings' site key, when a visitor uses their form. Unset: Google's with
   * NODE_ENV=production, the demo's stand-in (served by the reference API) otherwise; empty: none,
   * and every check shows its warning.
   */
  captchaScriptUrl: string | null;
}

export const loginFrames = ['proxy', 'off'] as const;
export type LoginFrame = (typeof loginFrames)[number];

function readLoginFrame(value: string | undefined): LoginFrame {
  if (!value) return 'off';
  if ((loginFrames as readonly string[]).includes(value)) return value as LoginFrame;
  throw new Error(`LOGIN_FRAME: "${value}" is not one of ${loginFrames.join(', ')}`);
}

export interface OidcSettings {
  /** The provider's issuer URL; its discovery document is read on the first sign-in. */
  issuer: string;
  clientId: string;
  /** Null: a public client (PKCE only, no client authentication). */
  clientSecret: string | null;
  /** The API's resource indicator (RFC 8707): the audience of the access tokens the proxy sends. */
  resource: string;
}

/** apps/idp's development client secret and the issuer `npm start` runs it on (apps/idp/README.md). */
export const developmentOidc = {
  issuer: 'http://localhost:5600',
  clientSecret: 'marquee-site-development-secret',
} as const;
/** Good for development only: with NODE_ENV=production the site refuses to start on it. */
export const developmentSessionSecret = 'marquee-site-development-session-secret-not-for-production';
const minimumSessionSecretLength = 32;

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

function readOidc(env: Record<string, string | undefined>): OidcSettings {
  const issuer = (env.OIDC_ISSUER || developmentOidc.issuer).replace(/\/+$/, '');
  originOrNull('OIDC_ISSUER', issuer);
  const secret = env.OIDC_CLIENT_SECRET ?? developmentOidc.clientSecret;
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID || 'marquee-site',
    clientSecret: secret === '' ? null : secret,
    resource: env.OIDC_RESOURCE || 'urn:marquee:api',
  };
}

/** Like apps/idp's client secret: a production site never runs on the secret everyone can read here. */
function readSessionSecret(env: Record<string, string | undefined>): string {
  const secret = env.SESSION_SECRET || developmentSessionSecret;
  if (env.NODE_ENV === 'production' && secret === developmentSessionSecret) {
    throw new Error('SESSION_SECRET: set a secret of your own with NODE_ENV=production (at least 32 characters)');
  }
  if (secret.length < minimumSessionSecretLength) {
    throw new Error(`SESSION_SECRET: use at least ${minimumSessionSecretLength} characters`);
  }
  return secret;
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
    loginFrame: readLoginFrame(env.LOGIN_FRAME),
    pageCacheMs: milliseconds('PAGE_CACHE_MS', env.PAGE_CACHE_MS, 2000),
    upstreamStaleMs: milliseconds('UPSTREAM_SWR_MS', env.UPSTREAM_SWR_MS, 30_000),
    upstreamTimeoutMs: milliseconds('UPSTREAM_TIMEOUT_MS', env.UPSTREAM_TIMEOUT_MS, 2000),
    upstreamDeadlineMs: milliseconds('UPSTREAM_DEADLINE_MS', env.UPSTREAM_DEADLINE_MS, 2500),
    instanceName: env.INSTANCE_NAME?.trim() || null,
    oidc: readOidc(env),
    sessionSecret: readSessionSecret(env),
    production: env.NODE_ENV === 'production',
    thirdParty: {
      tagManagerId: readTagManagerId(env.TAG_MANAGER_ID),
      chatWidgetUrl: widgetUrl('CHAT_WIDGET_URL', env.CHAT_WIDGET_URL),
      feedbackWidgetUrl: widgetUrl(
        'FEEDBACK_WIDGET_URL',
        env.FEEDBACK_WIDGET_URL ?? (env.NODE_ENV === 'production' ? undefined : demoFeedbackWidget),
      ),
    },
    captchaScriptUrl: widgetUrl(
      'RECAPTCHA_SCRIPT_URL',
      env.RECAPTCHA_SCRIPT_URL ?? (env.NODE_ENV === 'production' ? googleRecaptchaScript : demoRecaptchaScript),
    ),
  };
}

/** A tag-manager container id (`GTM-XXXXXXX`); anything else stops the start. */
function readTagManagerId(value: string | undefined): string | null {
  const id = value?.trim();
  if (!id) return null;
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(id)) throw new Error(`TAG_MANAGER_ID: "${id}" is not a container id (GTM-XXXXXXX)`);
  return id;
}

/**
 * The reference API's demo feedback widget, through the site's /api proxy (decision 0056): the
 * development default, as the demo settings' chat data names the demo chat.
 */
export const demoFeedbackWidget = '/api/demo/widgets/feedback.js';

/** Google's reCAPTCHA v3 script (decision 0059); the page adds `render=<site key>`. */
export const googleRecaptchaScript = 'https://www.google.com/recaptcha/api.js';
/** The reference API's stand-in of reCAPTCHA's script, giving the development token (decision 0059). */
export const demoRecaptchaScript = '/api/demo/widgets/recaptcha.js';

/** A widget's script address: https, or a path on the site's own origin (`widgetSource`); empty turns it off. */
function widgetUrl(name: string, value: string | undefined): string | null {
  if (!value?.trim()) return null;
  const url = widgetSource(value);
  if (!url) throw new Error(`${name}: "${value.trim()}" is not an https URL or a path on the site (/…)`);
  return url;
}
