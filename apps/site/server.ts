import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { siteForDevelopmentHost, siteHeader } from '@marquee/data';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

const buildDir = fileURLToPath(new URL('./build/', import.meta.url));
const clientDir = relative(process.cwd(), `${buildDir}client`);
const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;
const handleRequest = createRequestHandler(build, 'production');

const app = new Hono();

app.get('/healthz', (c) => c.json({ status: 'ok' }));

// The browser talks to one origin: /api/* goes on to the API unchanged.
app.all('/api/*', (c) => {
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? '';
  const site = siteForDevelopmentHost(host);
  if (!site) return c.json({ code: 'NOT_FOUND', message: 'Unknown site', details: null }, 404);
  // The API answers per country site: name the site of the host the browser used.
  return proxy(`${apiUrl}${url.pathname}${url.search}`, {
    raw: c.req.raw,
    headers: { ...c.req.header(), 'x-forwarded-host': host, [siteHeader]: site.code },
  });
});

// Fingerprinted build assets never change; everything else in public/ is revalidated.
app.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
app.use(
  '*',
  serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }),
);

app.all('*', (c) => handleRequest(c.req.raw));

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`[site] listening on http://${info.address}:${info.port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
