import { describe, expect, it } from 'vitest';
import {
  bytesPerPackage,
  charactersPerSource,
  decodeMappings,
  decodeVlq,
  glue,
  packageOf,
  shareOut,
  unmappedBlock,
  unmappedBlockLength,
} from './sourcemap.ts';

describe('source map attribution (issue 11 "a report of what each dependency costs per route")', () => {
  it('decodes Base64 VLQ numbers: sign bit, continuation digits', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CD')).toEqual([1, -1]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('jB')).toEqual([-17]);
    expect(decodeVlq('w+BgkxH')).toEqual([1000, 123456]);
    expect(() => decodeVlq('A!')).toThrow(/not a base64 digit/);
  });

  it('makes columns absolute per line and source indexes absolute across lines; one-field segments are unmapped', () => {
    // Line 0: col 0 -> source 0, col 4 -> source 1 (relative +1), col 6 unmapped. Line 1: col 2 -> source 1 (carried over, +0).
    expect(decodeMappings('AAAA,ICAA,E;EAAA')).toEqual([
      [
        { column: 0, source: 0 },
        { column: 4, source: 1 },
        { column: 6, source: null },
      ],
      [{ column: 2, source: 1 }],
    ]);
  });

  it('gives each segment the text up to the next one; newlines, leading text and unmapped segments are glue', () => {
    const code = 'aaaabbcc\n  dd';
    const counts = charactersPerSource(code, { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA,E;EAAA' });
    expect(counts.get(0)).toBe(4);
    expect(counts.get(1)).toBe(2 + 2);
    expect(counts.get(glue)).toBe(2 + 1 + 2);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(code.length);
  });

  it('counts a long unmapped run (inlined JSON such as the translations) apart from glue', () => {
    const data = 'x'.repeat(unmappedBlockLength);
    const code = `ab${data}`;
    // col 0 -> source 0, then col 2 unmapped to the end of the line.
    const counts = charactersPerSource(code, { sources: ['a.js'], mappings: 'AAAA,E' });
    expect(counts.get(0)).toBe(2);
    expect(counts.get(unmappedBlock)).toBe(unmappedBlockLength);
    expect(counts.get(glue)).toBeUndefined();
  });

  it('names the package of a source: the last node_modules entry (pnpm nests them), scoped names, workspace folders', () => {
    expect(packageOf('node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js')).toBe(
      'react-dom',
    );
    expect(packageOf('node_modules/.pnpm/@react-aria+focus@3.0.0/node_modules/@react-aria/focus/dist/a.mjs')).toBe(
      '@react-aria/focus',
    );
    expect(packageOf('design-system/src/Header/Header.tsx')).toBe('@marquee/design-system');
    expect(packageOf('pages/src/page.ts')).toBe('@marquee/pages');
    expect(packageOf('apps/site/app/root.tsx')).toBe('@marquee/site');
    expect(packageOf('\0rolldown/runtime.js')).toBe('(bundler runtime)');
  });

  it('resolves source paths against the map folder before naming packages', () => {
    const totals = bytesPerPackage(
      'aaaabb\n',
      { sources: ['../../../../../node_modules/swr/dist/index.mjs', '../../../app/root.tsx'], mappings: 'AAAA,ICAA' },
      '/repo/apps/site/build/client/assets',
      '/repo',
    );
    expect(Object.fromEntries(totals)).toEqual({ swr: 4, '@marquee/site': 2, '(bundler glue)': 1 });
  });

  it('shares a chunk gzip size out in proportion to raw bytes, and nothing out of an empty chunk', () => {
    const shares = shareOut(
      new Map([
        ['react-dom', 300],
        ['swr', 100],
      ]),
      1000,
    );
    expect(Object.fromEntries(shares)).toEqual({ 'react-dom': 750, swr: 250 });
    expect(Object.fromEntries(shareOut(new Map([['a', 0]]), 1000))).toEqual({ a: 0 });
  });
});
