import { describe, expect, it } from 'vitest';
import { pageCacheControl, pageCacheHeaders } from './caching.ts';

describe('issue 8 Caching and failure: page cache rules', () => {
  it('public HTML is shared: s-maxage and stale-while-revalidate', () => {
    expect(pageCacheControl).toMatch(/public/);
    expect(pageCacheControl).toMatch(/s-maxage=\d+/);
    expect(pageCacheControl).toMatch(/stale-while-revalidate=\d+/);
    expect(pageCacheHeaders({ status: 200, stale: false, negotiated: false })).toEqual({
      'Cache-Control': pageCacheControl,
      Vary: 'Cookie, X-Geo-Position',
    });
    expect(pageCacheHeaders({ status: 404, stale: false, negotiated: false })['Cache-Control']).toBe(pageCacheControl);
  });

  it('a page from saved answers and a server error are never kept', () => {
    expect(pageCacheHeaders({ status: 200, stale: true, negotiated: false })['Cache-Control']).toBe('no-store');
    expect(pageCacheHeaders({ status: 500, stale: false, negotiated: false })['Cache-Control']).toBe('no-store');
  });

  it('the 503 says when to come back', () => {
    const headers = pageCacheHeaders({ status: 503, stale: false, negotiated: false });
    expect(headers['Cache-Control']).toBe('no-store');
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
  });

  it('member §4 Locator: every page varies by the Cookie header (the locator cookie aims it)', () => {
    for (const status of [200, 404, 503]) {
      expect(pageCacheHeaders({ status, stale: false, negotiated: false }).Vary).toBe('Cookie, X-Geo-Position');
    }
  });

  it('a negotiated language varies by Accept-Language and Cookie', () => {
    expect(pageCacheHeaders({ status: 200, stale: false, negotiated: true }).Vary).toBe(
      'Accept-Language, Cookie, X-Geo-Position',
    );
  });
});
