import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { Logger } from './logging.ts';

/**
 * Liveness and readiness (decision 0033). `/livez` says the process answers; `/healthz` says it
 * can serve: the database answers `select 1` within a short limit, else 503 with the reason, so a
 * load balancer or an orchestrator stops sending traffic to an instance cut off from its data.
 */

export const healthTimeoutMs = 1000;

const noStore = { 'Cache-Control': 'no-store' };

/** Why the database cannot serve, or null when it answered in time. The reason is generic; the log has the detail. */
export async function databaseFailure(
  probe: () => Promise<unknown>,
  timeoutMs: number,
  logger: Logger,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([probe().then(() => 'answered' as const), timedOut]);
    return outcome === 'timeout' ? `database: no answer within ${timeoutMs} ms` : null;
  } catch (error) {
    logger.warn({ err: error }, 'health: the database refused the probe');
    return 'database: not reachable';
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(
  app: Hono,
  db: Database,
  { logger, timeoutMs = healthTimeoutMs }: { logger: Logger; timeoutMs?: number },
): void {
  app.get('/livez', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/healthz', async (c) => {
    const reason = await databaseFailure(() => db.execute(sql`select 1`), timeoutMs, logger);
    if (reason) return c.json({ status: 'unavailable', reason }, 503, noStore);
    return c.json({ status: 'ok', database: 'ok' }, 200, noStore);
  });
}
