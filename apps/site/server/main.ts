import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createSiteApp } from './app.ts';
import { readConfig } from './config.ts';

/** The production server: the build, the app over it (server/app.ts), a port, and a clean stop. */
const config = readConfig();

const buildDir = fileURLToPath(new URL('../build/', import.meta.url));
const clientDir = relative(process.cwd(), `${buildDir}client`);
const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;

const app = createSiteApp({ handleRequest: createRequestHandler(build, 'production'), config, clientDir });

process.on('unhandledRejection', (reason) => console.error('[site] unhandled rejection:', reason));

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.hostname }, (info) => {
  console.log(`[site] listening on http://${info.address}:${info.port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
