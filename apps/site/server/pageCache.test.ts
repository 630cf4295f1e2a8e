import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { locatorCookieText, sites } from '@marquee/data';
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
  const fr = { origin: 'http://fr.localhost' };
  const key = (headers: Record<string, string> = {}, facts = fr, method = 'GET') =>
    pageCacheKey(request(headers, method), facts, sites.fr);

  it('the address, the locator and lang cookies, the negotiated language and the position', () => {
    const base = key();
    expect(key({ cookie: 'analytics=1' })).toBe(base);
    const locator = locatorCookieText({ type: 'city', slug: 'paris' }, { secure: false }).split(';')[0] ?? '';
    expect(key({ cookie: locator })).not.toBe(base);
    expect(key({ cookie: 'locator=garbage' })).toBe(base);
    expect(key({ cookie: 'lang=en' })).not.toBe(base);
    expect(key({ 'accept-language': 'en-GB,fr;q=0.5' })).not.toBe(base);
    expect(key({ 'x-geo-position': '48.85,2.35' })).not.toBe(base);
    expect(key({}, { origin: 'http://nl.localhost' })).not.toBe(base);
  });

  it('member §1 app webview (decision 0051): the app’s cookie gets its own render, without header or footer', () => {
    expect(key({ cookie: 'app-webview=1' })).not.toBe(key());
    expect(key({ cookie: 'app-webview=0' })).toBe(key());
  });

  it('issue 22 cache confusion: keyed on the language the site would pick, not on the first tag', () => {
    // The first tag is English either way, but the site picks German for one and English for the other.
    const german = pageCacheKey(request({ 'accept-language': 'en;q=0.1, de' }), fr, sites.ch);
    const english = pageCacheKey(request({ 'accept-language': 'en, de;q=0.1' }), fr, sites.ch);
    expect(german).not.toBe(english);
    // Two spellings of the same choice share a render; a language the site does not offer is none.
    expect(key({ 'accept-language': 'en-GB' })).toBe(key({ 'accept-language': 'en-US,en;q=0.9' }));
    expect(key({ 'accept-language': 'ja' })).toBe(key());
    expect(key({ cookie: 'lang=xx' })).toBe(key());
  });

  it('issue 22 cache confusion: HTTPS, a crawler and the fetch destination each get their own render', () => {
    const base = key();
    expect(key({}, { origin: 'https://fr.localhost' })).not.toBe(base);
    expect(key({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).not.toBe(base);
    expect(key({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' })).toBe(base);
    expect(key({ 'sec-fetch-dest': 'document' })).not.toBe(key({ 'sec-fetch-dest': 'iframe' }));
    expect(key({ 'sec-fetch-dest': '<x>' })).toBe(key({ 'sec-fetch-dest': '"y"' }));
  });

  it('never for writes or requests carrying credentials', () => {
    expect(key({}, fr, 'POST')).toBeNull();
    expect(key({ authorization: 'Bearer x' })).toBeNull();
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

  it('issue 18 SSR throughput: a hit is gzipped from the page compressed once, with its own nonce', async () => {
    const cache = createPageCache({ ttlMs: 2000 });
    const long = `<script nonce="first">1</script>${'<li>Orbite 20:15</li>'.repeat(200)}<style nonce="first"></style>`;
    const render = async () => {
      const response = page('first');
      return new Response(long, { status: 200, headers: response.headers });
    };
    await cache.serve('k', render, () => 'unused', 'gzip');
    const hit = await cache.serve('k', render, () => 'fresh', 'br, gzip;q=0.9');
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(hit.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await hit.arrayBuffer());
    expect(Number(hit.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(long.length / 10);
    expect(gunzipSync(bytes).toString('utf8')).toBe(long.replaceAll('first', 'fresh'));
    // A client that takes no gzip gets the text, and a short page goes as it is.
    const plain = await cache.serve('k', render, () => 'other', null);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(long.replaceAll('first', 'other'));
    const short = createPageCache({ ttlMs: 2000 });
    await short.serve(
      's',
      async () => page('a'),
      () => 'b',
      'gzip',
    );
    expect(
      (
        await short.serve(
          's',
          async () => page('a'),
          () => 'c',
          'gzip',
        )
      ).headers.get('content-encoding'),
    ).toBeNull();
  });
});
