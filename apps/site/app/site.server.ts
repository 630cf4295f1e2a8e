import { data, type RouterContextProvider } from 'react-router';
import {
  apiCalls,
  callKey,
  enabledMatch,
  featuresFor,
  geoPositionHeader,
  matchRoute,
  siteForHost,
  type FeatureSwitches,
  type Language,
  type Site,
} from '@marquee/data';
import type { PageCall } from '@marquee/pages/page';
import { chatOrigins, thirdPartyOrigins } from '@marquee/pages/tracking';
// Server-only: the shell's barrel brings its components' styles, which the browser's first load must not import.
export { shellCalls } from '@marquee/pages/shell';
import { readConfig } from '../server/config.ts';
import { cookieAppWebview, cookieLocator, resolveLanguage } from '../server/locale.ts';
import { captchaFrameSources, createNonce } from '../server/security.ts';
import { createUpstream, type Upstream } from '../server/upstream.ts';
import { requestContext, type RequestContext } from './context.ts';

export const config = readConfig();
/** Where the configured tag manager and widgets may connect (the page's connect-src, decision 0053). */
const thirdPartyConnectOrigins = thirdPartyOrigins(config.thirdParty);

/** The page's connect-src origins: the configured scripts', and the live chat's where the site has its desk (decision 0056). */
export function connectOriginsFor(
  settings: { agentforce?: { deploymentUrl?: string | null; scrt2Url?: string | null } | null } | undefined,
  features: FeatureSwitches,
): string[] {
  return [...new Set([...thirdPartyConnectOrigins, ...chatOrigins(settings?.agentforce, features)])];
}
/** reCAPTCHA's frames, where its script is another origin's (the page's frame-src, decision 0059). */
export const captchaFrames = captchaFrameSources(config.captchaScriptUrl);
export const upstream = createUpstream({
  apiUrl: config.apiUrl,
  staleWhileRevalidateMs: config.upstreamStaleMs,
  timeoutMs: config.upstreamTimeoutMs,
  deadlineMs: config.upstreamDeadlineMs,
});

/** The settings call: the feature switches and what the shell reads of them. */
export const settingsCall: PageCall = { id: 'settings' };

/**
 * ARCHITECTURE "One request" 1-4, once per request (the root middleware): host -> site, the route
 * table -> page kind, then the language, the locator's choice and the feature switches.
 */
export async function resolveRequest(request: Request, now: Date): Promise<RequestContext> {
  // The server's boundary settled the scheme and the host into the address (server/boundary.ts
  // `resolvedRequest`): the proxy's headers were read there, once, and are gone.
  const url = new URL(request.url);
  const { host, origin } = url;
  const secure = url.protocol === 'https:';
  const site = siteForHost(host, config.productionHosts);
  const geoPosition = request.headers.get(geoPositionHeader)?.slice(0, 64) ?? null;
  const base = { now: now.toISOString(), nonce: createNonce(), secure, origin, geoPosition };
  const locator = cookieLocator(request.headers.get('cookie'));
  if (!site) {
    return Object.freeze({
      ...base,
      site: null,
      match: { found: false, language: 'en', trailingSlash: false },
      language: 'en',
      negotiated: false,
      locator,
      appWebview: false,
      // Never read: every loader answers 404 first (siteRequest).
      features: featuresFor('fr', undefined),
      settings: {},
      settingsStale: false,
    } satisfies RequestContext);
  }
  const routed = matchRoute(site.code, `${url.pathname}${url.search}`);
  const { language, negotiated } = resolveLanguage(site, routed, request.headers);
  const settings = await loadCalls(site, site.defaultLanguage, [settingsCall], geoPosition);
  const answer = settings.results[0];
  const apiFeatures = answer?.ok ? (answer.data as { features?: unknown }).features : undefined;
  const features = featuresFor(site.code, apiFeatures);
  // A page the site's switches turn off is not part of it: the catch-all (decision 0048).
  const match = enabledMatch(routed, features);
  return Object.freeze({
    ...base,
    site,
    match,
    language,
    negotiated,
    locator,
    appWebview: cookieAppWebview(request.headers.get('cookie')) || (match.found && Boolean(match.target.webview)),
    features,
    settings: settings.fallback,
    settingsStale: settings.stale,
  } satisfies RequestContext);
}

/** The request's context with its site: the website guard answers 404 for a host naming none. */
export function siteRequest(context: Readonly<RouterContextProvider>): RequestContext & { site: Site } {
  const request = context.get(requestContext);
  if (!request.site) throw data(null, { status: 404 });
  return request as RequestContext & { site: Site };
}

/** The key a hook reads a page call under (the same as `useApiCall` builds). */
export function keyOfCall(call: PageCall, language: Language): string {
  return callKey(apiCalls[call.id], { params: call.params, query: call.query } as never, language);
}

/** The call's key, or null when its parameters break the contract (a slug outside the API's pattern). */
function keyOrNull(call: PageCall, language: Language): string | null {
  try {
    return keyOfCall(call, language);
  } catch {
    return null;
  }
}

export interface LoadedCalls {
  /** The answers, keyed as the hooks key them: the SWR fallback of the server's render and of hydration. */
  fallback: Record<string, unknown>;
  results: Upstream[];
  /** A saved copy served for at least one call (the API is away): the page shows a notice and is not cached. */
  stale: boolean;
}

/** Calls without a response schema answer nothing a page reads. */
const anyAnswer = { parse: (input: unknown) => input };

/** Makes the calls in parallel through the upstream cache. */
export async function loadCalls(
  site: Site,
  language: Language,
  calls: readonly PageCall[],
  geoPosition: string | null,
): Promise<LoadedCalls> {
  const keys = calls.map((call) => keyOrNull(call, language));
  // The backend's geolocation (GET zone) answers by the visitor's position, as a proxy in front measured it.
  const geolocated: Record<string, string> = geoPosition ? { [geoPositionHeader]: geoPosition } : {};
  const results = await Promise.all(
    calls.map((call, index): Promise<Upstream> => {
      const key = keys[index];
      // An address whose slug or date the contract refuses names nothing: not found, never a 500.
      if (!key) return Promise.resolve({ ok: false, status: 404 });
      const { response, missing } = apiCalls[call.id];
      return upstream.get(site.code, key, response ?? anyAnswer, call.id === 'zone' ? geolocated : {}, missing);
    }),
  );
  const fallback: Record<string, unknown> = {};
  let stale = false;
  results.forEach((result, index) => {
    if (!result.ok) return;
    if (result.stale) stale = true;
    const key = keys[index];
    if (key) fallback[key] = result.data;
  });
  return { fallback, results, stale };
}
