import { describe, expect, it } from 'vitest';
import { ApiError } from '../client.ts';
import { firstRetryMs, maxRetries, retryDelayMs } from './retry.ts';

const half = () => 0.5;

describe('a failed GET is asked again only when asking again can help (issue 22 anti-automation)', () => {
  it.each([400, 403, 404, 410, 422, 429])('never after a %i: the answer is about the request', (status) => {
    expect(retryDelayMs(new ApiError(status, '/api/vouchers/check'), 1, half)).toBeNull();
  });

  it('after a 5xx or a network failure, with a doubling wait, at most three times', () => {
    const unavailable = new ApiError(503, '/api/shows');
    expect([1, 2, 3].map((count) => retryDelayMs(unavailable, count, half))).toEqual([
      firstRetryMs,
      firstRetryMs * 2,
      firstRetryMs * 4,
    ]);
    expect(retryDelayMs(unavailable, maxRetries + 1, half)).toBeNull();
    expect(retryDelayMs(new TypeError('Failed to fetch'), 1, half)).toBe(firstRetryMs);
  });

  it('spreads the waits of many browsers (jitter within ±25 %)', () => {
    expect(retryDelayMs(new TypeError('offline'), 1, () => 0)).toBe(firstRetryMs * 0.75);
    expect(retryDelayMs(new TypeError('offline'), 1, () => 1)).toBe(firstRetryMs * 1.25);
  });
});
