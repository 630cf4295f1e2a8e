import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';

/**
 * The API's documentation page (issue 23): Swagger UI, from the `swagger-ui-dist` package, served
 * by the API itself at /api/docs (and so through the site's /api/* forwarding too), reading
 * /api/openapi.json. Its files come from this origin, so its policy allows exactly that: its
 * own scripts (no inline script: the start-up is a file), its stylesheet, the style attributes
 * Swagger UI's components set, data: images (its icons) and calls to this origin ("Try it out").
 */

export const docsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Marquee reference API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="docs"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to an outside validator.
const start = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true, validatorUrl: null });\n`;

const distFolder = new URL('./', import.meta.resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export function registerDocs(app: Hono): void {
  const headers = (type: string, cache: string) => ({
    'content-type': type,
    'cache-control': cache,
    'content-security-policy': docsContentSecurityPolicy,
    'x-content-type-options': 'nosniff',
  });
  app.get('/api/docs', (c) => c.body(page, 200, headers('text/html; charset=utf-8', 'public, max-age=300')));
  app.get('/api/docs/start.js', (c) =>
    c.body(start, 200, headers('text/javascript; charset=utf-8', 'public, max-age=300')),
  );
  app.get('/api/docs/:file', async (c) => {
    const file = c.req.param('file');
    const type = Object.hasOwn(assets, file) ? assets[file] : undefined;
    if (!type) return c.notFound();
    const body = await readFile(new URL(file, distFolder));
    return c.body(body, 200, headers(type, 'public, max-age=86400'));
  });
}
