import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { DestinationStream } from 'pino';
import { createJsonLogger, loggedPath, requestIdFor, requestIdHeader, type Logger } from '@marquee/server-kit/logging';

/**
 * The site server's logs (decision 0033): JSON lines on standard output, one per request, each
 * with the request's id — taken from a trusted proxy (nginx's `$request_id`) or made here, echoed
 * in `X-Request-Id`, and sent on to the API with every call made for the request (the `/api`
 * proxy and the loaders' calls), so one page view reads as one id from nginx to the database.
 */

export type { Logger };
export { loggedPath, requestIdFor, requestIdHeader };

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

/** A logger from the environment (`LOG_LEVEL`, `INSTANCE_NAME`); its lines carry the request's id. `destination` is for tests. */
export function createLogger(
  env: Record<string, string | undefined> = process.env,
  destination?: DestinationStream,
): Logger {
  return createJsonLogger({ service: 'site', env, destination, requestId: currentRequestId });
}

/** The process's logger (made from the environment on first use). */
export function siteLogger(): Logger {
  return (shared.logger ??= createLogger());
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
