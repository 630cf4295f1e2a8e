/** The middle value; the mean of the two middle ones for an even count; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile (p in 0-100): the smallest value at or above p % of the values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** a / b, or null when either is missing or b is zero (a ratio of nothing is not 0). */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return a / b;
}

/**
 * Percentile (nearest rank) of timings where null is a run with no answer in time, ranked above
 * every answer: null when the rank lands on such a run (no figure, never the time limit).
 */
export function percentileWithMisses(samples: readonly (number | null)[], p: number): number | null {
  const value = percentile(
    samples.map((sample) => sample ?? Number.POSITIVE_INFINITY),
    p,
  );
  return Number.isFinite(value) ? value : null;
}

/** The median of timings the same way: null when it lands on (or between) runs with no answer. */
export function medianWithMisses(samples: readonly (number | null)[]): number | null {
  const value = median(samples.map((sample) => sample ?? Number.POSITIVE_INFINITY));
  return Number.isFinite(value) ? value : null;
}
