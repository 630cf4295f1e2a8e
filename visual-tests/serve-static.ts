/** Serves a built static folder (the Storybook build) on loopback, for the browser tests. */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { recordedMediaPath } from '../apps/api/src/tools/recordedMedia.ts';

const [folder = 'storybook-static', port = '6610'] = process.argv.slice(2);
const root = relative(process.cwd(), resolve(folder));

const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
// A recorded image named in another language is its own file (`md.svg?language=nl` is `md.nl.svg`).
app.use(
  '/api/media/*',
  serveStatic({
    root,
    rewriteRequestPath: (path, c) =>
      recordedMediaPath(path, new URL(c.req.url).search, (file) => existsSync(join(root, file))),
  }),
);
app.use('*', serveStatic({ root }));

serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, (info) => {
  console.log(`[static] ${folder} on http://127.0.0.1:${info.port}`);
});
