import { describe, expect, it } from 'vitest';
import { median, medianWithMisses, percentile, percentileWithMisses, ratio } from './stats.ts';

describe('bench statistics', () => {
  it('issue 11 Lighthouse "median of 5 runs": the middle value of an odd count, whatever the order', () => {
    expect(median([72, 100, 95, 40, 88])).toBe(88);
  });

  it('issue 11: an even count (BENCH_LIGHTHOUSE_RUNS=4) takes the mean of the two middle values', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('issue 11: a run that produced no metric (NaN) does not count, and no runs give NaN', () => {
    expect(median([Number.NaN, 10, 30])).toBe(20);
    expect(median([])).toBeNaN();
  });

  it('issue 11 "p50, p99": nearest-rank percentiles of renderToString durations', () => {
    const durations = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(durations, 50)).toBe(50);
    expect(percentile(durations, 99)).toBe(99);
    expect(percentile([7, 3, 5], 99)).toBe(7);
    expect(percentile([7, 3, 5], 0)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });

  it('issue 11 "the ratio of SSR throughput to a static copy": missing or zero figures give no ratio, not 0', () => {
    expect(ratio(150, 600)).toBe(0.25);
    expect(ratio(150, 0)).toBeNull();
    expect(ratio(null, 600)).toBeNull();
    expect(ratio(150, undefined)).toBeNull();
    expect(ratio(Number.NaN, 600)).toBeNull();
  });

  it('issue 18 "p75 <= 1.0 s": nearest rank, of 5 runs the 4th fastest, whatever the order', () => {
    expect(percentileWithMisses([900, 300, 1200, 500, 700], 75)).toBe(900);
    expect(medianWithMisses([900, 300, 1200, 500, 700])).toBe(700);
  });

  it('issue 18: a run with no response ranks above every response; a figure landing on one is no figure, not the time limit', () => {
    // One miss in 5: the p75 (4th) and the median (3rd) are still responses.
    expect(percentileWithMisses([null, 300, 1200, 500, 700], 75)).toBe(1200);
    expect(medianWithMisses([null, 300, 1200, 500, 700])).toBe(700);
    // Two misses: the 4th is a miss.
    expect(percentileWithMisses([null, 300, null, 500, 700], 75)).toBeNull();
    expect(medianWithMisses([null, 300, null, 500, 700])).toBe(700);
    // An even count whose middle pair holds a miss has no median.
    expect(medianWithMisses([100, null])).toBeNull();
    expect(medianWithMisses([])).toBeNull();
    expect(percentileWithMisses([], 75)).toBeNull();
  });
});
