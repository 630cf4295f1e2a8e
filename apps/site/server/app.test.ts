import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCacheControl } from './caching.ts';
import { createSiteApp } from './app.ts';
import { readConfig } from './config.ts';

/**
 * The site server's request boundary, in-process (issue 22). The server build does not exist when
 * the unit tests run, so pages come from a stand-in renderer that records what it was handed; the
 * API is a real HTTP server on a free port that echoes what reached it. The fuzz suite
 * (visual-tests/tests/fuzz.spec.ts) checks the same boundary against the real built server.
 */

const rendered: Request[] = [];
const handleRequest = async (request: Request) => {
  rendered.push(request);
  return new Response(`<p>${new URL(request.url).origin}</p>`, {
    headers: { 'Content-Type': 'text/html', 'Cache-Control': pageCacheControl },
  });
};

/** The API stand-in: answers every request with what it received, and headers the browser must not see. */
let api: Server;
let apiUrl = '';
beforeAll(async () => {
  api = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'public, max-age=60',
        Vary: 'X-Marquee-Site',
        'Set-Cookie': 'tracker=1; Path=/',
        'Access-Control-Allow-Origin': '*',
        Server: 'upstream/1.0',
        'Content-Security-Policy': 'default-src *',
        'X-Powered-By': 'upstream',
      });
      const body = Buffer.concat(chunks);
      response.end(
        JSON.stringify({ method: request.method, url: request.url, headers: request.headers, bytes: body.length }),
      );
    });
  });
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

const appWith = (env: Record<string, string> = {}) =>
  createSiteApp({ handleRequest, config: readConfig({ API_URL: apiUrl, ...env }), log: () => {} });

/** The app over a real socket on a free port, for what only a connection shows. */
async function listening(env: Record<string, string> = {}): Promise<{ port: number; close: () => void }> {
  const app = appWith(env);
  const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

/** Decodes a chunked body (the server streams what it did not measure). */
const unchunked = (body: string) => {
  let rest = body;
  let text = '';
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, line), 16);
    if (!(size > 0)) return text;
    text += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
};

/**
 * Writes `lines` (then a blank line and `body`) on a fresh socket, as a client that can send what
 * fetch refuses to (two Host lines, TRACE, an absolute request line); the status, headers and body.
 */
async function raw(port: number, lines: string[], body = ''): Promise<{ status: number; head: string; body: string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`);
  let text = '';
  for await (const chunk of socket) text += String(chunk);
  // A 100 Continue comes first when the request expected it.
  const [head = '', ...rest] = text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '').split('\r\n\r\n');
  const payload = rest.join('\r\n\r\n');
  const chunked = /^transfer-encoding: chunked$/im.test(head);
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: chunked ? unchunked(payload) : payload };
}

/** A write's anti-forgery pair (server/auth/csrf.ts): the site's cookie, echoed in the header. */
const antiForgery = ['Cookie: XSRF-TOKEN=t0k3n', 'X-XSRF-TOKEN: t0k3n'];

const pages = ['/', '/films', '/films/orbite-10002', '/cinemas', '/cinemas/ville/paris', '/actualites', '/aide'];

describe('issue 22: methods other than GET and HEAD on pages (was 500)', () => {
  const app = appWith();

  it('OPTIONS answers 204 with Allow: GET, HEAD', async () => {
    for (const path of pages) {
      const response = await app.request(`http://fr.localhost${path}`, { method: 'OPTIONS' });
      expect(response.status).toBe(204);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('TRACE, PROPFIND, PURGE, POST answer 405 with Allow, never rendered', async () => {
    rendered.length = 0;
    for (const method of ['PROPFIND', 'PURGE', 'POST', 'DELETE']) {
      for (const path of pages) {
        const response = await app.request(`http://fr.localhost${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
    // fetch cannot send TRACE: a socket can.
    const server = await listening();
    try {
      for (const path of pages) {
        const answer = await raw(server.port, [`TRACE ${path} HTTP/1.1`, 'Host: fr.localhost']);
        expect(answer.status, `TRACE ${path}`).toBe(405);
        expect(answer.head).toContain('allow: get, head');
      }
    } finally {
      server.close();
    }
    expect(rendered).toHaveLength(0);
  });

  it('TRACE on /api/* is 405 with the API methods (was 503), PROPFIND too; the API never sees them', async () => {
    for (const method of ['PROPFIND', 'PURGE']) {
      const response = await app.request('http://fr.localhost/api/shows', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST, PATCH, DELETE');
      expect(await response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    }
    const server = await listening();
    try {
      const answer = await raw(server.port, ['TRACE /api/shows HTTP/1.1', 'Host: fr.localhost']);
      expect(answer.status).toBe(405);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    } finally {
      server.close();
    }
  });
});

describe('issue 22: control characters in a path (was 500) are not found', () => {
  const app = appWith();

  it('%0A, %0D, U+2028 (raw or encoded), or a broken escape answer 404 without rendering', async () => {
    rendered.length = 0;
    for (const path of [
      '/films%0Ax',
      '/a%0D',
      '/%E2%80%A8',
      '/films/orbite%00',
      '/x%7f',
      '/%c2%85',
      '/films/%zz',
      '/a%C3%28',
    ]) {
      const response = await app.request(`http://fr.localhost${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('No such page');
    }
    expect(rendered).toHaveLength(0);
  });

  it('an address longer than any page is 414', async () => {
    const response = await app.request(`http://fr.localhost/films/${'a'.repeat(5000)}`);
    expect(response.status).toBe(414);
  });
});

describe('issue 22: host confusion', () => {
  const app = appWith();

  it('host 999.999.999.999 or two hosts joined answer 400 (was 500)', async () => {
    for (const host of ['999.999.999.999', 'fr.localhost, evil.example', '1.2.3', 'fr.localhost:99999', 'a b']) {
      const response = await app.request('http://fr.localhost/', { headers: { host } });
      expect(response.status, host).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('two Host lines on the wire answer 400', async () => {
    const server = await listening();
    try {
      const answer = await raw(server.port, ['GET / HTTP/1.1', 'Host: fr.localhost', 'Host: evil.example']);
      expect(answer.status).toBe(400);
    } finally {
      server.close();
    }
  });

  it('a numeric or unknown host is no site: 404 that no cache keeps, never rendered as fr', async () => {
    rendered.length = 0;
    for (const host of ['10.0.0.7', '203.0.113.9:3000', 'www.example.com', 'xx.localhost']) {
      for (const path of ['/', '/robots.txt', '/sitemap.xml', '/api/settings']) {
        const response = await app.request(`http://fr.localhost${path}`, { headers: { host } });
        expect(response.status, `${host}${path}`).toBe(404);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(rendered).toHaveLength(0);
  });

  it('the loopback names still serve fr (development, the test stack)', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await app.request('http://x/', { headers: { host } })).status, host).toBe(200);
    }
  });
});

describe('issue 22: HTTPS comes from the connection, or from the nearest trusted proxy', () => {
  it('an absolute https:// request line over plain HTTP turns on no HTTPS behaviour', async () => {
    rendered.length = 0;
    const response = await appWith().request('https://fr.localhost/films', { headers: { host: 'fr.localhost' } });
    expect(response.headers.has('strict-transport-security')).toBe(false);
    expect(rendered[0]?.url).toBe('http://fr.localhost/films');

    const server = await listening();
    try {
      const answer = await raw(server.port, ['GET https://fr.localhost/films HTTP/1.1', 'Host: fr.localhost']);
      expect(answer.status).toBe(200);
      expect(answer.head).not.toContain('strict-transport-security');
      expect(answer.body).toContain('http://fr.localhost');
      const cookie = await raw(server.port, [
        'GET https://fr.localhost/switch-language/en?to=/ HTTP/1.1',
        'Host: fr.localhost',
      ]);
      expect(cookie.head).toMatch(/set-cookie: lang=en;[^\r\n]*/);
      expect(cookie.head).not.toMatch(/set-cookie: [^\r\n]*secure/);
    } finally {
      server.close();
    }
  });

  it('X-Forwarded-* are ignored unless TRUST_PROXY', async () => {
    rendered.length = 0;
    const headers = { host: 'fr.localhost', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'nl.localhost' };
    const response = await appWith().request('http://fr.localhost/films', { headers });
    expect(response.headers.has('strict-transport-security')).toBe(false);
    expect(rendered[0]?.url).toBe('http://fr.localhost/films');
    expect(rendered[0]?.headers.has('x-forwarded-host')).toBe(false);
  });

  it('with TRUST_PROXY=1 the last entry (the nearest proxy appended it) wins, not the first', async () => {
    const app = appWith({ TRUST_PROXY: '1' });
    rendered.length = 0;
    const forged = await app.request('http://127.0.0.1/films', {
      headers: { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'evil.example, nl.localhost' },
    });
    expect(forged.headers.has('strict-transport-security')).toBe(false);
    expect(rendered[0]?.url).toBe('http://nl.localhost/films');
    const real = await app.request('http://127.0.0.1/films', {
      headers: { 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'nl.localhost' },
    });
    expect(real.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(rendered[1]?.url).toBe('https://nl.localhost/films');
  });

  it('one render is never served to another scheme, host or negotiated language', async () => {
    const app = appWith({ TRUST_PROXY: '1' });
    rendered.length = 0;
    const origins = [];
    const variants: Record<string, string>[] = [
      { 'x-forwarded-proto': 'https' },
      { 'x-forwarded-proto': 'http' },
      { 'x-forwarded-proto': 'https', 'accept-language': 'de' },
      { 'x-forwarded-proto': 'https', 'accept-language': 'en;q=0.1, de' },
    ];
    for (const headers of variants) {
      const response = await app.request('http://ch.localhost/specials/imax', { headers });
      origins.push(await response.text());
    }
    expect(origins.slice(0, 2)).toEqual(['<p>https://ch.localhost</p>', '<p>http://ch.localhost</p>']);
    // German either way: the last two share one render.
    expect(rendered).toHaveLength(3);
  });
});

describe('issue 22: the open redirect of /switch-language', () => {
  it('answers 303 to a path on this site, never to //evil.example', async () => {
    const app = appWith();
    for (const to of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example']) {
      const response = await app.request(`http://fr.localhost/switch-language/en?to=${encodeURIComponent(to)}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location'), to).toBe('/en');
    }
  });
});

describe('issue 22: the /api proxy forwards and returns allow-listed headers only', () => {
  it('no Cookie, Proxy-Authorization, TE, hop-by-hop or client X-Forwarded-For; the socket address instead', async () => {
    const server = await listening();
    try {
      const answer = await raw(server.port, [
        'GET /api/shows?language=fr HTTP/1.1',
        'Host: fr.localhost',
        'Accept: application/json',
        'Accept-Language: fr',
        'Cookie: session=secret',
        'Proxy-Authorization: Basic eDp5',
        'TE: trailers',
        'Keep-Alive: timeout=5',
        'X-Forwarded-For: 6.6.6.6',
        'Forwarded: for=6.6.6.6',
        'X-Geo-Position: 48.85,2.35',
        'X-Recaptcha-Response: token',
        'Authorization: Bearer abc',
        'Range: bytes=0-99',
      ]);
      expect(answer.status).toBe(200);
      const echoed = JSON.parse(answer.body) as { headers: Record<string, string> };
      const names = Object.keys(echoed.headers);
      // issue 19: the member's bearer comes from the session (decision 0037), never from the browser.
      for (const name of [
        'cookie',
        'proxy-authorization',
        'authorization',
        'te',
        'keep-alive',
        'forwarded',
        'upgrade',
      ]) {
        expect(names, name).not.toContain(name);
      }
      expect(echoed.headers).toMatchObject({
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-host': 'fr.localhost',
        'x-forwarded-proto': 'http',
        'x-marquee-site': 'fr',
        'x-geo-position': '48.85,2.35',
        'x-recaptcha-response': 'token',
        accept: 'application/json',
        // issue 20 trailers that play (decision 0065): a <video> reads its clip by byte ranges.
        range: 'bytes=0-99',
      });
      for (const name of [
        'set-cookie',
        'access-control-allow-origin',
        'server: upstream',
        'default-src *',
        'x-powered-by',
      ]) {
        expect(answer.head, name).not.toContain(name);
      }
      expect(answer.head).toContain('cache-control: public, max-age=60');
    } finally {
      server.close();
    }
  });

  it("with TRUST_PROXY=1, X-Forwarded-For is the nearest proxy's entry", async () => {
    const response = await appWith({ TRUST_PROXY: '1' }).request('http://fr.localhost/api/shows', {
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' },
    });
    const echoed = (await response.json()) as { headers: Record<string, string> };
    expect(echoed.headers['x-forwarded-for']).toBe('198.51.100.4');
  });

  it('/api/zone varies with X-Geo-Position and says so', async () => {
    const response = await appWith().request('http://fr.localhost/api/zone?language=fr');
    expect(response.headers.get('vary')).toContain('X-Geo-Position');
    const other = await appWith().request('http://fr.localhost/api/shows?language=fr');
    expect(other.headers.get('vary')).not.toContain('X-Geo-Position');
  });

  it('Upgrade and Expect: 100-continue reach the API as plain requests (was 503); other expectations 417', async () => {
    const server = await listening();
    try {
      const upgrade = await raw(server.port, [
        'GET /api/shows HTTP/1.1',
        'Host: fr.localhost',
        'Connection: Upgrade',
        'Upgrade: websocket',
      ]);
      expect(upgrade.status).toBe(200);
      const expecting = await raw(
        server.port,
        [
          'POST /api/client/1/shows HTTP/1.1',
          'Host: fr.localhost',
          ...antiForgery,
          'Expect: 100-continue',
          'Content-Length: 2',
        ],
        '{}',
      );
      expect(expecting.status).toBe(200);
      expect(JSON.parse(expecting.body)).toMatchObject({ method: 'POST', bytes: 2 });
      const odd = await raw(server.port, ['GET /api/shows HTTP/1.1', 'Host: fr.localhost', 'Expect: telepathy']);
      expect(odd.status).toBe(417);
    } finally {
      server.close();
    }
  });

  it('a chunked body over the API limit is 413 (was 503), without reaching the API', async () => {
    const server = await listening();
    try {
      const chunk = 'x'.repeat(64 * 1024);
      const chunked = [chunk, chunk, chunk].map((part) => `${part.length.toString(16)}\r\n${part}\r\n`).join('');
      const answer = await raw(
        server.port,
        ['POST /api/client/1/shows HTTP/1.1', 'Host: fr.localhost', ...antiForgery, 'Transfer-Encoding: chunked'],
        `${chunked}0\r\n\r\n`,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    } finally {
      server.close();
    }
  });
});
