import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultProxy, createPhaseTally, outcomeOf, slowMs } from './faults.ts';

let api: Server;
let apiPort = 0;
const proxy = () => createFaultProxy(apiPort);

beforeAll(async () => {
  api = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url })),
  );
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', () => resolve()));
  apiPort = (api.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

describe('fault proxy (issue 11 "Fault tests: the API stopped, slow (2 s), and returning garbage")', () => {
  it('passes calls on to the API unchanged', async () => {
    const switchable = proxy();
    await switchable.start();
    const answer = await fetch(`http://127.0.0.1:${switchable.port}/api/shows?language=fr`);
    expect(await answer.json()).toEqual({ path: '/api/shows?language=fr' });
    await switchable.close();
  });

  it('"stopped" refuses connections on the same port, and "pass" listens there again', async () => {
    const switchable = proxy();
    await switchable.start();
    const { port } = switchable;
    await switchable.setMode('stopped');
    await expect(fetch(`http://127.0.0.1:${port}/api/shows`)).rejects.toThrow();
    await switchable.setMode('pass');
    expect(switchable.port).toBe(port);
    expect((await fetch(`http://127.0.0.1:${port}/api/shows`)).status).toBe(200);
    await switchable.close();
  });

  it('"garbage" answers 200 with cut-off JSON, then with well-formed JSON of the wrong shape', async () => {
    const switchable = proxy();
    await switchable.start();
    await switchable.setMode('garbage');
    const first = await fetch(`http://127.0.0.1:${switchable.port}/api/show/orbite-10002`);
    expect(first.status).toBe(200);
    await expect(first.json()).rejects.toThrow();
    const second = await fetch(`http://127.0.0.1:${switchable.port}/api/show/orbite-10002`);
    expect(await second.json()).toEqual({ unexpected: [1, 2, 3] });
    await switchable.close();
  });

  it('"slow" answers only after 2 s, past the site\'s 2 s limit per attempt', async () => {
    const switchable = proxy();
    await switchable.start();
    await switchable.setMode('slow');
    const started = Date.now();
    const answer = await fetch(`http://127.0.0.1:${switchable.port}/api/cinemas`);
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(slowMs - 10);
    await switchable.close();
  });

  it('tells a page built from saved answers (200, no-store) from a fresh one, and keeps error statuses', () => {
    expect(outcomeOf(200, 'public, max-age=0, s-maxage=60, stale-while-revalidate=600')).toBe('200 fresh');
    expect(outcomeOf(200, 'no-store')).toBe('200 stale');
    expect(outcomeOf(200, undefined)).toBe('200 fresh');
    expect(outcomeOf(503, 'no-store')).toBe('503');
  });
});

describe('fault run phases (issue 11 "the site keeps answering ... recovers by itself")', () => {
  it('counts an answer in the phase its request was sent in, not the one it arrived in', () => {
    const tally = createPhaseTally();
    tally.begin('pass', 5, 0);
    tally.begin('stopped', 5, 5000);
    // Arrives at 6 s after 3 s: sent at 3 s, during pass.
    tally.answer('200 fresh', 3000, 6000);
    tally.answer('200 stale', 500, 6000);
    tally.unanswered(7000);
    const [pass, stopped] = tally.results();
    expect(pass).toMatchObject({ mode: 'pass', answered: 1, outcomes: { '200 fresh': 1 }, latencyP99Ms: 3000 });
    expect(stopped).toMatchObject({ mode: 'stopped', answered: 1, unanswered: 1, outcomes: { '200 stale': 1 } });
  });

  it('recovery: from switching back to pass until the first fresh 200 to a request sent after the switch', () => {
    const tally = createPhaseTally();
    tally.begin('pass', 5, 0);
    tally.begin('slow', 5, 5000);
    tally.begin('pass', 5, 10_000);
    // Fresh, but sent during the slow phase: not yet the recovery.
    tally.answer('200 fresh', 2000, 11_000);
    tally.answer('200 stale', 100, 11_500);
    tally.answer('200 fresh', 1000, 12_500);
    tally.answer('200 fresh', 100, 13_000);
    const [, slow, pass] = tally.results();
    expect(slow!.recoverySeconds).toBe(2.5);
    expect(pass!.recoverySeconds).toBeUndefined();
  });

  it('a fault phase with no fresh answer after it reports recovery as missing, not as zero', () => {
    const tally = createPhaseTally();
    tally.begin('garbage', 5, 0);
    tally.begin('pass', 5, 5000);
    tally.answer('200 stale', 100, 6000);
    expect(tally.results()[0]!.recoverySeconds).toBeNull();
  });
});
