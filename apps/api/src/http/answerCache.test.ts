import { describe, expect, it } from 'vitest';
import { createAnswerCache, type CachedAnswer } from './answerCache.ts';

/** Decision 0022: one computation of a public answer serves every caller for a moment. */
const answer = (json: string): CachedAnswer => ({ status: 200, json, etag: null });

describe('createAnswerCache', () => {
  it('computes once for callers arriving together and while fresh; again once stale', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createAnswerCache({ ttlMs: 2000, now: () => clock });
    const compute = async () => answer(`v${(computed += 1)}`);
    const together = await Promise.all([1, 2, 3].map(() => cache.answer('fr /api/shows', compute)));
    expect(together.map((item) => item.json)).toEqual(['v1', 'v1', 'v1']);
    clock = 1999;
    expect((await cache.answer('fr /api/shows', compute)).json).toBe('v1');
    expect((await cache.answer('nl /api/shows', compute)).json).toBe('v2');
    clock = 2000;
    expect((await cache.answer('fr /api/shows', compute)).json).toBe('v3');
  });

  it('never keeps a failure: the next caller computes again', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000 });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('database away');
    };
    await expect(cache.answer('k', failing)).rejects.toThrow('database away');
    await expect(cache.answer('k', failing)).rejects.toThrow('database away');
    expect(calls).toBe(2);
    expect((await cache.answer('k', async () => answer('ok'))).json).toBe('ok');
  });

  it('is off with no time', () => {
    expect(createAnswerCache({ ttlMs: 0 }).enabled).toBe(false);
    expect(createAnswerCache({ ttlMs: 1 }).enabled).toBe(true);
  });
});
