import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import {
  apiCalls,
  callKey,
  featuresFor,
  geoPositionHeader,
  matchRoute,
  siteForHost,
  type FeatureSwitches,
  type Language,
  type LocatorChoice,
  type RouteMatch,
  type Site,
} from '@marquee/data';
import type { PageCall } from '@marquee/pages/page';
import { readConfig } from '../server/config.ts';
import { cookieLocator, resolveLanguage } from '../server/locale.ts';
import { createUpstream, type Upstream } from '../server/upstream.ts';
import { requestStateContext, type RequestState } from './context.ts';

export const config = readConfig();
export const upstream = createUpstream({ apiUrl: config.apiUrl, staleWhileRevalidateMs: config.upstreamStaleMs });

export interface ResolvedRequest {
  site: Site;
  language: Language;
  match: RouteMatch;
  state: RequestState;
  /** The locator cookie's choice (member §4 Locator); the HTML varies by the Cookie header. */
  locator: LocatorChoice | null;
}

/**
 * ARCHITECTURE "One request" 1-3: host -> site (the website guard answers 404 for a host naming
 * none, address unchanged), then the route table -> page kind, then the language.
 */
export function resolveRequest(request: Request, context: Readonly<RouterContextProvider>): ResolvedRequest {
  const state = context.get(requestStateContext);
  const url = new URL(request.url);
  const host = new URL(state.origin).host;
  const site = siteForHost(host, config.productionHosts);
  if (!site) throw data(null, { status: 404 });
  const match = matchRoute(site.code, `${url.pathname}${url.search}`);
  const { language, negotiated } = resolveLanguage(site, match, url.pathname, request.headers);
  if (negotiated) state.negotiated = true;
  return { site, language, match, state, locator: cookieLocator(request.headers.get('cookie')) };
}

/** The key a hook reads a page call under (the same as `useApiCall` builds). */
export function keyOfCall(call: PageCall, language: Language): string {
  return callKey(apiCalls[call.id], { params: call.params, query: call.query } as never, language);
}

export interface LoadedCalls {
  fallback: Record<string, unknown>;
  results: Upstream[];
}

/** Calls without a response schema answer nothing a page reads. */
const anyAnswer = { parse: (input: unknown) => input };

/** Makes the calls (in parallel), marks the response stale when a saved copy served. */
export async function loadCalls(
  site: Site,
  language: Language,
  calls: readonly PageCall[],
  state: RequestState,
): Promise<LoadedCalls> {
  const keys = calls.map((call) => keyOfCall(call, language));
  // The backend's geolocation (GET zone) answers by the visitor's position, as a proxy in front measured it.
  const geolocated: Record<string, string> = state.geoPosition ? { [geoPositionHeader]: state.geoPosition } : {};
  const results = await Promise.all(
    calls.map((call, index) =>
      upstream.get(
        site.code,
        keys[index] ?? '',
        apiCalls[call.id].response ?? anyAnswer,
        call.id === 'zone' ? geolocated : {},
      ),
    ),
  );
  const fallback: Record<string, unknown> = {};
  results.forEach((result, index) => {
    if (!result.ok) return;
    if (result.stale) state.stale = true;
    fallback[keys[index] ?? ''] = result.data;
  });
  return { fallback, results };
}

/** The settings call: the feature switches and what the shell reads of them. */
export const settingsCall: PageCall = { id: 'settings' };

/**
 * What a loader returns of its answers: inline on a client navigation's data request; on a
 * document, kept for the server's render and named by their calls, which the browser asks again
 * when the visitor engages (app/documentData.ts, docs/decisions/0021).
 */
export function shippedAnswers(
  state: RequestState,
  calls: readonly PageCall[],
  fallback: Record<string, unknown>,
): { fallback: Record<string, unknown>; documentCalls: readonly PageCall[] } {
  if (!state.document) return { fallback, documentCalls: [] };
  Object.assign(state.documentFallback, fallback);
  return { fallback: {}, documentCalls: calls };
}

/** The site's feature switches: country defaults overridden by the API's settings (ARCHITECTURE). */
export async function loadFeatures(
  site: Site,
  state: RequestState,
): Promise<{ features: FeatureSwitches; fallback: Record<string, unknown> }> {
  const call = settingsCall;
  const { results, fallback } = await loadCalls(site, site.defaultLanguage, [call], state);
  const settings = results[0];
  const apiFeatures = settings?.ok ? (settings.data as { features?: unknown }).features : undefined;
  return { features: featuresFor(site.code, apiFeatures), fallback };
}
