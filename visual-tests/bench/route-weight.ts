/**
 * What a first visit to a page downloads, gzipped: the HTML, the JavaScript modules it loads at
 * once (module preloads and the inline module's imports) and its stylesheets. Usage:
 *   node visual-tests/bench/route-weight.ts url...
 * (issue 9 reports home and a film page; issue 11 turns it into budgets.)
 */
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** GET over loopback naming the host: Node does not resolve `{site}.localhost` names. */
function download(address: string): Promise<Buffer> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const request = get(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, 'accept-encoding': 'identity' },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`${address}: ${response.statusCode}`));
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    request.on('error', reject);
  });
}

const gzippedSize = async (url: string) => gzipSync(await download(url), { level: 9 }).length;

const unique = (values: Iterable<string>) => [...new Set(values)];

for (const page of process.argv.slice(2)) {
  const html = (await download(page)).toString('utf8');
  const scripts = unique(
    [
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
      ...html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g),
    ].map((match) => new URL(match[1] ?? '', page).href),
  );
  const styles = unique(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => new URL(m[1] ?? '', page).href),
  );
  const js = (await Promise.all(scripts.map(gzippedSize))).reduce((sum, size) => sum + size, 0);
  const css = (await Promise.all(styles.map(gzippedSize))).reduce((sum, size) => sum + size, 0);
  const document = gzipSync(Buffer.from(html), { level: 9 }).length;
  console.log(
    `${page}  JS ${kib(js)} (${scripts.length} files)  CSS ${kib(css)} (${styles.length} files)  HTML ${kib(document)} (${kib(html.length)} raw)`,
  );
}
