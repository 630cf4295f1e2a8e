import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { demoDataMode, prepareDemoData } from './db/demoData.ts';
import { createAuthenticator } from './http/auth.ts';
import { captchaFromEnvironment } from './http/captcha.ts';
import { apiLogger } from './http/logging.ts';
import { keepConnectionsAlive } from '@marquee/server-kit/keepAlive';
import { gracefulShutdown } from '@marquee/server-kit/shutdown';

const logger = apiLogger();

const port = Number(process.env.API_PORT ?? 4000);
const hostname = process.env.API_HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
// PGLITE_DATA_DIR=memory keeps the embedded database in memory (throw-away, for tests).
const dataDirSetting = process.env.PGLITE_DATA_DIR ?? new URL('../.data/pglite', import.meta.url).pathname;
const dataDir = dataDirSetting === 'memory' ? undefined : resolve(dataDirSetting);

const database = await openDatabase({ databaseUrl, dataDir, logger });
logger.info(
  { database: database.kind === 'postgres' ? 'PostgreSQL server' : `embedded PGlite ${dataDir ?? 'in memory'}` },
  'database open and migrated',
);
// Demo data never touches a database this API did not seed unless DEMO_DATA=1 (db/demoData.ts).
// The API's one clock: the demo data's days and every request's `now` read it.
const now = () => new Date();
await prepareDemoData(database.db, demoDataMode(process.env.DEMO_DATA, database.kind), { logger, now: now() });

// Public answers: one computation serves every caller for a moment (http/answerCache.ts); 0 turns it off.
const answerCacheMs = Number(process.env.API_CACHE_MS ?? 2000);
if (!Number.isInteger(answerCacheMs) || answerCacheMs < 0) {
  throw new Error(`API_CACHE_MS: "${process.env.API_CACHE_MS}" is not a number of milliseconds`);
}

// Said at start so a production API that would take the development token is seen at once.
const captcha = captchaFromEnvironment(process.env);
logger.info({ captcha: captcha.name }, 'captcha on voucher and gift-card checks');

// Said at start too: a production API without OIDC_ISSUER answers 503 on every client call
// (decision 0039) and keeps serving the catalogue; the error line makes the fault visible.
const auth = createAuthenticator(process.env, { now, logger });
if (process.env.NODE_ENV === 'production' && !process.env.OIDC_ISSUER?.trim()) {
  logger.error({ bearer: auth.description }, 'client calls cannot be signed in: set OIDC_ISSUER');
} else {
  logger.info({ bearer: auth.description, devShortcut: auth.developmentShortcut }, 'bearer tokens on client calls');
}

const app = createApp(database.db, { answerCacheMs, auth, captcha, logger, now });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  logger.info({ address: info.address, port: info.port }, `listening on http://${info.address}:${info.port}`);
});
keepConnectionsAlive(server);

// Nothing a request does may take the process down; a stray rejection is logged, not fatal.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

const shutdown = gracefulShutdown(server, { logger, afterClose: () => database.close() });
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
