import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { setCookie } from 'hono/cookie';
import { siteForHost } from '@marquee/data';
import { apiAnswerHeaders, apiRequestHeaders, maxApiBodyBytes } from './apiProxy.ts';
import { isBearerCall } from './auth/bearerCalls.ts';
import { csrfCheck, csrfIssue } from './auth/csrf.ts';
import { loginMount, maxLoginBodyBytes } from './auth/loginProxy.ts';
import { createMemberAuth } from './auth/memberAuth.ts';
import {
  apiMethods,
  inProcess,
  isRequestFacts,
  loginMethods,
  methodAnswer,
  pageMethods,
  requestFacts,
  resolvedRequest,
  targetAnswer,
  type BoundaryAnswer,
  type Connection,
} from './boundary.ts';
import { retryAfterSeconds } from './caching.ts';
import type { SiteConfig } from './config.ts';
import type { SiteEnv } from './env.ts';
import { registerHealth } from './health.ts';
import { languageCookie, languageCookieMaxAge } from './locale.ts';
import { requestIdHeader, requestLogging, siteLogger, type Logger } from './logging.ts';
import { createPageCache, pageCacheKey } from './pageCache.ts';
import { isLocalLocation, languageSwitch, redirectLinkLocation, trailingSlashLocation } from './redirects.ts';
import { baseSecurityHeaders, createNonce, withCharset } from './security.ts';

export interface SiteAppOptions {
  /** Renders a page: React Router's handler over the server build (a stand-in in unit tests). */
  handleRequest: (request: Request) => Promise<Response>;
  config: SiteConfig;
  /** The build's browser assets, relative to the working directory; none, nothing static is served. */
  clientDir?: string | null;
  /** The request lines (default: the process's JSON logger, server/logging.ts). */
  logger?: Logger;
  log?: (message: string, error: unknown) => void;
  /** The clock of the members' sessions (token expiry; decision 0025). */
  now?: () => Date;
}

type Env = SiteEnv;

/** What the connection says: TLS, the peer, and how many Host lines the request really had. */
function connectionOf(c: Context<Env>): Connection {
  const incoming = c.env?.incoming;
  if (!incoming) return inProcess;
  let hostLines = 0;
  for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
    if (incoming.rawHeaders[index]?.toLowerCase() === 'host') hostLines += 1;
  }
  const socket = incoming.socket as typeof incoming.socket & { encrypted?: boolean };
  return { encrypted: socket.encrypted === true, remoteAddress: socket.remoteAddress ?? null, hostLines };
}

/** A boundary answer: JSON like the API's errors under /api, plain text elsewhere; never kept by a cache. */
function boundaryResponse({ status, code, message, allow }: BoundaryAnswer, api: boolean): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (allow) headers.set('Allow', allow);
  if (status === 204) return new Response(null, { status, headers });
  if (!api) return new Response(message, { status, headers });
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify({ code, message, details: null }), { status, headers });
}

/** The API sees the request's id (server/logging.ts): one id from nginx to the database. */
function withRequestId(headers: Headers, c: Context<Env>): Headers {
  headers.set(requestIdHeader, c.get('requestId'));
  return headers;
}

/** What answers anything that is not a page: nothing may run or be framed. */
const lockedDownPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The site's HTTP server as a Hono app (docs/architecture.md "One request, as built" 1): the
 * request boundary, the site's own redirects, the `/api/*` proxy, the assets, then the pages
 * through the micro-cache. `server/main.ts` loads the build and listens; tests call it in-process.
 */
export function createSiteApp({
  handleRequest,
  config,
  clientDir = null,
  logger = siteLogger(),
  log = (message, error) => logger.error({ err: error }, message),
  now,
}: SiteAppOptions) {
  const app = new Hono<Env>();
  const members = createMemberAuth({ config, now, logger, production: config.production });

  // First: every answer, a refusal included, carries its request id and has its log line.
  app.use('*', requestLogging({ logger, trustProxy: config.trustProxy, instance: config.instanceName }));

  // Pages, scripts, styles and API answers travel gzipped (a phone on a slow network pays per byte).
  app.use('*', compress());

  // Every response, whoever made it: the security headers, a charset on text, no X-Powered-By.
  app.use('*', async (c, next) => {
    await next();
    const secure = c.get('facts')?.secure ?? false;
    for (const [name, value] of Object.entries(baseSecurityHeaders({ secure }))) {
      // The sign-in provider's pages keep their stricter `no-referrer` (its links carry one-time addresses).
      if (name === 'Referrer-Policy' && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', lockedDownPolicy);
    const type = withCharset(c.res.headers.get('Content-Type'));
    if (type) c.res.headers.set('Content-Type', type);
    else if (c.res.status !== 204 && c.res.status !== 304)
      c.res.headers.set('Content-Type', 'text/plain; charset=utf-8');
    c.res.headers.delete('X-Powered-By');
  });

  // Health answers whatever the host (a load balancer asks by address).
  registerHealth(app, { apiUrl: config.apiUrl });

  // The boundary (server/boundary.ts): one valid host naming a site, an allowed method, a sane target.
  app.use('*', async (c, next) => {
    const url = URL.parse(c.req.url);
    const api = url?.pathname.startsWith('/api/') ?? false;
    const facts = requestFacts(c.req.raw, connectionOf(c), config.trustProxy);
    if (!isRequestFacts(facts)) return boundaryResponse(facts, api);
    c.set('facts', facts);
    if (!url) return boundaryResponse({ status: 400, code: 'BAD_REQUEST', message: 'Not an address' }, api);
    const login = members.loginProxy !== null && url.pathname.startsWith(`${loginMount}/`);
    const methods = api ? apiMethods : login ? loginMethods : pageMethods;
    const refusal = methodAnswer(c.req.method, methods) ?? targetAnswer(url.pathname, url.search);
    if (refusal) return boundaryResponse(refusal, api);
    // catalogue.txt §8 "Bad website parameter: 404 page"; no-store, so no cache keeps it for a real host.
    const site = siteForHost(facts.host, config.productionHosts);
    if (!site) return boundaryResponse({ status: 404, code: 'NOT_FOUND', message: 'No site at this host' }, api);
    c.set('site', site);
    await next();
  });

  // Every browser gets an anti-forgery token to echo on its writes (server/auth/csrf.ts).
  app.use('*', csrfIssue);

  /** A page: the request with its settled facts, through the micro-cache, to React Router. */
  const pageCache = createPageCache({ ttlMs: config.pageCacheMs });
  const renderPage = (c: Context<Env>) => {
    const facts = c.get('facts');
    const request = resolvedRequest(c.req.raw, new URL(c.req.url), facts);
    return pageCache.serve(
      pageCacheKey(request, facts, c.get('site')),
      () => handleRequest(request),
      createNonce,
      request.headers.get('accept-encoding'),
    );
  };

  // catalogue.txt §2: a trailing slash is redirected to the path without it, on the server only.
  app.use('*', async (c, next) => {
    const location = trailingSlashLocation(new URL(c.req.url));
    if (location && !c.req.path.startsWith('/api/')) return c.redirect(location, 301);
    await next();
  });

  // Members (decision 0037): the site signs them in with the provider and keeps their session.
  app.get('/auth/sign-in', (c) => members.signIn(c));
  app.get('/callback', (c) => members.callback(c));
  app.get('/auth/session', (c) => members.session(c));
  // Decision 0043: the provider's browser pages on this origin, so its sign-in frame is first party.
  const { loginProxy } = members;
  if (loginProxy) {
    app.on(
      ['GET', 'HEAD', 'POST'],
      `${loginMount}/*`,
      bodyLimit({
        maxSize: maxLoginBodyBytes,
        onError: (c) => c.text('Too large', 413, { 'Cache-Control': 'no-store' }),
      }),
      (c) => loginProxy(c),
    );
  }

  // No write reaches the API, or signs a member out, unless this site's own page asked for it.
  app.use('/api/*', csrfCheck);
  // member-and-shell.txt §7 POST logout: answered here, where the session lives.
  app.post('/api/logout', (c) => members.signOut(c));

  // The browser talks to one origin: /api/* goes on to the API, naming the host's site
  // (server/apiProxy.ts says which headers cross). A body is read whole, within the API's limit,
  // so a refused one is a 413 here rather than a connection the API cut.
  app.all(
    '/api/*',
    bodyLimit({
      maxSize: maxApiBodyBytes,
      onError: (c) =>
        c.json(
          { code: 'PAYLOAD_TOO_LARGE', message: `Bodies are limited to ${maxApiBodyBytes} bytes`, details: null },
          413,
          { 'Cache-Control': 'no-store' },
        ),
    }),
    async (c) => {
      const url = new URL(c.req.url);
      const method = c.req.method;
      let body: ArrayBuffer | undefined;
      if (method !== 'GET' && method !== 'HEAD') {
        try {
          body = await c.req.arrayBuffer();
        } catch {
          return boundaryResponse({ status: 400, code: 'BAD_REQUEST', message: 'The body could not be read' }, true);
        }
      }
      const headers = withRequestId(apiRequestHeaders(c.req.raw.headers, c.get('facts'), c.get('site').code), c);
      // The member's calls carry the session's access token; the browser never had it (decision 0037).
      if (isBearerCall(method, url.pathname)) {
        const bearer = await members.bearer(c);
        if ('ended' in bearer) {
          return c.json({ code: 'UNAUTHORIZED', message: 'The session has ended; sign in again', details: null }, 401, {
            'Cache-Control': 'no-store',
          });
        }
        if (bearer.authorization) headers.set('authorization', bearer.authorization);
      }
      try {
        const upstream = await fetch(`${config.apiUrl}${url.pathname}${url.search}`, {
          method,
          headers,
          body: body?.byteLength ? body : undefined,
          redirect: 'manual',
          signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(10_000)]),
        });
        // Through the context, so a refreshed session's cookie goes with the answer.
        return c.newResponse(upstream.body, {
          status: upstream.status as StatusCode,
          headers: apiAnswerHeaders(upstream.headers, url.pathname),
        });
      } catch {
        c.header('Retry-After', String(retryAfterSeconds));
        c.header('Cache-Control', 'no-store');
        return c.json(
          { code: 'API_UNAVAILABLE', message: 'The API is not answering; try again shortly', details: null },
          503,
        );
      }
    },
  );

  // member-and-shell.txt §7: /redirect/{language}/{kind}/{slug} leads to that page on this site.
  app.get('/redirect/*', (c) => {
    const location = redirectLinkLocation(c.get('site'), c.req.path);
    return location && isLocalLocation(location) ? c.redirect(location, 302) : renderPage(c);
  });

  // member-and-shell.txt §2 Language switch: "A change sets the cookie lang, then redirects to the
  // same page in the new language" — links, so it works before (and without) JavaScript too.
  app.get('/switch-language/:language', (c) => {
    const outcome = languageSwitch(c.get('site'), c.req.param('language'), c.req.query('to') ?? null);
    if (!outcome) return renderPage(c);
    setCookie(c, languageCookie, outcome.language, {
      path: '/',
      maxAge: languageCookieMaxAge,
      sameSite: 'Lax',
      secure: c.get('facts').secure,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(outcome.location, 303);
  });

  if (clientDir) {
    // The build's manifest is for the server (server/modulePreloads.ts), not for the web.
    app.all('/.vite/*', (c) => c.notFound());
    // Fingerprinted build assets never change; everything else in public/ is revalidated. Their
    // text comes compressed by the build (precompress.ts): brotli, else gzip, to whoever takes it.
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use(
      '*',
      serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }),
    );
  }

  // Pages: one render serves everyone asking for the same page for a moment (server/pageCache.ts).
  app.all('*', renderPage);

  // A failure in one request is that request's 500, never the process's end.
  app.onError((error, c) => {
    log('request failed', error);
    return c.text('Internal error', 500, { 'Cache-Control': 'no-store' });
  });

  return app;
}
