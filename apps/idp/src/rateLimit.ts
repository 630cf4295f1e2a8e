import {
  createRateLimiter as createLimiter,
  createRateLimits as createLimits,
  type RateLimiter,
  type RateLimitRule,
  type RateLimits,
} from '@marquee/server-kit/rateLimit';
import type { Database } from './db/database.ts';
import { rateLimits } from './db/schema.ts';

/** The provider's sign-in limits (decision 0036): the shared limiter on the provider's own table. */
export type { RateLimiter, RateLimitRule, RateLimits, RateLimitVerdict } from '@marquee/server-kit/rateLimit';

export const createRateLimiter = (db: Database, rule: RateLimitRule): RateLimiter =>
  createLimiter(db, rateLimits, rule);

export const createRateLimits = (db: Database): RateLimits => createLimits(db, rateLimits);
