import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

/**
 * issue 8 acceptance: "With the API stopped, pages already seen are still served (200, stale)
 * and unseen ones give 503 within 3 seconds; the site recovers by itself when the API returns;
 * zero unhandled rejections in the server log." This test runs its own API and site processes,
 * so it can stop and start the API and read the site's whole log.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const apiPort = 4620;
const sitePort = 3620;
const site = (path: string) => `http://127.0.0.1:${sitePort}${path}`;
const frHost = { host: 'fr.localhost' };
const staleText = 'Vous consultez une copie enregistrée de cette page';
/** The notice as rendered (the page's strings also travel in its data, so the text alone is not enough). */
const staleNotice = /<p role="status"[^>]*>Vous consultez une copie enregistrée/;

let api: ChildProcess | null = null;
let server: ChildProcess | null = null;
let siteLog = '';

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startApi() {
  api = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(apiPort), PGLITE_DATA_DIR: 'memory' },
    stdio: 'ignore',
  });
  return waitFor(`http://127.0.0.1:${apiPort}/healthz`, 90_000);
}

async function stopApi() {
  const child = api;
  api = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await startApi();
  server = spawn(process.execPath, ['server.ts'], {
    cwd: `${root}apps/site`,
    env: {
      ...process.env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
      // Answers stay usable 2 s past their freshness (30 s by default), so the test need not wait long.
      UPSTREAM_SWR_MS: '2000',
      // The built server runs with NODE_ENV=production, which refuses the development session secret.
      SESSION_SECRET: 'e2e-session-secret-not-a-real-one-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (siteLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (siteLog += chunk.toString()));
  await waitFor(site('/healthz'), 30_000);
});

test.afterAll(async () => {
  await stopApi();
  server?.kill('SIGTERM');
});

test('API stopped: seen pages stay up (stale), unseen ones give a branded 503 fast, then it recovers', async ({
  request,
  page,
}) => {
  test.setTimeout(300_000);
  // Seen while the API answers.
  for (const path of ['/', '/cinemas']) {
    const response = await request.get(site(path), { headers: frHost });
    expect(response.status(), path).toBe(200);
    expect(await response.text()).not.toMatch(staleNotice);
  }

  await stopApi();
  // Past the site's two-second freshness and its stale-while-revalidate window (2 s here), every
  // answer must come from the saved copies, marked as such.
  await new Promise((resolve) => setTimeout(resolve, 4500));

  for (const path of ['/', '/cinemas']) {
    const started = Date.now();
    const response = await request.get(site(path), { headers: frHost });
    expect(Date.now() - started, path).toBeLessThan(3000);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(staleNotice);
    // A saved copy is never kept by a shared cache.
    expect(response.headers()['cache-control']).toBe('no-store');
  }

  // Never seen: a branded 503 with Retry-After, within 3 seconds.
  const started = Date.now();
  const unseen = await request.get(site('/cinemas/marquee-beaugrenelle'), { headers: frHost });
  expect(Date.now() - started).toBeLessThan(3000);
  expect(unseen.status()).toBe(503);
  expect(Number(unseen.headers()['retry-after'])).toBeGreaterThan(0);
  expect(unseen.headers()['content-type']).toBe('text/html; charset=utf-8');
  const body = await unseen.text();
  expect(body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(body).not.toMatch(/at \w+ \(|node_modules|Error:/);
  // The browser's own /api calls get a clear answer too, not a hang.
  const proxied = await request.get(site('/api/cinemas?language=fr'), { headers: frHost });
  expect(proxied.status()).toBe(503);
  expect((await proxied.json()).code).toBe('API_UNAVAILABLE');

  // In a browser, the seen page says it is a saved copy.
  await page.goto(`http://fr.localhost:${sitePort}/cinemas`);
  await expect(page.getByRole('status').filter({ hasText: staleText })).toBeVisible();

  // The API comes back: the site recovers by itself.
  await startApi();
  await expect
    .poll(async () => (await request.get(site('/cinemas/marquee-beaugrenelle'), { headers: frHost })).status(), {
      timeout: 10_000,
    })
    .toBe(200);
  const fresh = await request.get(site('/cinemas'), { headers: frHost });
  expect(await fresh.text()).not.toMatch(staleNotice);
  expect(fresh.headers()['cache-control']).toMatch(/s-maxage/);

  expect(server?.exitCode).toBeNull();
  expect(siteLog).not.toMatch(/unhandled/i);
});
