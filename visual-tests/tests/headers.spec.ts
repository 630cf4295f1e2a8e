import { routePath, siteRouteKinds, sites } from '../../data/src/index.ts';
import type { APIResponse } from '@playwright/test';
import { direct, expect, hostOf, hydrated, on, paramsFor, test } from './fixtures.ts';

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['permissions-policy'], where).toContain('camera=()');
  expect(headers['x-powered-by'], where).toBeUndefined();
  expect(headers['content-type'] ?? 'text/plain; charset=utf-8', where).toMatch(/charset=utf-8/i);
}

test('every route kind (and 404, 410) answers with the security headers and its own nonce (issue 8)', async ({
  request,
}) => {
  test.setTimeout(360_000);
  const nonces = new Set<string>();
  let pages = 0;
  for (const site of ['fr', 'nl', 'ch'] as const) {
    const params = await paramsFor(request, site);
    for (const language of sites[site].languages) {
      for (const kind of siteRouteKinds(site, language)) {
        const path = routePath(site, { kind, language, params: params[kind] ?? {} });
        if (!path) continue;
        let response = await request.get(direct(path), { headers: hostOf(site), maxRedirects: 0 });
        if (response.status() === 301) {
          // The record's slug in another language moves to its own (decision 0049): the move
          // carries the headers too, then the page it names is checked.
          expectSecurityHeaders(response.headers(), `${site} ${kind} ${path} (301)`);
          const moved = new URL(response.headers().location ?? '', 'http://moved.invalid');
          expect(moved.host, `${site} ${kind} ${path}: moved on the same site`).toBe('moved.invalid');
          response = await request.get(direct(`${moved.pathname}${moved.search}`), {
            headers: hostOf(site),
            maxRedirects: 0,
          });
        }
        const where = `${site} ${kind} ${path} (${response.status()})`;
        if (kind === 'Auth.Callback') {
          // The sign-in's return is the site's server's (decision 0037): without a sign-in in
          // progress it sends the visitor to /error-client#IDP-NR, with the security headers.
          expect(response.status(), where).toBe(303);
          expect(response.headers().location, where).toMatch(/\/error-client#IDP-NR$/);
          expectSecurityHeaders(response.headers(), where);
          continue;
        }
        expect([200, 404, 410], where).toContain(response.status());
        const headers = response.headers();
        expectSecurityHeaders(headers, where);
        expect(headers['content-type'], where).toBe('text/html; charset=utf-8');
        const csp = headers['content-security-policy'] ?? '';
        const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp)?.[1];
        expect(nonce, where).toBeTruthy();
        expect(Buffer.from(nonce!, 'base64').length, where).toBeGreaterThanOrEqual(16);
        expect(csp, where).not.toMatch(/script-src[^;]*unsafe/);
        for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", 'frame-ancestors']) {
          expect(csp, where).toContain(directive);
        }
        // Every script of the document carries this response's nonce, and no other.
        const html = await response.text();
        const scriptNonces = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
        const scripts = [...html.matchAll(/<script\b/g)].length;
        expect(scriptNonces.length, where).toBe(scripts);
        expect(new Set(scriptNonces), where).toEqual(new Set([nonce]));
        expect(nonces.has(nonce!), `${where}: nonce reused`).toBe(false);
        nonces.add(nonce!);
        pages += 1;
      }
    }
  }
  expect(pages).toBeGreaterThan(80);
});

test('the same page asked twice gets two different nonces', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec(
      (await request.get(direct('/'), { headers: hostOf('fr') })).headers()['content-security-policy'] ?? '',
    )?.[1];
  const [first, second] = [await nonceOf(), await nonceOf()];
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);
});

test('static files, the API proxy, redirects and robots.txt carry the headers too', async ({ request }) => {
  const home = await (await request.get(direct('/'), { headers: hostOf('fr') })).text();
  const stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+\.css)"/
    .exec(home)
    ?.slice(1)
    .find(Boolean);
  expect(stylesheet).toBeTruthy();
  for (const path of [
    stylesheet!,
    '/favicon.svg',
    '/api/cinemas?language=fr',
    '/cinemas/',
    '/robots.txt',
    '/sitemap.xml',
  ]) {
    const response = await request.get(direct(path), { headers: hostOf('fr'), maxRedirects: 0 });
    expectSecurityHeaders(response.headers(), path);
    expect(response.headers()['content-security-policy'], path).toBeTruthy();
  }
  // The build's manifest names the code for the site's server (decision 0028), not for the web.
  expect((await request.get(direct('/.vite/manifest.json'), { headers: hostOf('fr') })).status()).toBe(404);
  // Pages are public and shared: s-maxage with stale-while-revalidate.
  const page = await request.get(direct('/cinemas'), { headers: hostOf('fr') });
  expect(page.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
  // So they set no cookie: a CDN keeping one would hand the same anti-forgery token to every visitor
  // (server/auth/csrf.ts); the session answer, which no cache keeps, gives each browser its own.
  expect(page.headers()['set-cookie']).toBeUndefined();
  const session = await request.get(direct('/auth/session'), { headers: hostOf('fr') });
  expect(session.headers()['cache-control']).toBe('no-store');
  expect(session.headers()['set-cookie']).toMatch(/(^|\n)XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Strict/);
});

test('pages, scripts, styles and API answers travel gzipped, with Vary: Accept-Encoding (issue 9 on a phone)', async ({
  request,
}) => {
  const gzipped = { ...hostOf('fr'), 'accept-encoding': 'gzip' };
  const home = await request.get(direct('/'), { headers: gzipped });
  const html = await home.text();
  // The scripts the document imports; those under 1 KiB go as they are (the server's threshold).
  const scripts = [...html.matchAll(/import\s*\*\s*as\s*\w+\s*from\s*"([^"]+)"/g)].map(([, path]) => path!);
  const stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
  expect(scripts.length && stylesheet).toBeTruthy();
  const answers: [string, APIResponse][] = [['/', home]];
  for (const script of scripts) {
    const response = await request.get(direct(script), { headers: gzipped });
    if ((await response.body()).length >= 1024) answers.push([script, response]);
  }
  expect(answers.length, 'a script of 1 KiB or more').toBeGreaterThan(1);
  answers.push([stylesheet!, await request.get(direct(stylesheet!), { headers: gzipped })]);
  answers.push(['/api/cinemas', await request.get(direct('/api/cinemas?language=fr'), { headers: gzipped })]);
  for (const [path, response] of answers) {
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers().vary, path).toMatch(/accept-encoding/i);
  }
});

test('a browser that takes brotli gets the built scripts and stylesheet in brotli, smaller than gzip (decision 0069)', async ({
  page,
  request,
}) => {
  // What Chromium itself asks for and receives, on a real page load.
  const assets = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/assets\/.+\.(?:js|css)$/.test(path)) assets.set(path, response.headers()['content-encoding']);
  });
  await page.goto(on('fr', '/films'), { waitUntil: 'load' });
  await hydrated(page);
  const stylesheet = [...assets.keys()].find((path) => path.endsWith('.css'));
  expect(stylesheet, 'the stylesheet').toBeTruthy();
  expect(assets.get(stylesheet!)).toBe('br');
  // The same file costs fewer bytes in brotli than in gzip; both decode to the same text.
  const asking = (encoding: string) =>
    request.get(direct(stylesheet!), { headers: { ...hostOf('fr'), 'accept-encoding': encoding } });
  const [br, gzip] = await Promise.all([asking('br'), asking('gzip')]);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(Number(br.headers()['content-length'])).toBeLessThan(Number(gzip.headers()['content-length']));
  expect(await br.text()).toBe(await gzip.text());
  for (const [path, encoding] of assets) if (path.endsWith('.js') && encoding) expect(encoding, path).toBe('br');
});
