import { describe, expect, it } from 'vitest';
import {
  aboveTheFoldEnd,
  firstFlightBytes,
  firstLoadAssets,
  firstLoadScripts,
  gzippedLength,
  staticImports,
} from './route-weight.ts';

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

  // Issue 18's runtime: no module preloads in the head; the inline module imports the route
  // modules and ends with React Router's import() of the browser entry.
  const withoutPreloads = [
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/style-C.css"/></head><body><main><h1>x</h1></main>',
    '<script type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/show-D.js";',
    '\n  window.__reactRouterManifest = { "entry": { "module": "/assets/entry.client-A.js" } };',
    '\nimport("/assets/entry.client-A.js");</script></body></html>',
  ].join('');
  const modules: Record<string, string> = {
    '/assets/root-B.js':
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/frame-F.js"])))=>i.map(i=>d[i]);' +
      'import{n as e}from"./runtime-R.js";import{_ as t}from"./framework-G.js";const f=()=>import(`./frame-F.js`);',
    '/assets/show-D.js': 'import"./framework-G.js";export{a as b}from"./site-S.js";import("./page-P.js")',
    '/assets/entry.client-A.js': 'import{n as e}from"./runtime-R.js";import{v as a}from "./site-S.js";',
    '/assets/framework-G.js': 'import{n as e}from"./runtime-R.js";',
    '/assets/site-S.js': 'import{_ as t}from"./framework-G.js";',
    '/assets/runtime-R.js': 'var e=1;export{e as n};',
  };

  it("issue 18: without module preloads, the inline module's static imports and its import() of the entry", () => {
    expect(firstLoadAssets(withoutPreloads).scripts).toEqual([
      '/assets/root-B.js',
      '/assets/show-D.js',
      '/assets/entry.client-A.js',
    ]);
  });

  it("static imports of a built module, not its dynamic import()s nor the bundler's list of preloads", () => {
    expect(staticImports(modules['/assets/root-B.js']!)).toEqual(['./runtime-R.js', './framework-G.js']);
    expect(staticImports(modules['/assets/show-D.js']!)).toEqual(['./framework-G.js', './site-S.js']);
  });

  it('the first load is the whole static graph of what the document names, each module once', async () => {
    const asked: string[] = [];
    const scripts = await firstLoadScripts(withoutPreloads, (path) => {
      asked.push(path);
      return Promise.resolve(modules[path] ?? '');
    });
    expect(scripts.sort()).toEqual([
      '/assets/entry.client-A.js',
      '/assets/framework-G.js',
      '/assets/root-B.js',
      '/assets/runtime-R.js',
      '/assets/show-D.js',
      '/assets/site-S.js',
    ]);
    expect(asked.length).toBe(new Set(asked).size);
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
