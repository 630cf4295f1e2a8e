import { describe, expect, it } from 'vitest';
import { engagementTally, type ResourceEntry } from './engagement-weight.ts';

const entry = (path: string, startTime: number, encodedBodySize: number, initiatorType = 'script'): ResourceEntry => ({
  path,
  startTime,
  encodedBodySize,
  initiatorType,
});

describe('after engagement (issue 18 "<= 100 KiB more JavaScript per page kind")', () => {
  const firstLoad = ['/assets/entry.client-A.js', '/assets/framework-B.js'];
  const entries = [
    entry('/assets/entry.client-A.js', 10, 2_000, 'link'),
    entry('/assets/framework-B.js', 12, 60_000),
    entry('/assets/style-C.css', 11, 14_000, 'link'),
    // At idle after load, before the move: counts, as the move's would.
    entry('/assets/frame-D.js', 400, 30_000),
    entry('/assets/show-E.js', 650, 20_000, 'link'),
    entry('/api/show/orbite-10002', 660, 3_000, 'fetch'),
    entry('/assets/fr-F.json', 670, 5_000, 'fetch'),
    entry('/assets/poster.webp', 700, 50_000, 'img'),
    // After it hydrated (at 900): a prefetch, not the price of hydration.
    entry('/assets/cinema-G.js', 950, 10_000),
    entry('/api/shows', 960, 9_000, 'fetch'),
  ];

  it('first-load scripts are those the document names; every other script and fetch started until hydrated is after', () => {
    expect(engagementTally(entries, firstLoad, 900)).toEqual({
      before: { jsBytes: 62_000, jsFiles: 2 },
      after: { jsBytes: 50_000, jsFiles: 2, dataBytes: 8_000, dataRequests: 2 },
    });
  });

  it('a document script downloaded again later is still the first load, never "after"', () => {
    const again = [...entries, entry('/assets/framework-B.js', 800, 0)];
    expect(engagementTally(again, firstLoad, 900).after.jsFiles).toBe(2);
  });

  it('a page that never hydrates counts everything it downloaded (Infinity)', () => {
    expect(engagementTally(entries, firstLoad, Number.POSITIVE_INFINITY).after).toEqual({
      jsBytes: 60_000,
      jsFiles: 3,
      dataBytes: 17_000,
      dataRequests: 3,
    });
  });
});
