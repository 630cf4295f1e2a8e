/**
 * Fault tests: a proxy between the site's server and the API that can pass calls on, refuse
 * connections (the API stopped), answer after 2 s (slow) or answer 200 with garbage; a load run
 * at 50 connections switches it from mode to mode and counts, per phase, what visitors got.
 * The site's upstream (apps/site/server/upstream.ts) waits 2 s per attempt, retries once within
 * 2.5 s, and serves the last good answer of a call it has seen ("stale", sent with
 * `Cache-Control: no-store`); a page none of whose calls it has seen gets the branded 503.
 */
import autocannon from 'autocannon';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { get } from './http.ts';
import { percentile } from './stats.ts';

export type FaultMode = 'pass' | 'stopped' | 'slow' | 'garbage';

export const slowMs = 2000;

/** The API behind a switch. Listens on `port` (re-listens there after `stopped`). */
export function createFaultProxy(apiPort: number) {
  let mode: FaultMode = 'pass';
  let server: Server | null = null;
  let port = 0;
  let garbageCount = 0;
  const sockets = new Set<Socket>();

  const handler: Parameters<typeof createServer>[1] = (incoming, outgoing) => {
    if (mode === 'garbage') {
      garbageCount += 1;
      // Half cut-off JSON, half well-formed JSON of the wrong shape: both must be refused by the contract.
      const body = garbageCount % 2 ? '{"slug": "orbite-10002", "title": ' : '{"unexpected": [1, 2, 3]}';
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    const forward = () => {
      const upstream = request(
        { host: '127.0.0.1', port: apiPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (mode === 'slow') setTimeout(forward, slowMs);
    else forward();
  };

  function listen(): Promise<void> {
    server = createServer(handler);
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return new Promise((resolve) =>
      server!.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      }),
    );
  }

  function close(): Promise<void> {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  }

  return {
    get port() {
      return port;
    },
    get mode() {
      return mode;
    },
    start: listen,
    /** `stopped` closes the port (connections are refused) and cuts the open ones. */
    async setMode(next: FaultMode) {
      if (next === mode) return;
      if (mode === 'stopped') await listen();
      mode = next;
      if (next === 'stopped') await close();
    },
    close,
  };
}

export interface PhaseResult {
  mode: FaultMode;
  seconds: number;
  /** Answers to requests sent during this phase (whenever they arrived). */
  answered: number;
  /** Connection errors and timeouts while this phase ran: requests the site did not answer. */
  unanswered: number;
  /** Status codes, 200 split into fresh and stale (a page built from saved API answers). */
  outcomes: Record<string, number>;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** A page the site had never shown, asked once in the middle of the phase. */
  coldPage: { url: string; status: number | 'no answer'; ms: number };
  /**
   * For a fault phase: seconds from switching back to pass until the first fresh 200 answering
   * a request sent after the switch; null when none came before the run ended.
   */
  recoverySeconds?: number | null;
}

export interface FaultRunResult {
  phases: PhaseResult[];
  siteAlive: boolean;
}

export function outcomeOf(status: number, cacheControl: string | undefined): string {
  if (status === 200) return cacheControl?.includes('no-store') ? '200 stale' : '200 fresh';
  return String(status);
}

interface PhaseLog extends PhaseResult {
  startedAt: number;
  latencies: number[];
}

/**
 * Phases of a fault run and what happened in each. An answer counts in the phase its request was
 * sent in (arrival minus latency), not the one it arrived in: on a loaded server an answer may
 * come seconds later, after the mode has changed again.
 */
export function createPhaseTally() {
  const phases: PhaseLog[] = [];
  const phaseAt = (time: number) => phases.findLast((phase) => phase.startedAt <= time) ?? null;
  return {
    begin(mode: FaultMode, seconds: number, at: number): PhaseLog {
      const previous = phases.at(-1);
      if (mode === 'pass' && previous && previous.mode !== 'pass') previous.recoverySeconds = null;
      const phase: PhaseLog = {
        mode,
        seconds,
        answered: 0,
        unanswered: 0,
        outcomes: {},
        latencyP50Ms: Number.NaN,
        latencyP99Ms: Number.NaN,
        coldPage: { url: '', status: 'no answer', ms: 0 },
        startedAt: at,
        latencies: [],
      };
      phases.push(phase);
      return phase;
    },
    answer(outcome: string, latencyMs: number, at: number) {
      const sentAt = at - latencyMs;
      const phase = phaseAt(sentAt);
      if (!phase) return;
      phase.answered += 1;
      phase.outcomes[outcome] = (phase.outcomes[outcome] ?? 0) + 1;
      phase.latencies.push(latencyMs);
      const index = phases.indexOf(phase);
      const fault = phases[index - 1];
      if (outcome === '200 fresh' && phase.mode === 'pass' && fault && fault.recoverySeconds === null) {
        fault.recoverySeconds = (at - phase.startedAt) / 1000;
      }
    },
    unanswered(at: number) {
      const phase = phaseAt(at);
      if (phase) phase.unanswered += 1;
    },
    results(): PhaseResult[] {
      return phases.map(({ latencies, startedAt: _startedAt, ...phase }) => ({
        ...phase,
        latencyP50Ms: percentile(latencies, 50),
        latencyP99Ms: percentile(latencies, 99),
      }));
    },
  };
}

/**
 * One load run at `connections` over `urls` (warm pages) through the phases
 * pass -> stopped -> pass -> slow -> pass -> garbage -> pass, `phaseSeconds` each.
 * `coldUrls` gives one never-seen page per phase. `siteAlive` reports whether the site process
 * still runs and answers its health check at the end.
 */
export async function faultRun({
  proxy,
  urls,
  coldUrls,
  connections,
  phaseSeconds,
  siteAlive,
}: {
  proxy: ReturnType<typeof createFaultProxy>;
  urls: string[];
  coldUrls: string[];
  connections: number;
  phaseSeconds: number;
  siteAlive: () => Promise<boolean>;
}): Promise<FaultRunResult> {
  const schedule: FaultMode[] = ['pass', 'stopped', 'pass', 'slow', 'pass', 'garbage', 'pass'];
  const first = new URL(urls[0]!);
  const tally = createPhaseTally();
  // autocannon calls onResponse (status, headers) and then, at once, emits 'response' (latency).
  let lastOutcome = '';

  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${first.port}`,
      connections,
      // Stopped by hand after the last phase; the cold-page probes can stretch a phase past its length.
      duration: schedule.length * phaseSeconds + 120,
      timeout: 10,
      requests: urls.map((url) => {
        const { host, pathname } = new URL(url);
        return {
          method: 'GET' as const,
          path: pathname,
          headers: { host, 'accept-encoding': 'gzip' },
          onResponse: (status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
            lastOutcome = outcomeOf(status, String(headers?.['cache-control'] ?? ''));
          },
        };
      }),
    },
    () => finish(),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) =>
    tally.answer(lastOutcome, responseTime, Date.now()),
  );
  instance.on('reqError', () => tally.unanswered(Date.now()));

  for (const [index, mode] of schedule.entries()) {
    await proxy.setMode(mode);
    const phase = tally.begin(mode, phaseSeconds, Date.now());
    const phaseEnd = Date.now() + phaseSeconds * 1000;
    // Halfway through, a page whose API answers the site never saw: no stale copy to fall back on.
    await new Promise((resolve) => setTimeout(resolve, (phaseSeconds * 1000) / 2));
    const coldUrl = coldUrls[index % coldUrls.length] ?? urls[0]!;
    const asked = Date.now();
    const cold = await get(coldUrl, { timeoutMs: 15_000 }).catch(() => null);
    phase.coldPage = { url: coldUrl, status: cold ? cold.status : 'no answer', ms: Date.now() - asked };
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, phaseEnd - Date.now())));
  }
  // Answers to requests sent in the last phase still arrive for a while.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  instance.stop();
  await finished;
  await proxy.setMode('pass');
  return { phases: tally.results(), siteAlive: await siteAlive() };
}
