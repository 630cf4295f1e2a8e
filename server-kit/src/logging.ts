import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { pino, type DestinationStream, type Logger } from 'pino';
import { apiCalls } from '@marquee/data';

/**
 * What the site's and the API's JSON logs share (decision 0033): one line per event on standard
 * output, level names, ISO times, the service and instance on every line, the request's id on
 * every line written while it is answered, and paths that never carry a secret.
 */

export type { Logger };

export const requestIdHeader = 'X-Request-Id';

/** What an id from a proxy may look like: a UUID, nginx's `$request_id` (hex), a tracing id. */
const requestIdPattern = /^[\w.:-]{1,128}$/;

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A logger from the environment: `LOG_LEVEL` (default info; `silent` in the unit tests),
 * `INSTANCE_NAME` (default the host name) to tell instances apart. `requestId` names the request
 * being answered, if any, for each line. `destination` is for tests.
 */
export function createJsonLogger({
  service,
  requestId,
  env = process.env,
  destination,
}: {
  service: string;
  requestId: () => string | null | undefined;
  env?: Record<string, string | undefined>;
  destination?: DestinationStream;
}): Logger {
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
        const id = requestId();
        return id ? { reqId: id } : {};
      },
    },
    destination,
  );
}

/** Paths whose parameters are a card's number and PIN or a voucher code: logged as their pattern. */
const secretPaths = [apiCalls.giftCard.path, apiCalls.voucher.path].map((path) => ({
  prefix: `/api/${path.slice(0, path.indexOf('{'))}`,
  pattern: `/api/${path}`,
}));

/** The path as logged: never the query (a search, a `to=` target, a token), never a card's secret. */
export function loggedPath(pathname: string): string {
  return secretPaths.find(({ prefix }) => pathname.startsWith(prefix))?.pattern ?? pathname;
}

/** The id a trusted caller (a proxy, the site) sent when it is sane, else a new one. */
export function requestIdFor(incoming: string | undefined, trusted: boolean): string {
  return trusted && incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
}
