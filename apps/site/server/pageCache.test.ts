import { describe, expect, it } from 'vitest';
import { createPageCache, isShareable, nonceOf, pageCacheKey } from './pageCache.ts';

/** Decision 0022: one render serves everyone asking for the same page for a moment. */

const page = (nonce: string, init: { status?: number; cacheControl?: string; setCookie?: boolean } = {}) => {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': init.cacheControl ?? 'public, max-age=0, s-maxage=60',
    'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    vary: 'Cookie, X-Geo-Position',
  });
  if (init.setCookie) headers.set('set-cookie', 'lang=fr');
  return new Response(`<script nonce="${nonce}">1</script><p>Orbite</p>`, { status: init.status ?? 200, headers });
};
const request = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://fr.localhost/films/orbite-10002', { method, headers });

describe('pageCacheKey: what a page depends on (its Vary)', () => {
  it('the address, the locator and lang cookies, the first Accept-Language tag and the position', () => {
    const base = pageCacheKey(request(), 'fr.localhost');
    expect(pageCacheKey(request({ cookie: 'analytics=1' }), 'fr.localhost')).toBe(base);
    expect(pageCacheKey(request({ cookie: 'locator=city%3Aparis' }), 'fr.localhost')).not.toBe(base);
    expect(pageCacheKey(request({ cookie: 'lang=en' }), 'fr.localhost')).not.toBe(base);
    expect(pageCacheKey(request({ 'accept-language': 'en-GB,fr;q=0.5' }), 'fr.localhost')).not.toBe(base);
    expect(pageCacheKey(request({ 'x-geo-position': '48.85,2.35' }), 'fr.localhost')).not.toBe(base);
    expect(pageCacheKey(request(), 'nl.localhost')).not.toBe(base);
  });

  it('never for writes or requests carrying credentials', () => {
    expect(pageCacheKey(request({}, 'POST'), 'fr.localhost')).toBeNull();
    expect(pageCacheKey(request({ authorization: 'Bearer x' }), 'fr.localhost')).toBeNull();
  });
});

describe('what may be shared', () => {
  it('public pages and not-found pages; never no-store (saved copies, 503), errors or a cookie being set', () => {
    expect(isShareable(page('a'))).toBe(true);
    expect(isShareable(page('a', { status: 404 }))).toBe(true);
    expect(isShareable(page('a', { cacheControl: 'no-store' }))).toBe(false);
    expect(isShareable(page('a', { status: 503, cacheControl: 'no-store' }))).toBe(false);
    expect(isShareable(page('a', { status: 500, cacheControl: 'no-store' }))).toBe(false);
    expect(isShareable(page('a', { setCookie: true }))).toBe(false);
  });

  it('reads the nonce the policy names', () => {
    expect(nonceOf("script-src 'nonce-Ab+/9=' 'strict-dynamic'")).toBe('Ab+/9=');
    expect(nonceOf(null)).toBeNull();
  });
});

describe('createPageCache', () => {
  it('renders once for requests arriving together, and gives each response its own nonce', async () => {
    let renders = 0;
    const cache = createPageCache({ ttlMs: 2000 });
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('first');
    };
    let counter = 0;
    const nonce = () => `n${(counter += 1)}`;
    const responses = await Promise.all([1, 2, 3].map(() => cache.serve('k', render, nonce)));
    expect(renders).toBe(1);
    const nonces = responses.map((response) => nonceOf(response.headers.get('content-security-policy')));
    expect(new Set(nonces).size).toBe(3);
    for (const [index, response] of responses.entries()) {
      const body = await response.text();
      expect(body).toContain(`nonce="${nonces[index]}"`);
      expect(body).toContain('<p>Orbite</p>');
    }
  });

  it('serves from the cache while fresh, renders again after', async () => {
    let clock = 0;
    let renders = 0;
    const cache = createPageCache({ ttlMs: 2000, now: () => clock });
    const render = async () => {
      renders += 1;
      return page(`r${renders}`);
    };
    await cache.serve('k', render, () => 'x');
    clock = 1999;
    const hit = await cache.serve('k', render, () => 'y');
    expect(renders).toBe(1);
    expect(hit.headers.get('age')).toBe('1');
    clock = 2000;
    await cache.serve('k', render, () => 'z');
    expect(renders).toBe(2);
  });

  it('passes what may not be shared through, uncached, and does nothing with no key or no time', async () => {
    let renders = 0;
    const cache = createPageCache({ ttlMs: 2000 });
    const stale = async () => {
      renders += 1;
      return page('s', { cacheControl: 'no-store' });
    };
    expect((await cache.serve('k', stale, () => 'x')).headers.get('cache-control')).toBe('no-store');
    await cache.serve('k', stale, () => 'x');
    expect(renders).toBe(2);
    const off = createPageCache({ ttlMs: 0 });
    const fresh = async () => {
      renders += 1;
      return page('f');
    };
    await off.serve('k', fresh, () => 'x');
    await off.serve('k', fresh, () => 'x');
    await cache.serve(null, fresh, () => 'x');
    expect(renders).toBe(5);
  });
});
