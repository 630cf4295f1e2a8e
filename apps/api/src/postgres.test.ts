import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallList, type ApiCallId } from '@marquee/data';
import { createApp } from './app.ts';
import { createRateLimiter } from './http/rateLimit.ts';
import { openSeededPostgres, type TestDatabase } from './test/databases.ts';
import { concurrentFeelings, favouriteAddsAtTheLimit, identicalFavouriteAdds } from './test/memberRaces.ts';
import { sampleRequests } from './test/samples.ts';

/**
 * The same contract on a real PostgreSQL server (TEST_DATABASE_URL, else a
 * throw-away PostgreSQL 15 started for this file and stopped after it):
 * migrations, seeding and every call must behave as on PGlite.
 */

const now = new Date();
let database: TestDatabase | null = null;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openSeededPostgres(now);
  if (database)
    app = createApp(database.db, {
      env: { API_DEV_AUTH: '1', API_DEV_CAPTCHA: '1', NODE_ENV: 'test' },
      now: () => now,
    });
}, 180_000);

afterAll(async () => {
  await database?.stop();
}, 60_000);

describe('every registry call on a PostgreSQL server (catalogue.txt §7, member-and-shell.txt §7)', () => {
  for (const call of apiCallList) {
    it(`${call.method} /api/${call.path} answers its wire shape`, async (context) => {
      if (!database) return context.skip();
      for (const sample of sampleRequests(now)[call.id as ApiCallId]) {
        const response = await app.request(sample.path, {
          method: sample.method ?? 'GET',
          headers: { ...(sample.body !== undefined ? { 'content-type': 'application/json' } : {}), ...sample.headers },
          body: sample.body !== undefined ? JSON.stringify(sample.body) : undefined,
        });
        expect(response.status, sample.path).toBe(sample.status ?? (call.response ? 200 : 204));
        if (response.status === 200 && call.response) {
          const body: unknown = call.mediaType === 'application/json' ? await response.json() : await response.text();
          const parsed = call.response.safeParse(body);
          expect(parsed.error?.issues ?? [], sample.path).toEqual([]);
        }
      }
    });
  }

  it('runs on a server, not on PGlite', (context) => {
    if (!database) return context.skip();
    expect(database.kind).toBe('postgres');
  });
});

describe('rate limits on a PostgreSQL server (issue 22, decision 0031)', () => {
  it('count 200 parallel hits from two instances exactly once each: one atomic upsert per hit', async (context) => {
    if (!database) return context.skip();
    const rule = { bucket: 'test:postgres', limit: 20, windowMs: 60_000 };
    const [one, two] = [createRateLimiter(database.db, rule), createRateLimiter(database.db, rule)];
    const verdicts = await Promise.all(
      Array.from({ length: 200 }, (_, index) => (index % 2 ? one : two).hit('6048000000000001', now)),
    );
    expect(new Set(verdicts.map((verdict) => verdict.hits)).size).toBe(200);
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(rule.limit);
  });
});

describe('100 concurrent member writes on a PostgreSQL server (issue 19 acceptance, decision 0039)', () => {
  // Ten pooled connections run these truly at once: the client row's lock and the keys must hold.
  it('100 identical favourite adds leave exactly one row', async (context) => {
    if (!database) return context.skip();
    await identicalFavouriteAdds(app, database.db, 'pg-racer-one');
  });

  it('100 adds of different cinemas never exceed the site’s limit (fr 5, ch 1); the extra ones 409', async (context) => {
    if (!database) return context.skip();
    await favouriteAddsAtTheLimit(app, database.db, 'pg-racer-many', 'fr');
    await favouriteAddsAtTheLimit(app, database.db, 'pg-racer-many', 'ch');
  });

  it('100 identical wishlist writes leave one feeling row; intention and emotion at once both stay', async (context) => {
    if (!database) return context.skip();
    await concurrentFeelings(app, database.db, 'pg-racer-feelings');
  });
});
