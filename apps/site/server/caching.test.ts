import { describe, expect, it } from 'vitest';
import { pageCacheControl, pageCacheHeaders, routeHeaders } from './caching.ts';

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

describe('issue 18 one request flow: the routes’ headers()', () => {
  const root = new Headers({
    'Content-Security-Policy': "script-src 'nonce-a'",
    ...pageCacheHeaders({ status: 200, stale: false, negotiated: true }),
  });

  it('a page keeps the root’s security headers and its public cache rule when both are fresh', () => {
    const page = new Headers(pageCacheHeaders({ status: 200, stale: false, negotiated: false }));
    const headers = routeHeaders({ parentHeaders: root, loaderHeaders: page });
    expect(headers.get('content-security-policy')).toBe("script-src 'nonce-a'");
    expect(headers.get('cache-control')).toBe(pageCacheControl);
    // Vary lists what either varies on, once each.
    expect(headers.get('vary')?.split(', ').sort()).toEqual(['Accept-Language', 'Cookie', 'X-Geo-Position']);
  });

  it('one stale answer, in the shell or the page, makes the whole page no-store (issue 8)', () => {
    const stalePage = new Headers(pageCacheHeaders({ status: 200, stale: true, negotiated: false }));
    expect(routeHeaders({ parentHeaders: root, loaderHeaders: stalePage }).get('cache-control')).toBe('no-store');
    const staleRoot = new Headers(pageCacheHeaders({ status: 200, stale: true, negotiated: false }));
    const freshPage = new Headers(pageCacheHeaders({ status: 200, stale: false, negotiated: false }));
    expect(routeHeaders({ parentHeaders: staleRoot, loaderHeaders: freshPage }).get('cache-control')).toBe('no-store');
  });

  it('an error a page threw brings its own headers: a 503 is no-store with Retry-After', () => {
    const unavailable = new Headers(pageCacheHeaders({ status: 503, stale: false, negotiated: false }));
    const headers = routeHeaders({ loaderHeaders: root, errorHeaders: unavailable });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('retry-after')).toBe('30');
    expect(headers.get('content-security-policy')).toBe("script-src 'nonce-a'");
  });
});
