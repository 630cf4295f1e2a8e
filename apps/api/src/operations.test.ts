import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openDatabase, type OpenDatabase } from './db/database.ts';
import { databaseFailure } from './http/health.ts';
import { createLogger } from './http/logging.ts';
import { logLines } from './test/logLines.ts';

/**
 * Issue 22 "Operations" on the API: JSON request lines with a request id, errors with their stack
 * in the log only, and a health check that asks the database. One empty in-memory PGlite: nothing
 * here reads the catalogue.
 */

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close().catch(() => {});
});

function appWithLog(env: Record<string, string> = {}) {
  const log = logLines();
  const logger = createLogger('api', { LOG_LEVEL: 'info', INSTANCE_NAME: 'api-1' }, log);
  return { app: createApp(database.db, { env, logger }), lines: log.lines };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('structured logs with a request id (issue 22 Operations)', () => {
  it('writes one JSON line per request: id, method, path without the query, status, duration, site; echoes the id', async () => {
    const { app, lines } = appWithLog();
    const response = await app.request('/api/search/full?q=secret-words&language=fr', {
      headers: { 'X-Marquee-Site': 'fr' },
    });
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(uuid);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      service: 'api',
      instance: 'api-1',
      msg: 'request',
      reqId: id,
      method: 'GET',
      path: '/api/search/full',
      status: response.status,
      site: 'fr',
    });
    expect(lines[0]?.ms).toBeTypeOf('number');
    expect(JSON.stringify(lines)).not.toContain('secret-words');
  });

  it("writes a slow request's line at warn (SLOW_REQUEST_MS), so a stack logging warnings shows what a page waited for", async () => {
    const waiting = (env: Record<string, string>) => {
      const { app, lines } = appWithLog(env);
      app.get('/api/slow', async (c) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return c.json({});
      });
      return { app, lines };
    };
    // At least 5 ms against 1 ms, and against an hour: neither depends on how busy the machine is.
    const slow = waiting({ SLOW_REQUEST_MS: '1' });
    await slow.app.request('/api/slow');
    const patient = waiting({ SLOW_REQUEST_MS: '3600000' });
    await patient.app.request('/api/slow');
    expect([...slow.lines, ...patient.lines].map(({ level, path }) => [level, path])).toEqual([
      ['warn', '/api/slow'],
      ['info', '/api/slow'],
    ]);
    expect(() => appWithLog({ SLOW_REQUEST_MS: 'soon' })).toThrow('SLOW_REQUEST_MS: "soon" is not a number');
  });

  it("never logs a gift card's number and PIN or a voucher code from the path", async () => {
    const { app, lines } = appWithLog();
    await app.request('/api/gift-card/6036254412345678/4321', { headers: { 'X-Marquee-Site': 'fr' } });
    await app.request('/api/voucher/MQ7XK2PL9', { headers: { 'X-Marquee-Site': 'fr' } });
    expect(lines.map((line) => line.path)).toEqual(['/api/gift-card/{a}/{b}', '/api/voucher/{code}']);
    expect(JSON.stringify(lines)).not.toMatch(/6036254412345678|4321|MQ7XK2PL9/);
  });

  it('logs an unhandled error with its stack and request id, and answers 500 without either', async () => {
    const { app, lines } = appWithLog();
    app.get('/api/broken', () => {
      throw new Error('the query failed: select secret from vault');
    });
    const response = await app.request('/api/broken');
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).not.toMatch(/vault|at .*\.ts/);
    const error = lines.find((line) => line.level === 'error');
    expect(error).toMatchObject({ msg: 'unhandled error', reqId: response.headers.get('X-Request-Id') });
    expect((error?.err as { stack?: string }).stack).toMatch(/select secret from vault\n\s+at /);
  });

  it('keeps an incoming X-Request-Id only from a trusted proxy (API_TRUSTED_PROXIES), else makes one', async () => {
    const ids = async (env: Record<string, string>, sent: string) => {
      const { app, lines } = appWithLog(env);
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const response = await fetch(`http://127.0.0.1:${port}/livez`, { headers: { 'X-Request-Id': sent } });
        return { echoed: response.headers.get('X-Request-Id'), logged: lines[0]?.reqId };
      } finally {
        server.close();
      }
    };
    // Loopback is trusted by default: the site on the same machine.
    expect(await ids({}, 'site-7f3a')).toEqual({ echoed: 'site-7f3a', logged: 'site-7f3a' });
    expect((await ids({ API_TRUSTED_PROXIES: 'none' }, 'site-7f3a')).echoed).toMatch(uuid);
    // A trusted proxy's id is still checked: no spaces, quotes or log-forging line breaks.
    expect((await ids({}, 'a b"c')).echoed).toMatch(uuid);
    // In-process, without a socket, nobody is a trusted proxy.
    const { app } = appWithLog();
    const response = await app.request('/livez', { headers: { 'X-Request-Id': 'site-7f3a' } });
    expect(response.headers.get('X-Request-Id')).toMatch(uuid);
  });
});

describe('health that checks the database (issue 22 Operations)', () => {
  it('answers /livez at once and /healthz 200 when the database answers select 1', async () => {
    const { app } = appWithLog();
    const live = await app.request('/livez');
    expect(live.status).toBe(200);
    const ready = await app.request('/healthz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('gives the reason when the database does not answer within the limit', async () => {
    const { lines } = appWithLog();
    const logger = createLogger('api', { LOG_LEVEL: 'silent' });
    // A server that accepted the connection and never answers: the probe never settles.
    const hung = () => new Promise<never>(() => {});
    expect(await databaseFailure(hung, 20, logger)).toBe('database: no answer within 20 ms');
    expect(lines).toEqual([]);
  });

  it('answers /healthz 503 with a JSON reason once the database is gone', async () => {
    const { app, lines } = appWithLog();
    await database.close();
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database: not reachable' });
    expect(lines.find((line) => line.level === 'warn')).toMatchObject({
      msg: 'health: the database refused the probe',
      reqId: response.headers.get('X-Request-Id'),
    });
    expect((await app.request('/livez')).status).toBe(200);
  });
});
