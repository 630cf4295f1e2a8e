import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from './app.ts';
import { readConfig } from './config.ts';
import { apiHealth } from './health.ts';
import { createLogger } from './logging.ts';
import { keepConnectionsAlive } from '@marquee/server-kit/keepAlive';
import { gracefulShutdown } from '@marquee/server-kit/shutdown';
import { createUpstream } from './upstream.ts';

/**
 * Issue 22 "Operations" on the site's server, in-process: JSON request lines with a request id
 * that reaches the API (through the /api proxy and on the loaders' own calls), health that asks
 * the API's health, and a clean stop. The API is a real HTTP server on a free port that echoes
 * what reached it; pages come from a stand-in renderer that makes a loader's call.
 */

let apiHealthStatus = 200;
let apiHits = 0;
let api: Server;
let apiUrl = '';
beforeAll(async () => {
  api = createServer((request: IncomingMessage, response: ServerResponse) => {
    apiHits += 1;
    const status = request.url === '/healthz' ? apiHealthStatus : 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ url: request.url, headers: request.headers }));
  });
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

/** The site app writing its log into `lines`; its renderer makes one server-side API call, as a loader does. */
function siteWithLog(env: Record<string, string> = {}, handle?: (request: Request) => Promise<Response>) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { LOG_LEVEL: 'info', INSTANCE_NAME: 'site-a' },
    {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    },
  );
  const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 0, log: () => {} });
  const handleRequest =
    handle ??
    (async () => {
      const answer = await upstream.get('fr', '/api/settings', { parse: (input: unknown) => input });
      const seen = answer.ok ? (answer.data as { headers: Record<string, string> }).headers : {};
      return Response.json({ apiSawRequestId: seen['x-request-id'] ?? null });
    });
  const app = createSiteApp({ handleRequest, config: readConfig({ API_URL: apiUrl, ...env }), logger });
  return { app, lines };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('structured logs with a request id (issue 22 Operations)', () => {
  it('writes one JSON line per request: id, method, path without the query, status, duration, site', async () => {
    const { app, lines } = siteWithLog();
    const response = await app.request('http://fr.localhost/films?q=my-secret-search');
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(uuid);
    const line = lines.find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({
      level: 'info',
      service: 'site',
      instance: 'site-a',
      reqId: id,
      method: 'GET',
      path: '/films',
      status: 200,
      site: 'fr',
    });
    expect(line?.ms).toBeTypeOf('number');
    expect(JSON.stringify(lines)).not.toContain('my-secret-search');
  });

  it("sends the request's id to the API on the loaders' calls", async () => {
    const { app } = siteWithLog();
    const response = await app.request('http://fr.localhost/films');
    expect(await response.json()).toEqual({ apiSawRequestId: response.headers.get('X-Request-Id') });
  });

  it("sends the request's id to the API through the /api proxy, and never logs a card's PIN", async () => {
    const { app, lines } = siteWithLog();
    const shows = await app.request('http://fr.localhost/api/shows?language=fr');
    const seen = (await shows.json()) as { headers: Record<string, string> };
    expect(seen.headers['x-request-id']).toBe(shows.headers.get('X-Request-Id'));
    await app.request('http://fr.localhost/api/gift-card/6036254412345678/4321', {
      headers: { 'X-Recaptcha-Response': 'token' },
    });
    expect(lines.map((line) => line.path)).toEqual(['/api/shows', '/api/gift-card/{a}/{b}']);
    expect(JSON.stringify(lines)).not.toMatch(/6036254412345678|4321/);
  });

  it("keeps a proxy's X-Request-Id only behind a trusted proxy (TRUST_PROXY), and names the instance", async () => {
    const sent = { headers: { 'X-Request-Id': 'f3a9c2e1b7d84c0a9e6f1d2c3b4a5968' } };
    const trusted = siteWithLog({ TRUST_PROXY: '1', INSTANCE_NAME: 'site-a' });
    const kept = await trusted.app.request('http://fr.localhost/films', sent);
    expect(kept.headers.get('X-Request-Id')).toBe('f3a9c2e1b7d84c0a9e6f1d2c3b4a5968');
    expect(kept.headers.get('X-Instance')).toBe('site-a');
    expect(await kept.json()).toEqual({ apiSawRequestId: 'f3a9c2e1b7d84c0a9e6f1d2c3b4a5968' });
    const direct = await siteWithLog().app.request('http://fr.localhost/films', sent);
    expect(direct.headers.get('X-Request-Id')).toMatch(uuid);
    expect(direct.headers.get('X-Instance')).toBeNull();
  });

  it('logs a failed render with its stack and request id, and answers 500 without either', async () => {
    const { app, lines } = siteWithLog({}, () => Promise.reject(new Error('loader exploded at /srv/secret.ts')));
    const response = await app.request('http://fr.localhost/films');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal error');
    const error = lines.find((line) => line.level === 'error');
    expect(error).toMatchObject({ msg: 'request failed', reqId: response.headers.get('X-Request-Id') });
    expect((error?.err as { stack?: string }).stack).toMatch(/loader exploded[^\n]*\n\s+at /);
  });
});

describe('health that asks the API (issue 22 Operations)', () => {
  it("answers /livez at once, and /healthz with the API's health: 200, or 503 with the reason", async () => {
    apiHealthStatus = 200;
    const { app } = siteWithLog({ API_URL: apiUrl });
    expect((await app.request('http://10.0.0.7/livez')).status).toBe(200);
    const ready = await app.request('http://10.0.0.7/healthz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', api: 'ok' });

    apiHealthStatus = 503;
    const failing = siteWithLog({ API_URL: apiUrl }).app;
    const down = await failing.request('http://10.0.0.7/healthz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', reason: 'api: answered 503' });
    apiHealthStatus = 200;

    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = siteWithLog({ API_URL: `http://127.0.0.1:${closedPort}` }).app;
    expect(await (await unreachable.request('http://10.0.0.7/healthz')).json()).toEqual({
      status: 'unavailable',
      reason: 'api: not reachable',
    });
  });

  it('asks the API at most once per second, however many checks arrive', async () => {
    let clock = 0;
    const check = apiHealth({ apiUrl, now: () => clock });
    apiHits = 0;
    await Promise.all(Array.from({ length: 50 }, () => check()));
    clock += 999;
    await check();
    expect(apiHits).toBe(1);
    clock += 1;
    await check();
    expect(apiHits).toBe(2);
  });
});

describe('graceful shutdown (issue 22 Operations)', () => {
  it('stops accepting, finishes the request in flight, then exits 0', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const server = createServer((_request, response) => {
      started();
      void held.then(() => response.end('done'));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const answer = fetch(`http://127.0.0.1:${port}/slow`);
    await inFlight;

    let exitCode: number | null = null;
    const exited = new Promise<void>((resolve) => {
      gracefulShutdown(server, {
        logger: createLogger({ LOG_LEVEL: 'silent' }),
        exit: (code) => {
          exitCode = code;
          resolve();
        },
      })('SIGTERM');
    });
    await expect(fetch(`http://127.0.0.1:${port}/late`)).rejects.toThrow();
    release();
    const response = await answer;
    expect([response.status, await response.text()]).toEqual([200, 'done']);
    await exited;
    expect(exitCode).toBe(0);
  });
});

describe('kept-alive connections (the three servers, server-kit/keepAlive.ts)', () => {
  it('a server keeps an idle connection 65 s, longer than a proxy in front (60 s), and says so: the client closes first, so its next request is never reset', async () => {
    const server = keepConnectionsAlive(createServer((_, response) => response.end('ok')));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.text();
      expect(response.headers.get('keep-alive')).toBe('timeout=65');
      // Node would cut a reused connection's request if the headers timeout were the shorter.
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
