/** Serves a built static folder (the Storybook build) on loopback, for the browser tests. */
import { relative, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const [folder = 'storybook-static', port = '6610'] = process.argv.slice(2);
const root = relative(process.cwd(), resolve(folder));

const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
app.use('*', serveStatic({ root }));

serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, (info) => {
  console.log(`[static] ${folder} on http://127.0.0.1:${info.port}`);
});
