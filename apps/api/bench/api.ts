import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { apiDate, sites } from '@marquee/data';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/db/seed.ts';

/**
 * Load benchmark of the hottest calls on the full demo dataset, loopback only:
 * `node apps/api/bench/api.ts [seconds per call]` (default 10, at most 30).
 * Starts the API on an ephemeral 127.0.0.1 port (embedded PGlite in memory,
 * or DATABASE_URL), runs autocannon against each call in turn, prints
 * p50/p99 latency and requests per second, then stops by itself.
 */

const seconds = Math.min(30, Math.max(1, Number(process.argv[2] ?? 10) || 10));
const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 1) || 1);

const now = new Date();
const today = apiDate(now, sites.fr.timeZone);
const calls: [string, string][] = [
  ['show showtimes (cinema, date)', `/api/show/orbite-10002/showtimes/marquee-beaugrenelle/${today}?language=fr`],
  ['show showtimes (cinema, all days)', '/api/show/orbite-10002/showtimes/marquee-beaugrenelle?language=fr'],
  ['show showtimes (date, zone idf)', `/api/show/orbite-10002/showtimes/${today}/idf?language=fr`],
  ['cinema shows (programme matrix)', '/api/cinema/marquee-beaugrenelle/shows?language=fr'],
  ['shows list', '/api/shows?language=fr'],
  ['search', '/api/search/full?q=orbite&language=fr'],
];

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
await seedIfEmpty(database.db, { now });
const server = serve({ fetch: createApp(database.db).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`[bench] ${database.kind} on 127.0.0.1:${port}, ${seconds} s per call, ${connections} connections`);

const results: { call: string; p50: number; p99: number; rps: number; errors: number; non2xx: number }[] = [];
for (const [name, path] of calls) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    // Bounded in time (autocannon's `amount` would override the duration).
    duration: seconds,
  });
  results.push({
    call: name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
  });
}
console.table(results);
server.close();
await database.close();
process.exit(0);
