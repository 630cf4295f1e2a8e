import type { ApiCall, ApiCallId, CallBody, CallParams, CallQuery, CallResponse } from './contract/registry.ts';
import { pathParamNames, type CallRoute, type MeaningfulStatus } from './contract/routes.ts';
import type * as Checks from './contract/checks.ts';
import type { Language } from './sites/sites.ts';

/** Anything that turns an unknown JSON body into a typed value (every contract schema is one). */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** A call the API answered with an error status. */
export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  /** The call said it handles its failures itself (member-and-shell.txt §7). */
  readonly skipGlobalErrorHandling: boolean;
  constructor(status: number, url: string, skipGlobalErrorHandling = false) {
    super(`API answered ${status} for ${url}`);
    this.name = 'ApiError';
    this.status = status;
    this.url = url;
    this.skipGlobalErrorHandling = skipGlobalErrorHandling;
  }
}

/**
 * The key of an /api call: its relative URL with the language query
 * (member-and-shell.txt §7: every /api/ request carries the current language).
 * The same key addresses the SWR cache in the browser and the SSR fallback.
 */
export function apiKey(path: string, language: Language, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, language });
  return `/api/${path.replace(/^\//, '')}?${params.toString()}`;
}

/**
 * Names the country site a server-side call is for. The chain's real API
 * answers per country host; the site's server calls the API on one internal
 * address, so it names the site in this header (docs/api.md).
 */
export const siteHeader = 'X-Marquee-Site';

/**
 * The visitor's position as a proxy or CDN in front of the site measured it
 * (`{latitude},{longitude}`): the API's backend geolocation (GET zone, the
 * locator's load-fail) reads it; the site's server passes it on (docs/api.md).
 */
export const geoPositionHeader = 'X-Geo-Position';

/**
 * The API answers media as absolute URLs, as the chain's does (issue 22), and ours serves them under
 * `/api/media/`. The browser reaches the API only through the site's own `/api` (one origin: the
 * page's CSP allows images from 'self'), and the site's server may reach it on an internal address
 * no browser can, so those URLs become paths on the page's origin. Any other URL (a CDN's) is kept.
 */
export function sameOriginMedia(json: unknown): unknown {
  if (typeof json === 'string')
    return /^https?:\/\/[^/?#]+\/api\/media\//.test(json) ? json.replace(/^https?:\/\/[^/?#]+/, '') : json;
  if (Array.isArray(json)) return json.map(sameOriginMedia);
  if (typeof json === 'object' && json !== null) {
    return Object.fromEntries(Object.entries(json).map(([name, value]) => [name, sameOriginMedia(value)]));
  }
  return json;
}

/**
 * The schemas and the lenient parse, loaded once, by the first call rather than with the code that
 * renders: in the browser they are a chunk of their own (downloaded once the page has hydrated,
 * evaluated by the first call the browser makes itself: a search, another day's showtimes), so
 * hydration builds no schema (decision 0028, stop 43).
 */
type Contract = typeof Checks;
let contract: Promise<Contract> | undefined;
export function loadContract(): Promise<Contract> {
  contract ??= import('./contract/checks.ts');
  return contract;
}

/** What a caller passes for a call: its params, query, body and headers, typed from the registry. */
export type CallArgs<C extends CallRoute> = {
  params?: CallParams<C>;
  query?: Omit<NonNullable<CallQuery<C>>, 'language'>;
  body?: CallBody<C>;
  headers?: Record<string, string>;
};

function serialiseQuery(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([name, value]) => name !== 'language' && value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Fills `{name}` segments of a path template, each encoded. */
export function fillPath(template: string, params: Record<string, unknown>): string {
  return pathParamNames(template).reduce(
    (path, name) => path.replace(`{${name}}`, encodeURIComponent(String(params[name]))),
    template,
  );
}

/**
 * The relative key of a call (`/api/show/dune-49620?language=fr`): the same
 * key for the loader's SWR fallback, the hook and the cache, and the URL the
 * call goes to. It is built from the arguments as given, without the call's
 * schemas (the browser keys its hooks without loading them); a query value the
 * caller leaves out is the API's to default. The call itself checks its
 * arguments before anything is sent. The settings call carries no language
 * (member-and-shell.txt §7).
 */
export function callKey<C extends CallRoute>(
  call: C,
  args: Pick<CallArgs<C>, 'params' | 'query'>,
  language: Language,
): string {
  const params = (args.params ?? {}) as Record<string, unknown>;
  const query = serialiseQuery((args.query ?? {}) as Record<string, unknown>);
  const path = fillPath(call.path, params);
  if (call.language) return apiKey(path, language, query);
  const search = new URLSearchParams(query).toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}

/**
 * A GET cache keyed by full URL (member-and-shell.txt §7). Create one per
 * server request and one per page lifetime in the browser: it is never a
 * module global, so no visitor ever reads another's answer.
 */
export interface ApiCache {
  get(url: string): unknown;
  has(url: string): boolean;
  set(url: string, key: string, data: unknown): void;
  /** The cached answers by relative key: the SWR fallback a loader returns. */
  fallback(): Record<string, unknown>;
  clear(): void;
}

export function createApiCache(): ApiCache {
  const entries = new Map<string, { key: string; data: unknown }>();
  return {
    get: (url) => entries.get(url)?.data,
    has: (url) => entries.has(url),
    set: (url, key, data) => void entries.set(url, { key, data }),
    fallback: () => Object.fromEntries([...entries.values()].map(({ key, data }) => [key, data])),
    clear: () => entries.clear(),
  };
}

/**
 * The anti-forgery pair: the site sets the token in a readable cookie and
 * expects it back in a header on every non-GET same-origin request
 * (docs/decisions/0011-data-contract-and-client.md).
 */
export const antiForgery = { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' } as const;

/** The browser globals the client reads, absent on the server (typed without the DOM library). */
const browser = globalThis as { document?: { cookie: string }; location?: { origin: string } };

/** Reads a cookie from `document.cookie` when there is a document (the browser). */
export function readDocumentCookie(name: string): string | null {
  if (!browser.document) return null;
  for (const pair of browser.document.cookie.split(';')) {
    const [cookieName, ...value] = pair.trim().split('=');
    if (cookieName === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Every way a call can end, typed: no thrown strings (member-and-shell.txt §2, §8). */
export type ApiOutcome<T> =
  | { kind: 'ok'; status: number; data: T; url: string; skipGlobalErrorHandling: boolean }
  /** 204: the FAQ article by slug moved to the FAQ home. */
  | { kind: 'no-content'; status: 204; url: string; skipGlobalErrorHandling: boolean }
  | { kind: 'not-found'; status: 404; url: string; skipGlobalErrorHandling: boolean }
  /** 410: the show is gone (error page with errorCode=410). */
  | { kind: 'gone'; status: 410; url: string; skipGlobalErrorHandling: boolean }
  /** Any other failure: an error status, a network failure (status 0) or an answer outside the contract. */
  | { kind: 'error'; status: number; url: string; error: unknown; skipGlobalErrorHandling: boolean };

export interface ApiClientOptions {
  language: Language;
  /** The site's origin (`http://fr.localhost:3000`), or API_URL on the server. Default: the page's origin. */
  origin?: string;
  /** The client-area host for flagged client-area calls. Default: `origin`. */
  clientAreaOrigin?: string;
  /** Client-area calls under /api/v1/{path} (true) or /api/{language}/{path} (false); a setting. */
  clientApiVersioned?: boolean;
  fetchImpl?: typeof fetch;
  /** GET answers by full URL; omit to fetch every time. */
  cache?: ApiCache;
  /** The member's access token for bearer calls; none when signed out. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Inside the app webview no bearer is sent (member-and-shell.txt §7). */
  webview?: boolean;
  readCookie?: (name: string) => string | null;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly language: Language;
  readonly cache: ApiCache | undefined;
  /** The full URL a call goes to. */
  url<C extends CallRoute>(call: C, args?: CallArgs<C>): string;
  /** The relative key of a call (see callKey). */
  key<C extends CallRoute>(call: C, args?: CallArgs<C>): string;
  call<C extends CallRoute>(call: C, args?: CallArgs<C>): Promise<ApiOutcome<CallResponse<C>>>;
}

const defaultOrigin = () => browser.location?.origin ?? '';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { language, cache, webview = false, readCookie = readDocumentCookie } = options;
  const origin = options.origin ?? defaultOrigin();
  const clientAreaOrigin = options.clientAreaOrigin ?? origin;
  const fetchImpl = options.fetchImpl ?? fetch;

  function url<C extends CallRoute>(call: C, args: CallArgs<C> = {}): string {
    const key = callKey(call, args, language);
    if (!call.clientArea) return `${origin}${key}`;
    const prefix = options.clientApiVersioned === false ? `/api/${language}/` : '/api/v1/';
    return `${clientAreaOrigin}${key.replace(/^\/api\//, prefix)}`;
  }

  async function headersFor(call: ApiCall, args: CallArgs<ApiCall>): Promise<Headers> {
    const headers = new Headers({ accept: call.mediaType });
    if (call.headers) {
      const valid = call.headers.parse(lowerCaseKeys(args.headers ?? {})) as Record<string, string>;
      for (const [name, value] of Object.entries(valid)) headers.set(name, value);
    }
    if (call.body) headers.set('content-type', 'application/json');
    if (call.bearer && !webview) {
      const token = await options.getAccessToken?.();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    // Same-origin (the site's own /api) writes carry the anti-forgery token; a client-area host of
    // its own never sees it (the site's proxy refuses a write without it: decision 0037).
    if (call.method !== 'GET' && (!call.clientArea || clientAreaOrigin === origin)) {
      const token = readCookie(antiForgery.cookie);
      if (token) headers.set(antiForgery.header, token);
    }
    return headers;
  }

  async function call<C extends CallRoute>(route: C, args: CallArgs<C> = {}): Promise<ApiOutcome<CallResponse<C>>> {
    const skipGlobalErrorHandling = route.skipGlobalErrorHandling;
    let target = '';
    try {
      target = url(route, args);
      const key = callKey(route, args, language);
      if (route.method === 'GET' && cache?.has(target)) {
        return {
          kind: 'ok',
          status: 200,
          data: cache.get(target) as CallResponse<C>,
          url: target,
          skipGlobalErrorHandling,
        };
      }
      const { apiCalls, parseAnswer } = await loadContract();
      const checked = apiCalls[route.id as ApiCallId] as ApiCall;
      // What is sent is checked before it goes: a bad slug or query fails here, not at the API.
      checked.params.parse(args.params ?? {});
      checked.query.parse(args.query ?? {});
      const body = checked.body ? JSON.stringify(checked.body.parse(args.body ?? {})) : undefined;
      const response = await fetchImpl(target, {
        method: checked.method,
        headers: await headersFor(checked, args as CallArgs<ApiCall>),
        body,
        credentials: checked.credentials ? 'include' : 'same-origin',
        signal: options.signal,
      });
      const status = response.status as MeaningfulStatus;
      if (status === 204 && checked.response)
        return { kind: 'no-content', status, url: target, skipGlobalErrorHandling };
      if (status === 404) return { kind: 'not-found', status, url: target, skipGlobalErrorHandling };
      if (status === 410) return { kind: 'gone', status, url: target, skipGlobalErrorHandling };
      if (!response.ok) {
        const error = new ApiError(response.status, target, skipGlobalErrorHandling);
        return { kind: 'error', status: response.status, url: target, error, skipGlobalErrorHandling };
      }
      const data = (
        checked.response ? parseAnswer(checked.response, await answerOf(checked, response), key) : null
      ) as CallResponse<C>;
      if (checked.missing?.(data)) return { kind: 'not-found', status: 404, url: target, skipGlobalErrorHandling };
      if (checked.method === 'GET') cache?.set(target, key, data);
      return { kind: 'ok', status: response.status, data, url: target, skipGlobalErrorHandling };
    } catch (error) {
      return { kind: 'error', status: 0, url: target, error, skipGlobalErrorHandling };
    }
  }

  return {
    language,
    cache,
    url,
    key: (apiCall, args = {}) => callKey(apiCall, args, language),
    call,
  };
}

/** A text answer (the calendar feed, decision 0042) is checked as it came; JSON carries media URLs. */
async function answerOf(call: CallRoute, response: Response): Promise<unknown> {
  return call.mediaType === 'application/json' ? sameOriginMedia(await response.json()) : response.text();
}

function lowerCaseKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * The data of a successful outcome; any other outcome throws an ApiError
 * carrying its status (what SWR and loaders expect).
 */
export function dataOf<T>(outcome: ApiOutcome<T>): T {
  if (outcome.kind === 'ok') return outcome.data;
  if (outcome.kind === 'error' && !(outcome.error instanceof ApiError)) throw outcome.error;
  throw new ApiError(outcome.status, outcome.url, outcome.skipGlobalErrorHandling);
}
