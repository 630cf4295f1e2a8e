import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { MiddlewareHandler } from 'hono';
import { pino, type DestinationStream, type Logger } from 'pino';
import { apiCalls } from '@marquee/data';

/**
 * The site server's logs (decision 0033): JSON lines on standard output, one per request, each
 * with the request's id — taken from a trusted proxy (nginx's `$request_id`) or made here, echoed
 * in `X-Request-Id`, and sent on to the API with every call made for the request (the `/api`
 * proxy and the loaders' calls), so one page view reads as one id from nginx to the database.
 */

export type { Logger };

export const requestIdHeader = 'X-Request-Id';

/** What an id from a proxy may look like: a UUID, nginx's `$request_id` (hex), a tracing id. */
const requestIdPattern = /^[\w.:-]{1,128}$/;

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

interface RequestScope {
  requestId: string;
}

/**
 * One store and one logger per process. The server build bundles its own copy of this module
 * (the loaders' calls in server/upstream.ts and the render's errors run there), so both copies
 * find them under the same global key rather than in module variables.
 */
interface Shared {
  scope: AsyncLocalStorage<RequestScope>;
  logger?: Logger;
}
const sharedKey = Symbol.for('marquee.site.logging');
const shared = ((globalThis as { [sharedKey]?: Shared })[sharedKey] ??= { scope: new AsyncLocalStorage() });

/** The id of the request being answered, wherever in its work this runs; null outside a request. */
export function currentRequestId(): string | null {
  return shared.scope.getStore()?.requestId ?? null;
}

/**
 * A logger from the environment: `LOG_LEVEL` (default info; `silent` in the unit tests),
 * `INSTANCE_NAME` (default the host name) to tell instances apart. Lines written while a request
 * is answered carry its id. `destination` is for tests.
 */
export function createLogger(
  env: Record<string, string | undefined> = process.env,
  destination?: DestinationStream,
): Logger {
  const level = env.LOG_LEVEL || 'info';
  if (!levels.includes(level)) throw new Error(`LOG_LEVEL: "${level}" is not one of ${levels.join(', ')}`);
  return pino(
    {
      level,
      base: { service: 'site', instance: env.INSTANCE_NAME || hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names, not numbers: what a person grepping the log or a log shipper's filter expects.
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const id = currentRequestId();
        return id ? { reqId: id } : {};
      },
    },
    destination,
  );
}

/** The process's logger (made from the environment on first use). */
export function siteLogger(): Logger {
  return (shared.logger ??= createLogger());
}

/** Paths whose parameters are a card's number and PIN or a voucher code: logged as their pattern. */
const secretPaths = [apiCalls.giftCard.path, apiCalls.voucher.path].map((path) => ({
  prefix: `/api/${path.slice(0, path.indexOf('{'))}`,
  pattern: `/api/${path}`,
}));

/** The path as logged: never the query (a search, a `to=` target), never a card's secret. */
export function loggedPath(pathname: string): string {
  return secretPaths.find(({ prefix }) => pathname.startsWith(prefix))?.pattern ?? pathname;
}

/** The proxy's id when the site believes its proxy (TRUST_PROXY) and the id is sane, else a new one. */
export function requestIdFor(incoming: string | undefined, trustProxy: boolean): string {
  return trustProxy && incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id (requestLogging). */
    requestId: string;
  }
}

/**
 * Runs the request in its scope, echoes its id (and the instance's name when `instance` is set,
 * so a check through a load balancer sees which instance answered), and writes its line.
 */
export function requestLogging({
  logger,
  trustProxy,
  instance,
}: {
  logger: Logger;
  trustProxy: boolean;
  instance: string | null;
}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdFor(c.req.header(requestIdHeader), trustProxy);
    c.set('requestId', id);
    await shared.scope.run({ requestId: id }, next);
    c.res.headers.set(requestIdHeader, id);
    if (instance) c.res.headers.set('X-Instance', instance);
    const site = (c.var as { site?: { code: string } }).site?.code;
    logger.info(
      {
        reqId: id,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        site,
      },
      'request',
    );
  };
}
