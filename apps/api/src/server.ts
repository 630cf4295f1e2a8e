import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { refreshDemoShowtimes, seedIfEmpty } from './db/seed.ts';
import { captchaFromEnvironment } from './http/captcha.ts';

const port = Number(process.env.API_PORT ?? 4000);
const hostname = process.env.API_HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
// PGLITE_DATA_DIR=memory keeps the embedded database in memory (throw-away, for tests).
const dataDirSetting = process.env.PGLITE_DATA_DIR ?? new URL('../.data/pglite', import.meta.url).pathname;
const dataDir = dataDirSetting === 'memory' ? undefined : resolve(dataDirSetting);

const database = await openDatabase({ databaseUrl, dataDir });
const seeded = await seedIfEmpty(database.db);
// DEMO_DATA=off leaves a real catalogue alone; otherwise a demo database seeded on an earlier day gets today's showtimes.
const refreshed = !seeded && process.env.DEMO_DATA !== 'off' && (await refreshDemoShowtimes(database.db));
console.log(
  `[api] ${database.kind === 'postgres' ? 'PostgreSQL server' : `embedded PGlite ${dataDir ? `in ${dataDir}` : 'in memory'}`}` +
    (seeded ? `, seeded the demo data (${seeded} shows)` : '') +
    (refreshed ? ', demo showtimes moved to the next 14 days' : ''),
);

// Public answers: one computation serves every caller for a moment (http/answerCache.ts); 0 turns it off.
const answerCacheMs = Number(process.env.API_CACHE_MS ?? 2000);
if (!Number.isInteger(answerCacheMs) || answerCacheMs < 0) {
  throw new Error(`API_CACHE_MS: "${process.env.API_CACHE_MS}" is not a number of milliseconds`);
}

// Said at start so a production API that would take the development token is seen at once.
const captcha = captchaFromEnvironment(process.env);
console.log(`[api] captcha on voucher and gift-card checks: ${captcha.name}`);

const server = serve({ fetch: createApp(database.db, { answerCacheMs, captcha }).fetch, port, hostname }, (info) => {
  console.log(`[api] listening on http://${info.address}:${info.port}`);
});

// Nothing a request does may take the process down; a stray rejection is logged, not fatal.
process.on('unhandledRejection', (reason) => console.error('[api] unhandled rejection', reason));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`[api] ${signal}: closing`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
