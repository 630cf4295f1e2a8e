import type { Env, Hono } from 'hono';

/**
 * Liveness and readiness (decision 0033), answered whatever the host (a load balancer asks by
 * address). `/livez`: the process answers. `/healthz`: the site can serve pages, that is the API's
 * own health (its database) answers 200 within a short limit. The verdict is kept for `cacheMs`
 * and concurrent checks share one call, so a flood of health checks costs the API one call a second.
 */

export interface HealthOptions {
  apiUrl: string;
  timeoutMs?: number;
  cacheMs?: number;
  fetchImpl?: typeof fetch;
  /** The clock the cached verdict ages by (tests move it). */
  now?: () => number;
}

type Verdict = { ok: true } | { ok: false; reason: string };

export function apiHealth({
  apiUrl,
  timeoutMs = 1000,
  cacheMs = 1000,
  fetchImpl = fetch,
  now = Date.now,
}: HealthOptions): () => Promise<Verdict> {
  let cached: { verdict: Verdict; at: number } | null = null;
  let pending: Promise<Verdict> | null = null;

  async function ask(): Promise<Verdict> {
    try {
      const response = await fetchImpl(`${apiUrl}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok ? { ok: true } : { ok: false, reason: `api: answered ${response.status}` };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return { ok: false, reason: timedOut ? `api: no answer within ${timeoutMs} ms` : 'api: not reachable' };
    }
  }

  return () => {
    if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.verdict);
    pending ??= ask().then((verdict) => {
      cached = { verdict, at: now() };
      pending = null;
      return verdict;
    });
    return pending;
  };
}

const noStore = { 'Cache-Control': 'no-store' };

export function registerHealth<E extends Env>(app: Hono<E>, options: HealthOptions): void {
  const check = apiHealth(options);
  app.get('/livez', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/healthz', async (c) => {
    const verdict = await check();
    return verdict.ok
      ? c.json({ status: 'ok', api: 'ok' }, 200, noStore)
      : c.json({ status: 'unavailable', reason: verdict.reason }, 503, noStore);
  });
}
