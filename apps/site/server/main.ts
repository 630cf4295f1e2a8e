import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { setCookie } from 'hono/cookie';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { siteForHost, siteHeader } from '@marquee/data';
import { readConfig } from './config.ts';
import { languageCookie, languageCookieMaxAge, requestFacts } from './locale.ts';
import { languageSwitch, redirectLinkLocation, trailingSlashLocation } from './redirects.ts';
import { retryAfterSeconds } from './caching.ts';
import { createPageCache, pageCacheKey } from './pageCache.ts';
import { baseSecurityHeaders, createNonce, withCharset } from './security.ts';

const config = readConfig();

const buildDir = fileURLToPath(new URL('../build/', import.meta.url));
const clientDir = relative(process.cwd(), `${buildDir}client`);
const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;
const handleRequest = createRequestHandler(build, 'production');

/** What answers anything that is not a page: nothing may run or be framed. */
const lockedDownPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const app = new Hono();

// Pages, scripts, styles and API answers travel gzipped (a phone on a slow network pays per byte).
app.use('*', compress());

// Every response, whoever made it: the security headers, a charset on text, no X-Powered-By.
app.use('*', async (c, next) => {
  await next();
  const { secure } = requestFacts(c.req.raw, config.trustProxy);
  for (const [name, value] of Object.entries(baseSecurityHeaders({ secure }))) c.res.headers.set(name, value);
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', lockedDownPolicy);
  const type = withCharset(c.res.headers.get('Content-Type'));
  if (type) c.res.headers.set('Content-Type', type);
  else if (c.res.status !== 204 && c.res.status !== 304) c.res.headers.set('Content-Type', 'text/plain; charset=utf-8');
  c.res.headers.delete('X-Powered-By');
});

app.get('/healthz', (c) => c.json({ status: 'ok' }));

// catalogue.txt §2: a trailing slash is redirected to the path without it, on the server only.
app.use('*', async (c, next) => {
  const location = trailingSlashLocation(new URL(c.req.url));
  if (location && !c.req.path.startsWith('/api/')) return c.redirect(location, 301);
  await next();
});

// The browser talks to one origin: /api/* goes on to the API, naming the host's site.
app.all('/api/*', async (c) => {
  const url = new URL(c.req.url);
  const { host } = requestFacts(c.req.raw, config.trustProxy);
  const site = siteForHost(host, config.productionHosts);
  if (!site) return c.json({ code: 'NOT_FOUND', message: 'No site at this host', details: null }, 404);
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-forwarded-host', host);
  headers.set(siteHeader, site.code);
  headers.delete('host');
  try {
    const upstream = await fetch(`${config.apiUrl}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers,
      body: c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : c.req.raw.body,
      redirect: 'manual',
      signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(10_000)]),
      // @ts-expect-error Node's fetch needs this to stream a request body.
      duplex: 'half',
    });
    const answer = new Headers(upstream.headers);
    for (const hop of ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length'])
      answer.delete(hop);
    return new Response(upstream.body, { status: upstream.status, headers: answer });
  } catch {
    c.header('Retry-After', String(retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    return c.json(
      { code: 'API_UNAVAILABLE', message: 'The API is not answering; try again shortly', details: null },
      503,
    );
  }
});

// member-and-shell.txt §7: /redirect/{language}/{kind}/{slug} leads to that page on this site.
app.get('/redirect/*', (c) => {
  const site = siteForHost(requestFacts(c.req.raw, config.trustProxy).host, config.productionHosts);
  const location = site ? redirectLinkLocation(site, c.req.path) : null;
  return location ? c.redirect(location, 302) : handleRequest(c.req.raw);
});

// member-and-shell.txt §2 Language switch: "A change sets the cookie lang, then redirects to the
// same page in the new language" — links, so it works before (and without) JavaScript too.
app.get('/switch-language/:language', (c) => {
  const facts = requestFacts(c.req.raw, config.trustProxy);
  const site = siteForHost(facts.host, config.productionHosts);
  const outcome = site ? languageSwitch(site, c.req.param('language'), c.req.query('to') ?? null) : null;
  if (!outcome) return handleRequest(c.req.raw);
  setCookie(c, languageCookie, outcome.language, {
    path: '/',
    maxAge: languageCookieMaxAge,
    sameSite: 'Lax',
    secure: facts.secure,
  });
  c.header('Cache-Control', 'no-store');
  return c.redirect(outcome.location, 303);
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

// Pages: one render serves everyone asking for the same page for a moment (server/pageCache.ts).
const pageCache = createPageCache({ ttlMs: config.pageCacheMs });
app.all('*', (c) => {
  const request = c.req.raw;
  const { host } = requestFacts(request, config.trustProxy);
  return pageCache.serve(pageCacheKey(request, host), () => handleRequest(request), createNonce);
});

// A failure in one request is that request's 500, never the process's end.
app.onError((error, c) => {
  console.error('[site] request failed:', error);
  return c.text('Internal error', 500);
});
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
