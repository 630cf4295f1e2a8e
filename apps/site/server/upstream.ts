import { parseAnswer, sameOriginMedia, siteHeader, type Parser, type SiteCode } from '@marquee/data';
import { currentRequestId, requestIdHeader, siteLogger } from './logging.ts';

/**
 * What the site's server got from the API for one GET: the answer (maybe a saved copy), an
 * error status the page handles itself (404 not found, 410 gone, 204 moved), or nothing usable.
 */
export type Upstream =
  { ok: true; data: unknown; stale: boolean } | { ok: false; status: number } | { ok: false; status: 'unavailable' };

export interface UpstreamOptions {
  apiUrl: string;
  /** One attempt's limit (the issue: "a timeout (about 2 s)"). */
  timeoutMs?: number;
  /** Both attempts together: a retry starts only while this much time is left. */
  deadlineMs?: number;
  /** An answer this young is served without asking again (the HTML is shared by every visitor anyway). */
  freshMs?: number;
  /**
   * An answer older than fresh but within this much more is served at once while the API is
   * asked again in the background (HTTP's stale-while-revalidate): a page waits for the API only
   * when nobody asked for its data for a while.
   */
  staleWhileRevalidateMs?: number;
  /** How many last good answers the server keeps to serve pages while the API is away. */
  maxEntries?: number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

interface Saved {
  data: unknown;
  at: number;
}

type Attempt = { kind: 'answer'; result: Upstream } | { kind: 'retryable'; reason: string };

/** An answer that means not found though it came with 200 (the call's `missing`, catalogue.txt §5). */
type Missing = ((answer: unknown) => boolean) | null;

/**
 * The API as the site's server sees it: one GET per key at a time (concurrent page views share
 * it), at most one retry for a connection failure or a 502/503/504, answers checked against the
 * contract, and the last good answer of every key kept to serve pages it has seen while the API
 * is down or answering garbage (issue 8 "Caching and failure").
 */
export function createUpstream({
  apiUrl,
  timeoutMs = 2000,
  deadlineMs = 2500,
  freshMs = 2000,
  staleWhileRevalidateMs = 30_000,
  maxEntries = 5000,
  fetchImpl = fetch,
  log = (message) => siteLogger().warn(message),
}: UpstreamOptions) {
  const saved = new Map<string, Saved>();
  const inFlight = new Map<string, Promise<Upstream>>();
  const lastLogged = new Map<string, number>();

  function save(id: string, data: unknown) {
    saved.delete(id);
    saved.set(id, { data, at: Date.now() });
    if (saved.size > maxEntries) saved.delete(saved.keys().next().value as string);
  }

  function warn(id: string, reason: string) {
    const now = Date.now();
    if ((lastLogged.get(id) ?? 0) > now - 10_000) return;
    lastLogged.set(id, now);
    if (lastLogged.size > maxEntries) lastLogged.clear();
    log(`API ${id}: ${reason}`);
  }

  async function attempt(
    site: SiteCode,
    key: string,
    schema: Parser<unknown>,
    limitMs: number,
    headers: Record<string, string>,
    missing: Missing,
  ): Promise<Attempt> {
    let response: Response;
    try {
      // The id of the request that asked first: a call shared by concurrent page views carries one.
      const requestId = currentRequestId();
      response = await fetchImpl(`${apiUrl}${key}`, {
        headers: {
          ...headers,
          accept: 'application/json',
          [siteHeader]: site,
          ...(requestId ? { [requestIdHeader]: requestId } : {}),
        },
        signal: AbortSignal.timeout(limitMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return { kind: 'retryable', reason: timedOut ? `no answer within ${limitMs} ms` : 'connection failed' };
    }
    if (response.status === 502 || response.status === 503 || response.status === 504) {
      await response.body?.cancel();
      return { kind: 'retryable', reason: `answered ${response.status}` };
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      return { kind: 'answer', result: { ok: false, status: 'unavailable' } };
    }
    if (response.status === 204 || !response.ok) {
      await response.body?.cancel();
      return { kind: 'answer', result: { ok: false, status: response.status } };
    }
    try {
      // Items outside the contract are dropped and logged with the call; the rest of the answer serves.
      const data = parseAnswer(schema, sameOriginMedia(await response.json()), key);
      // A definite answer, like a 404: never kept as a last good copy nor replaced by one.
      if (missing?.(data)) return { kind: 'answer', result: { ok: false, status: 404 } };
      return { kind: 'answer', result: { ok: true, data, stale: false } };
    } catch {
      return { kind: 'answer', result: { ok: false, status: 'unavailable' } };
    }
  }

  async function fetchWithRetry(
    id: string,
    site: SiteCode,
    key: string,
    schema: Parser<unknown>,
    headers: Record<string, string>,
    missing: Missing,
  ): Promise<Upstream> {
    const started = Date.now();
    let outcome = await attempt(site, key, schema, timeoutMs, headers, missing);
    const left = deadlineMs - (Date.now() - started);
    if (outcome.kind === 'retryable' && left > 100)
      outcome = await attempt(site, key, schema, Math.min(timeoutMs, left), headers, missing);
    const result: Upstream = outcome.kind === 'answer' ? outcome.result : { ok: false, status: 'unavailable' };
    if (result.ok) {
      save(id, result.data);
      return result;
    }
    if (result.status !== 'unavailable') return result;
    warn(id, outcome.kind === 'retryable' ? outcome.reason : 'unusable answer');
    const copy = saved.get(id);
    return copy ? { ok: true, data: copy.data, stale: true } : result;
  }

  return {
    /**
     * GET an /api key for a site, parsed by the call's contract schema. Never throws. Headers the
     * answer depends on (the visitor's position for GET zone) are part of what is saved and shared.
     * `missing` tells an answer that means not found (the call's, catalogue.txt §5): a 404.
     */
    get(
      site: SiteCode,
      key: string,
      schema: Parser<unknown>,
      headers: Record<string, string> = {},
      missing: Missing = null,
    ): Promise<Upstream> {
      const id = [site, key, ...Object.entries(headers).map(([name, value]) => `${name}=${value}`)].join(' ');
      const copy = saved.get(id);
      const age = copy ? Date.now() - copy.at : Number.POSITIVE_INFINITY;
      if (copy && age < freshMs) return Promise.resolve({ ok: true, data: copy.data, stale: false });
      const ask = () => {
        const pending = inFlight.get(id);
        if (pending) return pending;
        const request = fetchWithRetry(id, site, key, schema, headers, missing).finally(() => inFlight.delete(id));
        inFlight.set(id, request);
        return request;
      };
      if (copy && age < freshMs + staleWhileRevalidateMs) {
        void ask();
        return Promise.resolve({ ok: true, data: copy.data, stale: false });
      }
      return ask();
    },
    /** Forgets every saved answer (tests). */
    clear() {
      saved.clear();
    },
  };
}

export type UpstreamClient = ReturnType<typeof createUpstream>;
