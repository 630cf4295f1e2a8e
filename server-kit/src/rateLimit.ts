import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import {
  integer,
  primaryKey,
  text,
  timestamp,
  type PgQueryResultHKT,
  type PgDatabase,
  type PgTableFn,
} from 'drizzle-orm/pg-core';

/**
 * Fixed-window rate limits kept in the database, so every instance on it counts together
 * (decisions 0031 and 0036): the API's card checks and the sign-in provider's sign-ins use it,
 * each on its own table. A window opens at a key's first hit and lasts `windowMs`; within it the
 * first `limit` hits are allowed and every later one is refused until the window ends. One atomic
 * upsert per counted hit; a key this instance already saw over its limit is refused from memory,
 * so a flood costs the database nothing once it is stopped.
 *
 * The clock is the caller's (`at`, the request's instant): tests move it instead of sleeping.
 */

/** The counters' table, in the schema `table` makes it in (`pgTable`, or `pgSchema('idp').table`). */
export function rateLimitTable<Schema extends string | undefined>(table: PgTableFn<Schema>) {
  return table(
    'rate_limits',
    {
      bucket: text('bucket').notNull(),
      key: text('key').notNull(),
      windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
      hits: integer('hits').notNull(),
    },
    (columns) => [primaryKey({ columns: [columns.bucket, columns.key] })],
  );
}

export type RateLimitTable = ReturnType<typeof rateLimitTable<string | undefined>>;

/** Any drizzle PostgreSQL database: PGlite or node-postgres, whatever its schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = PgDatabase<PgQueryResultHKT, any>;

export interface RateLimitRule {
  /** Names the counter family in the table (`card-check:client`, `sign-in:account`, ...). */
  readonly bucket: string;
  /** Hits allowed per window; the next one is refused. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Hits counted in the key's current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one hit for `key` and says whether it is within the limit. */
  hit(key: string, at: Date): Promise<RateLimitVerdict>;
  /** Takes back an allowed hit that turned out not to count (the right PIN or password, a refused captcha). */
  refund(key: string, at: Date): Promise<void>;
}

/** Keys this instance remembers as over their limit; beyond this, the oldest are forgotten (the database still refuses them). */
const maxRememberedBlocks = 10_000;

/** Counted values are stored as digests: the table holds no client address, card number or e-mail address. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

function secondsUntil(end: number, at: Date): number {
  return Math.max(1, Math.ceil((end - at.getTime()) / 1000));
}

export function createRateLimiter(db: AnyDatabase, rateLimits: RateLimitTable, rule: RateLimitRule): RateLimiter {
  const blockedUntil = new Map<string, number>();
  let prunedAt = Number.NEGATIVE_INFINITY;

  function remembered(key: string, at: Date): RateLimitVerdict | null {
    const until = blockedUntil.get(key);
    if (until === undefined) return null;
    if (until > at.getTime())
      return { allowed: false, hits: rule.limit + 1, retryAfterSeconds: secondsUntil(until, at) };
    blockedUntil.delete(key);
    return null;
  }

  function remember(key: string, until: number): void {
    if (blockedUntil.size >= maxRememberedBlocks) {
      const oldest = blockedUntil.keys().next();
      if (!oldest.done) blockedUntil.delete(oldest.value);
    }
    blockedUntil.set(key, until);
  }

  /** Ended windows are dead rows: each instance clears its bucket's once per window length. */
  async function prune(at: Date): Promise<void> {
    if (at.getTime() - prunedAt < rule.windowMs) return;
    prunedAt = at.getTime();
    const floor = new Date(at.getTime() - rule.windowMs);
    await db.delete(rateLimits).where(and(eq(rateLimits.bucket, rule.bucket), lte(rateLimits.windowStart, floor)));
  }

  return {
    rule,
    async hit(key, at) {
      const known = remembered(key, at);
      if (known) return known;
      await prune(at);
      const floor = new Date(at.getTime() - rule.windowMs).toISOString();
      // One statement: concurrent hits from any instance serialise on the row, so none is lost.
      const [row] = await db
        .insert(rateLimits)
        .values({ bucket: rule.bucket, key: digest(key), windowStart: at, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.bucket, rateLimits.key],
          set: {
            windowStart: sql`case when ${rateLimits.windowStart} <= ${floor}::timestamptz then excluded.window_start else ${rateLimits.windowStart} end`,
            hits: sql`case when ${rateLimits.windowStart} <= ${floor}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          },
        })
        .returning({ windowStart: rateLimits.windowStart, hits: rateLimits.hits });
      if (!row) throw new Error(`rate limit ${rule.bucket}: the upsert returned no row`);
      const end = row.windowStart.getTime() + rule.windowMs;
      const allowed = row.hits <= rule.limit;
      if (!allowed) remember(key, end);
      return { allowed, hits: row.hits, retryAfterSeconds: secondsUntil(end, at) };
    },
    async refund(key, at) {
      const floor = new Date(at.getTime() - rule.windowMs);
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(
          and(
            eq(rateLimits.bucket, rule.bucket),
            eq(rateLimits.key, digest(key)),
            gt(rateLimits.windowStart, floor),
            gt(rateLimits.hits, 0),
          ),
        );
    },
  };
}

/** One limiter per rule and app: its memory of blocked keys lives as long as the app. */
export interface RateLimits {
  for(rule: RateLimitRule): RateLimiter;
}

export function createRateLimits(db: AnyDatabase, rateLimits: RateLimitTable): RateLimits {
  const limiters = new Map<RateLimitRule, RateLimiter>();
  return {
    for(rule) {
      const limiter = limiters.get(rule) ?? createRateLimiter(db, rateLimits, rule);
      limiters.set(rule, limiter);
      return limiter;
    },
  };
}
