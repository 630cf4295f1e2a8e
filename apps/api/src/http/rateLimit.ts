import {
  createRateLimiter as createLimiter,
  createRateLimits as createLimits,
  type RateLimiter,
  type RateLimitRule,
  type RateLimits,
} from '@marquee/server-kit/rateLimit';
import type { Database } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from '../errors.ts';

/** The API's rate limits (decision 0031): the shared limiter on the API's `rate_limits` table. */
export type { RateLimiter, RateLimitRule, RateLimits, RateLimitVerdict } from '@marquee/server-kit/rateLimit';

export const createRateLimiter = (db: Database, rule: RateLimitRule): RateLimiter =>
  createLimiter(db, rateLimits, rule);

export const createRateLimits = (db: Database): RateLimits => createLimits(db, rateLimits);

/** The 429 answer: `Retry-After` and `{code: 'RATE_LIMITED', details: {retryAfterSeconds}}`. */
export function rateLimited(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    'RATE_LIMITED',
    'Too many attempts; try again later',
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}
