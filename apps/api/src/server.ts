import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { seedIfEmpty } from './db/seed.ts';

const port = Number(process.env.API_PORT ?? 4000);
const hostname = process.env.API_HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
// PGLITE_DATA_DIR=memory keeps the embedded database in memory (throw-away, for tests).
const dataDirSetting = process.env.PGLITE_DATA_DIR ?? new URL('../.data/pglite', import.meta.url).pathname;
const dataDir = dataDirSetting === 'memory' ? undefined : resolve(dataDirSetting);

const database = await openDatabase({ databaseUrl, dataDir });
const seeded = await seedIfEmpty(database.db);
console.log(
  `[api] ${database.kind === 'postgres' ? 'PostgreSQL server' : `embedded PGlite ${dataDir ? `in ${dataDir}` : 'in memory'}`}` +
    (seeded ? `, seeded ${seeded} shows` : ''),
);

const server = serve({ fetch: createApp(database.db).fetch, port, hostname }, (info) => {
  console.log(`[api] listening on http://${info.address}:${info.port}`);
});

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
