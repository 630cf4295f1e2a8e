import { createServer } from 'node:http';
import { keepConnectionsAlive } from '@marquee/server-kit/keepAlive';
import { createIdp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const idp = await createIdp({ config, db: database.db });

const server = keepConnectionsAlive(createServer(idp.listener));
server.listen(config.port, config.hostname, () => {
  console.log(
    `[idp] ${database.kind === 'postgres' ? 'PostgreSQL server' : `embedded PGlite ${config.dataDir ? `in ${config.dataDir}` : 'in memory'}`}; ` +
      `issuer ${config.issuer}, listening on http://${config.hostname}:${config.port}` +
      (config.development ? `; development inbox at ${config.issuer}/dev/inbox` : ''),
  );
});

// Nothing a request does may take the process down; a stray rejection is logged, not fatal.
process.on('unhandledRejection', (reason) => console.error('[idp] unhandled rejection', reason));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`[idp] ${signal}: closing`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
