/**
 * What a first visit to a page downloads, as the server sends it (gzip): the HTML, the
 * JavaScript modules it loads at once (module preloads, the inline module's imports and
 * everything those import statically) and its stylesheets; how much of the gzip stream the head and the above-the-fold content take; and
 * what each package costs in that JavaScript, from the build's source maps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getOk, type Fetched } from './http.ts';
import { bytesPerPackage, shareOut, type SourceMapFile } from './sourcemap.ts';

/** The "first 14 KB", read as 14 KiB: a little under 10 TCP segments of 1,460 bytes (14,600), which leaves room for framing. */
export const firstFlightBytes = 14 * 1024;

/**
 * Issue 11 budgets of a first visit, gzip as sent: JavaScript 160 KiB on the film page (the
 * film and entertainment route), 130 KiB on every other route; CSS 20 KiB; the head and the
 * above-the-fold content within the first flight. `npm test` enforces them (budgets.spec.ts);
 * the bench reports them.
 */
export const firstLoadBudgets = {
  jsKiB: (filmPage: boolean) => (filmPage ? 160 : 130),
  cssKiB: 20,
  aboveTheFoldBytes: firstFlightBytes,
} as const;

const unique = (values: Iterable<string>) => [...new Set(values)];

/**
 * The scripts and stylesheets an HTML document names for its first load, as absolute paths: its
 * module preloads and its inline module's imports, static or dynamic (React Router's inline
 * module ends with an `import()` of the browser entry, which runs at once). Not what those
 * modules import in turn: `firstLoadScripts` follows them.
 */
export function firstLoadAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = unique(
    [
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
      ...html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g),
      ...html.matchAll(/import\(\s*"([^"]+\.js)"\s*\)/g),
    ].map((match) => match[1] ?? ''),
  );
  const styles = unique([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? ''));
  return { scripts, styles };
}

/**
 * The modules a built module imports statically (`import ... from "x"`, `import "x"`,
 * `export ... from "x"`): the browser fetches them before it runs the module. Not its dynamic
 * `import()`s, which load when the code asks.
 */
export function staticImports(code: string): string[] {
  return unique([...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"'`]+\.js)["']/g)].map((match) => match[1] ?? ''));
}

/**
 * Every script a document's first load fetches, as absolute paths: what the document names
 * (`firstLoadAssets`) and, transitively, what those modules import statically. Without module
 * preloads in the head the browser still fetches the whole static graph before it runs the
 * inline module. `load` returns a script's text by its path.
 */
export async function firstLoadScripts(html: string, load: (path: string) => Promise<string>): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...firstLoadAssets(html).scripts];
  while (queue.length > 0) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    for (const specifier of staticImports(await load(path))) {
      queue.push(new URL(specifier, new URL(path, 'http://document.invalid/')).pathname);
    }
  }
  return [...seen];
}

/**
 * Where "the document head plus above-the-fold content" ends: after the first `</h1>` that
 * follows `<main`, the page's own title under the header (on a phone, header and title are what
 * the first screen shows). Without such a heading, the end of the `<main>` start tag. Null when
 * the document has no `<main>` at all.
 */
export function aboveTheFoldEnd(html: string): number | null {
  const main = /<main[^>]*>/.exec(html);
  if (!main) return null;
  const afterMain = main.index + main[0].length;
  const mainEnd = html.indexOf('</main>', afterMain);
  const heading = html.indexOf('</h1>', afterMain);
  return heading >= 0 && (mainEnd < 0 || heading < mainEnd) ? heading + '</h1>'.length : afterMain;
}

/** Gzip bytes a browser must receive to have `prefix` (the default zlib level, as the server's CompressionStream). */
export const gzippedLength = (text: string) => gzipSync(text).length;

export interface AssetWeight {
  file: string;
  gzipBytes: number;
}

export interface RouteWeight {
  url: string;
  html: { gzipBytes: number; rawBytes: number; headerBytes: number };
  aboveTheFold: { gzipBytes: number | null; rawBytes: number | null };
  js: { gzipBytes: number; files: AssetWeight[] };
  css: { gzipBytes: number; files: AssetWeight[] };
  /** Gzip bytes of first-load JavaScript per package (shared out by source map). */
  packages: Record<string, number>;
}

const sum = (files: AssetWeight[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

export async function routeWeight(
  url: string,
  { assetsDir, mapsDir, root }: { assetsDir: string; mapsDir: string | null; root: string },
): Promise<RouteWeight> {
  const page = await getOk(url);
  const html = page.body.toString('utf8');
  const fetched = new Map<string, Promise<Fetched>>();
  const fetchOnce = (path: string) => {
    const answer = fetched.get(path) ?? getOk(new URL(path, url).href);
    fetched.set(path, answer);
    return answer;
  };
  const scripts = await firstLoadScripts(html, async (path) => (await fetchOnce(path)).body.toString('utf8'));
  const { styles } = firstLoadAssets(html);
  const weigh = async (path: string): Promise<AssetWeight> => ({
    file: basename(path),
    gzipBytes: (await fetchOnce(path)).wireBytes,
  });
  const jsFiles = await Promise.all(scripts.map(weigh));
  const cssFiles = await Promise.all(styles.map(weigh));

  const packages = new Map<string, number>();
  for (const file of jsFiles) {
    const mapPath = mapsDir ? join(mapsDir, `${file.file}.map`) : '';
    const codePath = join(assetsDir, file.file);
    let shares = new Map([['(no source map)', file.gzipBytes]]);
    if (mapPath && existsSync(mapPath) && existsSync(codePath)) {
      const map = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapFile;
      shares = shareOut(bytesPerPackage(readFileSync(codePath, 'utf8'), map, assetsDir, root), file.gzipBytes);
    }
    for (const [name, bytes] of shares) packages.set(name, (packages.get(name) ?? 0) + bytes);
  }

  const fold = aboveTheFoldEnd(html);
  return {
    url,
    html: { gzipBytes: page.wireBytes, rawBytes: page.body.length, headerBytes: page.headerBytes },
    aboveTheFold: {
      gzipBytes: fold === null ? null : gzippedLength(html.slice(0, fold)),
      rawBytes: fold === null ? null : Buffer.byteLength(html.slice(0, fold)),
    },
    js: { gzipBytes: sum(jsFiles), files: jsFiles },
    css: { gzipBytes: sum(cssFiles), files: cssFiles },
    packages: Object.fromEntries(
      [...packages].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, Math.round(bytes)]),
    ),
  };
}

// By hand against a running site: node visual-tests/bench/route-weight.ts url...
if (import.meta.main) {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const assetsDir = new URL('../../apps/site/build/client/assets/', import.meta.url).pathname;
  const root = new URL('../../', import.meta.url).pathname;
  for (const url of process.argv.slice(2)) {
    const weight = await routeWeight(url, { assetsDir, mapsDir: null, root });
    console.log(
      `${url}  JS ${kib(weight.js.gzipBytes)} (${weight.js.files.length} files)  CSS ${kib(weight.css.gzipBytes)}` +
        ` (${weight.css.files.length} files)  HTML ${kib(weight.html.gzipBytes)} (${kib(weight.html.rawBytes)} raw)` +
        `  above the fold ${weight.aboveTheFold.gzipBytes ?? '-'} B`,
    );
  }
}
