import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createSiteApp } from './app.ts';
import { readConfig } from './config.ts';
import { siteLogger } from './logging.ts';
import { keepConnectionsAlive } from '@marquee/server-kit/keepAlive';
import { gracefulShutdown } from '@marquee/server-kit/shutdown';

/** The production server: the build, the app over it (server/app.ts), a port, and a clean stop. */
const config = readConfig();
const logger = siteLogger();

const buildDir = fileURLToPath(new URL('../build/', import.meta.url));
const clientDir = relative(process.cwd(), `${buildDir}client`);
const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;

const app = createSiteApp({ handleRequest: createRequestHandler(build, 'production'), config, clientDir });

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.hostname }, (info) => {
  logger.info({ address: info.address, port: info.port }, `listening on http://${info.address}:${info.port}`);
});
keepConnectionsAlive(server);

const shutdown = gracefulShutdown(server, { logger });
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
