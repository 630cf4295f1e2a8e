import { ApiError } from '../client.ts';

/** Asks again at most this many times after a failed GET. */
export const maxRetries = 3;
/** The first retry's wait; each next one waits twice as long (with jitter). */
export const firstRetryMs = 2000;

/**
 * Whether, and after how long, a failed GET is asked again (SWR's `onErrorRetry`): never for an
 * answer about the request itself (4xx: not found, gone, refused, too many attempts — asking again
 * cannot change it, and a rate-limited voucher check would only dig deeper), only for a network
 * failure or a 5xx, at most `maxRetries` times with exponential backoff. `random` is injectable
 * so tests read a fixed jitter.
 */
export function retryDelayMs(error: unknown, retryCount: number, random: () => number = Math.random): number | null {
  if (error instanceof ApiError && error.status < 500) return null;
  if (retryCount > maxRetries) return null;
  return Math.round(firstRetryMs * 2 ** (retryCount - 1) * (0.75 + random() / 2));
}
