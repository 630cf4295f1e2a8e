import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';
import { createRateLimiter, rateLimited, type RateLimitRule } from './rateLimit.ts';

/**
 * The database-backed fixed window of issue 22 ("a rate limit per client and per
 * card, shared across instances"), on real PGlite with a moved clock.
 */

let database: OpenDatabase;
const start = new Date('2026-11-26T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const minute = 60_000;

beforeAll(async () => {
  database = await openDatabase({});
}, 30_000);

afterAll(async () => {
  await database.close();
});

async function storedHits(rule: RateLimitRule, key: string): Promise<number | null> {
  const [row] = await database.db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, createHash('sha256').update(key).digest('base64url'))),
    );
  return row?.hits ?? null;
}

describe('a fixed window kept in the database (issue 22)', () => {
  it('allows `limit` hits per window, refuses the next with the seconds left, and starts anew when it ends', async () => {
    const rule = { bucket: 'test:window', limit: 3, windowMs: 10 * minute };
    const limiter = createRateLimiter(database.db, rule);
    for (let index = 0; index < 3; index++) {
      expect(await limiter.hit('k', later(index * 1000))).toMatchObject({ allowed: true, hits: index + 1 });
    }
    expect(await limiter.hit('k', later(4 * minute))).toEqual({ allowed: false, hits: 4, retryAfterSeconds: 360 });
    expect((await limiter.hit('k', later(10 * minute - 1))).allowed).toBe(false);
    expect(await limiter.hit('k', later(10 * minute))).toMatchObject({ allowed: true, hits: 1 });
    // Another key has its own window.
    expect(await limiter.hit('other', later(10 * minute))).toMatchObject({ allowed: true, hits: 1 });
  });

  it('counts concurrent hits from two instances exactly: one atomic upsert per hit', async () => {
    const rule = { bucket: 'test:concurrent', limit: 20, windowMs: 10 * minute };
    const one = createRateLimiter(database.db, rule);
    const two = createRateLimiter(database.db, rule);
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? one : two).hit('card', start)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(20);
    expect(await storedHits(rule, 'card')).toBe(50);
  });

  it('remembers a refused key: later hits on the same instance cost no database write', async () => {
    const rule = { bucket: 'test:remembered', limit: 2, windowMs: 10 * minute };
    const limiter = createRateLimiter(database.db, rule);
    for (let index = 0; index < 3; index++) await limiter.hit('flood', start);
    for (let index = 0; index < 100; index++) expect((await limiter.hit('flood', later(1000))).allowed).toBe(false);
    expect(await storedHits(rule, 'flood')).toBe(3);
    // A second instance learns it from the database.
    expect((await createRateLimiter(database.db, rule).hit('flood', later(1000))).allowed).toBe(false);
  });

  it('gives back one hit of the running window, never one of an ended window', async () => {
    const rule = { bucket: 'test:refund', limit: 2, windowMs: 10 * minute };
    const limiter = createRateLimiter(database.db, rule);
    await limiter.hit('pin', start);
    await limiter.hit('pin', start);
    await limiter.refund('pin', later(1000));
    expect(await limiter.hit('pin', later(2000))).toMatchObject({ allowed: true, hits: 2 });
    await limiter.refund('pin', later(10 * minute));
    expect(await storedHits(rule, 'pin')).toBe(2);
  });

  it('keeps no plain key and clears ended windows', async () => {
    const rule = { bucket: 'test:prune', limit: 5, windowMs: minute };
    const limiter = createRateLimiter(database.db, rule);
    await limiter.hit('198.51.100.4', start);
    const stored = await database.db.select().from(rateLimits).where(eq(rateLimits.bucket, rule.bucket));
    expect(stored.map((row) => row.key)).not.toContain('198.51.100.4');
    await limiter.hit('198.51.100.5', later(2 * minute));
    expect(await storedHits(rule, '198.51.100.4')).toBeNull();
  });

  it('answers a refusal as 429 RATE_LIMITED with Retry-After', () => {
    expect(rateLimited(42)).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 42 },
      headers: { 'retry-after': '42' },
    });
  });
});
