import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls } from '@marquee/data';
import { createUpstream } from './upstream.ts';

/** A real HTTP server whose behaviour each test sets: the API as the site's server meets it. */
let mode: 'ok' | 'garbage' | 'slow' | 'error500' | 'busy-then-ok' | 'missing' | 'gone' | 'experience' | 'untitled' =
  'ok';
let hits = 0;
let server: Server;
let apiUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (mode === 'ok')
      return send(
        200,
        JSON.stringify({
          name: `answer ${hits}`,
          site: request.headers['x-marquee-site'],
          position: request.headers['x-geo-position'],
        }),
      );
    if (mode === 'garbage') return send(200, '{"name": 42');
    if (mode === 'error500') return send(500, '{}');
    if (mode === 'missing') return send(404, '{}');
    if (mode === 'gone') return send(410, '{}');
    if (mode === 'experience') return send(200, JSON.stringify({ slug: 'imax', title: 'IMAX', type: 'experience' }));
    if (mode === 'untitled') return send(200, JSON.stringify({ slug: 'imax', title: null, type: 'experience' }));
    if (mode === 'busy-then-ok')
      return hits === 1 ? send(503, '{}') : send(200, JSON.stringify({ name: 'second try' }));
    setTimeout(() => send(200, JSON.stringify({ name: 'late' })), 1500);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = 0;
  mode = 'ok';
});

/** Stands for a contract schema: an object with a string name. */
const schema = {
  parse(input: unknown) {
    if (typeof (input as { name?: unknown } | null)?.name !== 'string') throw new Error('not an answer');
    return input;
  },
};
const quiet = { log: () => {} };

describe('issue 8 Caching and failure: the API as the site server reaches it', () => {
  it('names the site and parses the answer with the contract', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 0, ...quiet });
    expect(await upstream.get('nl', '/api/x?language=nl', schema)).toEqual({
      ok: true,
      data: { name: 'answer 1', site: 'nl' },
      stale: false,
    });
  });

  it('passes the headers an answer depends on (the visitor position of GET zone) and keeps answers apart by them', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 60_000, ...quiet });
    const paris = await upstream.get('fr', '/api/zone?language=fr', schema, { 'X-Geo-Position': '48.85,2.35' });
    const lyon = await upstream.get('fr', '/api/zone?language=fr', schema, { 'X-Geo-Position': '45.76,4.83' });
    expect(paris).toMatchObject({ ok: true, data: { position: '48.85,2.35' } });
    expect(lyon).toMatchObject({ ok: true, data: { position: '45.76,4.83' } });
    // A fresh answer is shared only with requests from the same position.
    expect(await upstream.get('fr', '/api/zone?language=fr', schema, { 'X-Geo-Position': '48.85,2.35' })).toEqual(
      paris,
    );
    expect(hits).toBe(2);
  });

  it('within stale-while-revalidate, answers at once from the copy and asks the API in the background', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 60_000, ...quiet });
    expect(await upstream.get('fr', '/api/swr', schema)).toMatchObject({ data: { name: 'answer 1' } });
    // Older than fresh: the copy comes back at once, not marked stale, while the API is asked again.
    expect(await upstream.get('fr', '/api/swr', schema)).toEqual({
      ok: true,
      data: expect.objectContaining({ name: 'answer 1' }),
      stale: false,
    });
    await expect.poll(() => hits).toBe(2);
    expect(await upstream.get('fr', '/api/swr', schema)).toMatchObject({ data: { name: 'answer 2' } });
    // That one revalidated too; it settles before the next test.
    await expect.poll(() => hits).toBe(3);
  });

  it('serves the last good answer when the API answers garbage, and says it is stale', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 0, ...quiet });
    await upstream.get('fr', '/api/x', schema);
    mode = 'garbage';
    expect(await upstream.get('fr', '/api/x', schema)).toEqual({
      ok: true,
      data: { name: 'answer 1', site: 'fr' },
      stale: true,
    });
    // Another key was never seen: nothing to serve.
    expect(await upstream.get('fr', '/api/y', schema)).toEqual({ ok: false, status: 'unavailable' });
  });

  it('keeps saved answers per site', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 0, ...quiet });
    await upstream.get('fr', '/api/x', schema);
    mode = 'error500';
    expect(await upstream.get('nl', '/api/x', schema)).toEqual({ ok: false, status: 'unavailable' });
  });

  it('retries once after a 503, never more', async () => {
    mode = 'busy-then-ok';
    const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 0, ...quiet });
    expect(await upstream.get('fr', '/api/x', schema)).toMatchObject({ ok: true, data: { name: 'second try' } });
    expect(hits).toBe(2);
    hits = 0;
    mode = 'error500';
    await upstream.get('fr', '/api/z', schema);
    expect(hits).toBe(1);
  });

  it('gives up after its timeout and within the deadline (no hung request)', async () => {
    mode = 'slow';
    const upstream = createUpstream({
      apiUrl,
      timeoutMs: 300,
      deadlineMs: 500,
      freshMs: 0,
      staleWhileRevalidateMs: 0,
      ...quiet,
    });
    const started = Date.now();
    expect(await upstream.get('fr', '/api/x', schema)).toEqual({ ok: false, status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a stopped API fails fast', async () => {
    const upstream = createUpstream({ apiUrl: 'http://127.0.0.1:1', freshMs: 0, staleWhileRevalidateMs: 0, ...quiet });
    const started = Date.now();
    expect(await upstream.get('fr', '/api/x', schema)).toEqual({ ok: false, status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('passes 404 and 410 on to the page (not found, gone), without a saved copy', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 0, ...quiet });
    await upstream.get('fr', '/api/x', schema);
    mode = 'missing';
    expect(await upstream.get('fr', '/api/x', schema)).toEqual({ ok: false, status: 404 });
    mode = 'gone';
    expect(await upstream.get('fr', '/api/x', schema)).toEqual({ ok: false, status: 410 });
  });

  it('catalogue.txt §5: a single-tag lookup (GET gpxp/{slug}) answering a null title is not found, never the saved copy', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 0, ...quiet });
    const { response, missing } = apiCalls.experience;
    const lookup = () => upstream.get('fr', '/api/gpxp/imax', response, {}, missing);
    mode = 'experience';
    expect(await lookup()).toMatchObject({ ok: true, data: { title: 'IMAX' } });
    mode = 'untitled';
    expect(await lookup()).toEqual({ ok: false, status: 404 });
  });

  it('concurrent page views share one request, and a fresh answer is reused', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 60_000, ...quiet });
    await Promise.all(Array.from({ length: 20 }, () => upstream.get('fr', '/api/x', schema)));
    await upstream.get('fr', '/api/x', schema);
    expect(hits).toBe(1);
  });

  it('recovers by itself when the API answers again', async () => {
    const upstream = createUpstream({ apiUrl, freshMs: 0, staleWhileRevalidateMs: 0, ...quiet });
    mode = 'error500';
    expect((await upstream.get('fr', '/api/x', schema)).ok).toBe(false);
    mode = 'ok';
    expect(await upstream.get('fr', '/api/x', schema)).toMatchObject({ ok: true, stale: false });
  });
});
