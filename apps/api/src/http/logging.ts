import { AsyncLocalStorage } from 'node:async_hooks';
import type { BlockList } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { DestinationStream } from 'pino';
import { isSiteCode, siteHeader } from '@marquee/data';
import { createJsonLogger, loggedPath, requestIdFor, requestIdHeader, type Logger } from '@marquee/server-kit/logging';
import { isTrustedPeer, peerAddress } from './clientAddress.ts';

/**
 * The API's logs (decision 0033): one JSON line per event on standard output, one per request,
 * each carrying the request id the site (or a proxy in front) sent, so one page view can be
 * followed from nginx through the site to the API. Errors carry their stack here, never in a body.
 */

export type { Logger };
export { loggedPath, requestIdFor, requestIdHeader };

/** The request being answered, for lines written deep in its work (the captcha provider's failure). */
const scope = new AsyncLocalStorage<{ requestId: string }>();

/** A logger from the environment (`LOG_LEVEL`, `INSTANCE_NAME`); its lines carry the request's id. `destination` is for tests. */
export function createLogger(
  service: string,
  env: Record<string, string | undefined> = process.env,
  destination?: DestinationStream,
): Logger {
  return createJsonLogger({ service, env, destination, requestId: () => scope.getStore()?.requestId });
}

let processLogger: Logger | undefined;

/** The process's logger (made from the environment on first use). */
export function apiLogger(): Logger {
  return (processLogger ??= createLogger('api'));
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id (requestLogging), for log lines written further in. */
    requestId: string;
  }
}

/**
 * Sets the request id (echoed in `X-Request-Id`) and writes the request's line once it is answered:
 * at info, or at warn when it took `slowMs` or more (`SLOW_REQUEST_MS`, default 1 s), so a stack
 * logging warnings only (the e2e suite's) still shows the answers a page waited for.
 */
export function requestLogging(logger: Logger, trustedProxies: BlockList, slowMs = 1000): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const peer = peerAddress(c);
    const id = requestIdFor(c.req.header(requestIdHeader), peer !== undefined && isTrustedPeer(trustedProxies, peer));
    c.set('requestId', id);
    await scope.run({ requestId: id }, next);
    c.res.headers.set(requestIdHeader, id);
    const site = c.req.header(siteHeader);
    const ms = Math.round(performance.now() - started);
    logger[ms >= slowMs ? 'warn' : 'info'](
      {
        reqId: id,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms,
        site: site && isSiteCode(site) ? site : undefined,
      },
      'request',
    );
  };
}
