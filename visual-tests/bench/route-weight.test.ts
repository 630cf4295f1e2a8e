import { describe, expect, it } from 'vitest';
import { aboveTheFoldEnd, firstFlightBytes, firstLoadAssets, gzippedLength } from './route-weight.ts';

const document = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/root-C.css"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/></head><body><header><h1>Logo</h1></header>',
  '<main id="content"><nav>crumbs</nav><h1>Orbite</h1><p>Synopsis</p></main>',
  '<script type="module">import "/assets/entry.client-A.js"; import * as route0 from "/assets/show-D.js";</script>',
  '</body></html>',
].join('');

describe('first-load weight (issue 11 "Bundle budgets")', () => {
  it('finds the scripts loaded at once (module preloads and the inline module imports) and the stylesheets, each once', () => {
    expect(firstLoadAssets(document)).toEqual({
      scripts: ['/assets/entry.client-A.js', '/assets/root-B.js', '/assets/show-D.js'],
      styles: ['/assets/root-C.css'],
    });
  });

  it('ends "the document head plus above-the-fold content" after the first h1 inside main, not a header h1', () => {
    const end = aboveTheFoldEnd(document)!;
    expect(document.slice(0, end).endsWith('<h1>Orbite</h1>')).toBe(true);
  });

  it('ends it after the main start tag when main has no h1, and has none without main', () => {
    const withoutHeading = '<head></head><main class="m"><p>x</p></main><h1>later</h1>';
    expect(withoutHeading.slice(0, aboveTheFoldEnd(withoutHeading)!)).toBe('<head></head><main class="m">');
    const headingBeforeMainOnly = '<head></head><h1>a</h1><main><p>x</p></main>';
    expect(headingBeforeMainOnly.slice(0, aboveTheFoldEnd(headingBeforeMainOnly)!)).toBe(
      '<head></head><h1>a</h1><main>',
    );
    expect(aboveTheFoldEnd('<head></head><div>no main</div>')).toBeNull();
  });

  it('measures the prefix as gzip bytes (what travels), against a first flight of 14 KiB', () => {
    const repetitive = '<div class="card">Orbite</div>'.repeat(2000);
    expect(gzippedLength(repetitive)).toBeLessThan(Buffer.byteLength(repetitive) / 20);
    expect(gzippedLength(repetitive + repetitive.slice(0, 5000))).toBeGreaterThanOrEqual(gzippedLength(repetitive));
    expect(firstFlightBytes).toBe(14 * 1024);
  });
});
