import { createHash } from 'node:crypto';
import type { BlockList } from 'node:net';
import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import {
  apiCallList,
  geoPositionHeader,
  languages,
  type ApiCall,
  type ApiCallId,
  type ApiCalls,
  type Language,
  type Site,
} from '@marquee/data';
import type { Database } from '../db/database.ts';
import { errorBody, HttpError, validationError, type RequestPart } from '../errors.ts';
import type { AnswerCache, CachedAnswer } from './answerCache.ts';
import type { Authenticator, Identity } from './auth.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { clientAddress, clientKey, peerAddress } from './clientAddress.ts';
import { siteOfRequest } from './locale.ts';
import type { RateLimits } from './rateLimit.ts';

/**
 * Routing and validation driven by the call registry (data/src/contract/registry.ts):
 * one generic registration per entry validates path params, query, headers and
 * body with the entry's schemas, checks the bearer token when the entry says so,
 * calls the entry's implementation and sets the caching headers.
 */

export interface Services {
  db: Database;
  now: () => Date;
  captcha: CaptchaVerifier;
  auth: Authenticator;
  env: Record<string, string | undefined>;
  /** Public answers computed once for a moment (http/answerCache.ts); off when its time is 0. */
  answers?: AnswerCache;
  /** Counters shared through the database (http/rateLimit.ts). */
  rateLimits: RateLimits;
  /** Proxies whose X-Forwarded-For is believed (http/clientAddress.ts, API_TRUSTED_PROXIES). */
  trustedProxies: BlockList;
}

/** The caller as the rate limits see it: its address (null without a socket) and the key its counters use. */
export interface Client {
  address: string | null;
  key: string;
}

type Output<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export interface CallContext<C extends ApiCall = ApiCall> extends Services {
  call: C;
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  headers: Record<string, string>;
  body: Output<C['body']>;
  site: Site;
  language: Language;
  /** The signed-in client on bearer calls (null elsewhere). */
  identity: Identity | null;
  /** The request's instant: one clock reading per request. */
  at: Date;
  client: Client;
}

/** Returned by an implementation for a 204 answer. */
export const noContent = Symbol('no content');

export type Implementation<C extends ApiCall> = (context: CallContext<C>) => Promise<unknown>;
export type Implementations = { [K in ApiCallId]: Implementation<ApiCalls[K]> };

/** catalogue GETs: browsers keep them a minute, shared caches five, and may serve stale while revalidating. */
export const publicCacheControl = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
export const privateCacheControl = 'private, no-store';
/** The member's calendar feed (decision 0042): the subscriber's own application keeps it five minutes. */
export const privateMaxAgeCacheControl = 'private, max-age=300';

const cacheControlOf = { public: publicCacheControl, private: privateMaxAgeCacheControl, none: privateCacheControl };

/**
 * Where clients fetch the generated images (`/api/media/...`): MEDIA_URL when set (a CDN, or the
 * API's public address), else the origin this request came to. The chain's API gives media as
 * absolute URLs (issue 22); ours does too, so a client can fetch a poster without knowing the host.
 */
export function mediaOrigin(env: Record<string, string | undefined>, requestUrl: string): string {
  const configured = env.MEDIA_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(requestUrl).origin;
}

/** Serialises an answer with every `/api/media/...` path made absolute on `origin`: no call can forget it. */
export function answerJson(result: unknown, origin: string): string {
  return JSON.stringify(result, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith('/api/media/') ? `${origin}${value}` : value,
  );
}

const regexpSpecials = /[.*+?^${}()|[\]\\]/g;

/**
 * The Hono route of a path template. A param followed by text in its segment (`{token}.ics`)
 * becomes a pattern that keeps the text; `paramSuffixes` says what to cut off again.
 */
export function honoPath(path: string): string {
  return `/api/${path.replace(/\{(\w+)\}([^/]*)/g, (_match, name: string, suffix: string) =>
    suffix ? `:${name}{[^/]+${suffix.replace(regexpSpecials, '\\$&')}}` : `:${name}`,
  )}`;
}

export function paramSuffixes(path: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}([^/]+)/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

function withoutSuffixes(params: Record<string, string>, suffixes: Record<string, string>): Record<string, string> {
  const result = { ...params };
  for (const [name, suffix] of Object.entries(suffixes)) {
    const value = result[name];
    if (value?.endsWith(suffix)) result[name] = value.slice(0, -suffix.length);
  }
  return result;
}

/** Templates that only differ by param names (`showtimes/{date}` and `showtimes/{cinema}`) share a Hono route. */
function shapeOf(call: ApiCall): string {
  return `${call.method} ${call.path.replace(/\{\w+\}/g, '{}')}`;
}

function lowerCaseHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name.toLowerCase()] = value;
  });
  return result;
}

export function weakEtag(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || strip(candidate) === strip(etag));
}

function jsonAnswer(
  c: Context,
  status: number,
  body: unknown,
  cacheControl: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return c.body(JSON.stringify(body), status as 400, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': cacheControl,
  });
}

export function errorAnswer(c: Context, error: HttpError): Response {
  return jsonAnswer(c, error.status, errorBody(error.code, error.message, error.details), 'no-store', error.headers);
}

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'BAD_REQUEST', 'Malformed JSON body', [
      { in: 'body', path: '', message: 'not valid JSON' },
    ]);
  }
}

function parsePart<T extends z.ZodMiniType>(schema: T, value: unknown, where: RequestPart): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const body = validationError(where, result.error);
    throw new HttpError(400, body.code, body.message, body.details);
  }
  return result.data;
}

export function registerCalls(app: Hono, implementations: Implementations, services: Services): void {
  const shapes = apiCallList.map(shapeOf);
  apiCallList.forEach((call, index) => {
    const implementation = implementations[call.id as ApiCallId] as Implementation<ApiCall> | undefined;
    if (!implementation) throw new Error(`No implementation for the registry call ${call.id}`);
    // A later call with the same shape gets the request when this one's params do not fit.
    const hasLaterSibling = shapes.indexOf(shapes[index] ?? '', index + 1) !== -1;
    const firstSibling = shapes.indexOf(shapes[index] ?? '') === index;

    const suffixes = paramSuffixes(call.path);
    const handler = async (c: Context, next: () => Promise<void>): Promise<Response | undefined> => {
      const rawParams = withoutSuffixes(c.req.param() as Record<string, string>, suffixes);
      const parsedParams = call.params.safeParse(rawParams);
      if (!parsedParams.success) {
        if (firstSibling) c.set('firstParamError' as never, parsedParams.error as never);
        if (hasLaterSibling) {
          await next();
          return undefined;
        }
        const first = (c.get('firstParamError' as never) as z.core.$ZodError | undefined) ?? parsedParams.error;
        const body = validationError('path', first);
        return errorAnswer(c, new HttpError(400, body.code, body.message, body.details));
      }
      try {
        const site = siteOfRequest(c.req.raw.headers);
        const query = parsePart(call.query, c.req.query(), 'query');
        const headers = lowerCaseHeaders(c.req.raw.headers);
        if (call.headers) parsePart(call.headers, headers, 'header');
        const identity = call.bearer ? await services.auth.authenticate(headers.authorization) : null;
        const body = call.body ? parsePart(call.body, await readJsonBody(c), 'body') : undefined;
        const address = clientAddress(peerAddress(c), headers['x-forwarded-for'], services.trustedProxies);
        const requested = (query as { language?: Language }).language;
        // Public and private (the calendar feed) answers carry a validator; bearer calls are never kept.
        const kept = call.caching !== 'none';
        const media = mediaOrigin(services.env, c.req.url);
        const compute = async (): Promise<CachedAnswer> => {
          const result = await implementation({
            ...services,
            call,
            params: parsedParams.data,
            query,
            headers,
            body,
            site,
            language: requested ?? site.defaultLanguage,
            identity,
            at: services.now(),
            client: { address, key: clientKey(address) },
          } as CallContext<ApiCall>);
          if (result === noContent || call.response === null) return { status: 204, json: null, etag: null };
          // A text answer (the calendar feed) goes out as the implementation wrote it.
          const json = call.mediaType === 'application/json' ? answerJson(result, media) : String(result);
          return { status: 200, json, etag: kept ? weakEtag(json) : null };
        };
        // Shared computation only for public answers: a private one is its requester's alone.
        const answers =
          call.caching === 'public' && !call.headers && services.answers?.enabled ? services.answers : null;
        const url = new URL(c.req.url);
        const answer = answers
          ? await answers.answer(
              `${site.code} ${media} ${url.pathname}${url.search} ${headers[geoPositionHeader.toLowerCase()] ?? ''}`,
              compute,
            )
          : await compute();
        const cacheControl = cacheControlOf[call.caching];
        if (answer.status === 204 || answer.json === null) return c.body(null, 204, { 'cache-control': cacheControl });
        const responseHeaders: Record<string, string> = {
          'content-type': `${call.mediaType}; charset=utf-8`,
          'cache-control': cacheControl,
          vary: 'X-Marquee-Site, Accept-Encoding',
        };
        if (answer.etag) {
          responseHeaders.etag = answer.etag;
          if (etagMatches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, responseHeaders);
        }
        return c.body(answer.json, 200, responseHeaders);
      } catch (error) {
        if (error instanceof HttpError) return errorAnswer(c, error);
        throw error;
      }
    };

    const paths = [honoPath(call.path)];
    // Client-area calls also answer under /api/v1/{path} and /api/{language}/{path} (member-and-shell.txt §7).
    if (call.clientArea) {
      paths.push(`/api/v1/${call.path}`, ...languages.map((language) => `/api/${language}/${call.path}`));
    }
    for (const path of paths) app.on(call.method, path, handler);
  });
}
