/**
 * A micro-cache of public catalogue answers (docs/decisions/0022-page-micro-cache.md): for a
 * couple of seconds one computation of a public GET serves every caller asking for the same URL
 * of the same site (and, for GET zone, the same position), and callers arriving while it is
 * computed wait for it. Answers are already public to shared caches for five minutes
 * (`publicCacheControl`); bearer calls, writes and calls carrying headers of their own (the
 * captcha of the voucher check) never enter it. Off unless the server turns it on (API_CACHE_MS).
 */
export interface CachedAnswer {
  status: 200 | 204;
  json: string | null;
  etag: string | null;
}

export function createAnswerCache({
  ttlMs,
  maxEntries = 2000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const answers = new Map<string, { answer: Promise<CachedAnswer>; at: number }>();
  return {
    enabled: ttlMs > 0,
    /** The answer for `key`, computed by `compute` unless a fresh one (or one being computed) exists. */
    answer(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
      const known = answers.get(key);
      if (known && now() - known.at < ttlMs) return known.answer;
      const answer = compute();
      answers.delete(key);
      answers.set(key, { answer, at: now() });
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
      // An error is never kept: the next caller computes again.
      answer.catch(() => {
        if (answers.get(key)?.answer === answer) answers.delete(key);
      });
      return answer;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
