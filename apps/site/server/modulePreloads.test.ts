import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { earlyCodeScript } from '../app/earlyCode.ts';
import {
  afterHydrationModules,
  hydrationModules,
  modulePreloadHrefs,
  rewriteHead,
  rewriteModulePreloads,
  withoutModulePreloads,
  type ClientManifest,
} from './modulePreloads.ts';

const head =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-r.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/show-s.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/style-c.css"/>' +
  '<link rel="preload" href="/assets/font.woff2" as="font"/></head>';
const body =
  '<body><a href="x">x</a><link rel="modulepreload" href="/in-body.js"/><script type="module">import "/a.js"</script></body></html>';

/** Vite's manifest as the site's build writes it: the root and a route, each with a deferred part. */
const manifest: ClientManifest = {
  'app/root.tsx?__react-router-build-client-route': {
    file: 'assets/root-r.js',
    imports: ['_framework-b.js'],
    dynamicImports: ['app/frame.tsx'],
  },
  'app/routes/films/show.tsx?__react-router-build-client-route': {
    file: 'assets/show-s.js',
    imports: ['_framework-b.js'],
    dynamicImports: ['../../pages/src/films/ShowPage/index.ts'],
  },
  'app/frame.tsx': { file: 'assets/frame-f.js', imports: ['_framework-b.js', '_ui-u.js', '_components-c.js'] },
  '../../pages/src/films/ShowPage/index.ts': {
    file: 'assets/ShowPage-p.js',
    imports: ['_components-c.js'],
    dynamicImports: ['../../design-system/src/Carousel/index.ts'],
  },
  '../../design-system/src/Carousel/index.ts': { file: 'assets/Carousel-k.js' },
  '_framework-b.js': { file: 'assets/framework-b.js' },
  '_ui-u.js': { file: 'assets/ui-u.js', imports: ['_framework-b.js'] },
  '_components-c.js': {
    file: 'assets/components-c.js',
    imports: ['_ui-u.js', '_framework-b.js', '_routes-t.js'],
    dynamicImports: ['_contract-z.js'],
  },
  '_routes-t.js': { file: 'assets/routes-t.js' },
  '_contract-z.js': { file: 'assets/contract-z.js', name: 'contract', imports: ['_routes-t.js', '_zod-y.js'] },
  '_zod-y.js': { file: 'assets/zod-y.js' },
  'app/routes/films/home.tsx?__react-router-build-client-route': {
    file: 'assets/home-h.js',
    dynamicImports: ['../../pages/src/films/HomePage/index.ts'],
  },
  '../../pages/src/films/HomePage/index.ts': { file: 'assets/HomePage-x.js' },
};

describe('decision 0028: no code ahead of the first paint; the code hydration needs once the first screen is in', () => {
  it('drops the head’s modulepreload links and keeps its stylesheet and other links', () => {
    const out = withoutModulePreloads(head);
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('rel="stylesheet"');
    expect(out).toContain('rel="preload"');
    expect(modulePreloadHrefs(head)).toEqual([
      '/assets/entry.client-a.js',
      '/assets/framework-b.js',
      '/assets/root-r.js',
      '/assets/show-s.js',
    ]);
  });

  it('names the frame’s and the page’s code with what they import, not the first load again, not what loads on use', () => {
    const modules = hydrationModules(manifest, modulePreloadHrefs(head));
    expect(modules).toEqual([
      '/assets/frame-f.js',
      '/assets/ui-u.js',
      '/assets/components-c.js',
      '/assets/routes-t.js',
      '/assets/ShowPage-p.js',
    ]);
    // Another route's page, the carousel the film page loads when it shows one: not asked for.
    expect(modules).not.toContain('/assets/HomePage-x.js');
    expect(modules).not.toContain('/assets/Carousel-k.js');
  });

  it('names the contract’s schemas for after hydration, with what they import, less what was asked for (stop 43)', () => {
    const asked = ['/assets/components-c.js', '/assets/routes-t.js'];
    expect(afterHydrationModules(manifest, asked)).toEqual(['/assets/contract-z.js', '/assets/zod-y.js']);
    expect(hydrationModules(manifest, modulePreloadHrefs(head))).not.toContain('/assets/contract-z.js');
  });

  it('puts one script in the head, with the nonce, the first load then hydration’s code, and the strings', () => {
    const open = head.slice(0, head.indexOf('</head>'));
    const out = rewriteHead(open, { manifest, fetches: ['/assets/fr-t.json'], nonce: 'abc' });
    expect(out).not.toContain('<link rel="modulepreload"');
    const script = /<script nonce="abc">(.*)<\/script>$/s.exec(out)?.[1] ?? '';
    expect(script).toContain(
      '["/assets/entry.client-a.js","/assets/framework-b.js","/assets/root-r.js","/assets/show-s.js","/assets/frame-f.js","/assets/ui-u.js","/assets/components-c.js","/assets/routes-t.js","/assets/ShowPage-p.js"],["/assets/fr-t.json"],["/assets/contract-z.js","/assets/zod-y.js"]',
    );
    // Without a manifest (the development server) the head only loses its preloads.
    expect(rewriteHead(open, { manifest: null, fetches: [], nonce: 'abc' })).toBe(withoutModulePreloads(open));
  });

  it('writes hrefs that cannot end the script early', () => {
    expect(earlyCodeScript(['/a</script>.js'], [], 'n')).not.toContain('</script>.js');
  });

  it('rewrites the head however the stream cuts it, and passes the body as it is', async () => {
    const titled = head.replace('<meta', '<title>Orbite au cinéma</title><meta');
    const html = Buffer.from(titled + body);
    const early = { manifest, fetches: ['/assets/fr-t.json'], nonce: 'n' };
    for (const size of [1, 7, 64, html.length]) {
      const chunks = Array.from({ length: Math.ceil(html.length / size) }, (_, i) =>
        html.subarray(i * size, (i + 1) * size),
      );
      const out = await text(Readable.from(chunks).pipe(rewriteModulePreloads(early)));
      expect(out).toBe(rewriteHead(titled.slice(0, titled.indexOf('</head>')), early) + '</head>' + body);
    }
  });
});
