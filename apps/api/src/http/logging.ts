import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BlockList } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { pino, type DestinationStream, type Logger } from 'pino';
import { apiCalls, isSiteCode, siteHeader } from '@marquee/data';
import { isTrustedPeer, peerAddress } from './clientAddress.ts';

/**
 * The API's logs (decision 0033): one JSON line per event on standard output, one per request,
 * each carrying the request id the site (or a proxy in front) sent, so one page view can be
 * followed from nginx through the site to the API. Errors carry their stack here, never in a body.
 */

export type { Logger };

export const requestIdHeader = 'X-Request-Id';

/** What an id from a proxy may look like: a UUID, nginx's `$request_id` (hex), a tracing id. */
const requestIdPattern = /^[\w.:-]{1,128}$/;

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The request being answered, for lines written deep in its work (the captcha provider's failure). */
const scope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * A logger from the environment: `LOG_LEVEL` (default info; `silent` in the unit tests),
 * `INSTANCE_NAME` (default the host name) to tell instances apart. Lines written while a request
 * is answered carry its id. `destination` is for tests.
 */
export function createLogger(
  service: string,
  env: Record<string, string | undefined> = process.env,
  destination?: DestinationStream,
): Logger {
  const level = env.LOG_LEVEL || 'info';
  if (!levels.includes(level)) throw new Error(`LOG_LEVEL: "${level}" is not one of ${levels.join(', ')}`);
  return pino(
    {
      level,
      base: { service, instance: env.INSTANCE_NAME || hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names, not numbers: what a person grepping the log or a log shipper's filter expects.
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const id = scope.getStore()?.requestId;
        return id ? { reqId: id } : {};
      },
    },
    destination,
  );
}

let processLogger: Logger | undefined;

/** The process's logger (made from the environment on first use). */
export function apiLogger(): Logger {
  return (processLogger ??= createLogger('api'));
}

/** Paths whose parameters are a card's number and PIN or a voucher code: logged as their pattern. */
const secretPaths = [apiCalls.giftCard.path, apiCalls.voucher.path].map((path) => ({
  prefix: `/api/${path.slice(0, path.indexOf('{'))}`,
  pattern: `/api/${path}`,
}));

/** The path as logged: never the query (it may carry a search or a token), never a card's secret. */
export function loggedPath(pathname: string): string {
  return secretPaths.find(({ prefix }) => pathname.startsWith(prefix))?.pattern ?? pathname;
}

/** The caller's id when a trusted proxy (API_TRUSTED_PROXIES: the site) sent a sane one, else a new one. */
export function requestIdFor(incoming: string | undefined, trustedPeer: boolean): string {
  return trustedPeer && incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id (requestLogging), for log lines written further in. */
    requestId: string;
  }
}

/** Sets the request id (echoed in `X-Request-Id`) and writes the request's line once it is answered. */
export function requestLogging(logger: Logger, trustedProxies: BlockList): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const peer = peerAddress(c);
    const id = requestIdFor(c.req.header(requestIdHeader), peer !== undefined && isTrustedPeer(trustedProxies, peer));
    c.set('requestId', id);
    await scope.run({ requestId: id }, next);
    c.res.headers.set(requestIdHeader, id);
    const site = c.req.header(siteHeader);
    logger.info(
      {
        reqId: id,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        site: site && isSiteCode(site) ? site : undefined,
      },
      'request',
    );
  };
}
