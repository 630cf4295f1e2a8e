import { describe, expect, it } from 'vitest';
import {
  figureKey,
  formatTarget,
  formatValue,
  markdownTable,
  packageTable,
  summarize,
  textTable,
  toMarkdown,
  toText,
  verdict,
  type Figure,
} from './report.ts';

const film: Figure = {
  section: 'First load (gzip)',
  subject: 'fr film',
  measure: 'JS',
  value: 161.24,
  unit: 'KiB',
  target: { op: '<=', limit: 160 },
};
const perCore: Figure = {
  section: 'Server load: SSR',
  subject: 'fr film @50',
  measure: 'requests/s per core',
  value: 300,
  unit: 'req/s',
  target: { op: '>=', limit: 300 },
};
const plain: Figure = { section: 'Server load: SSR', subject: 'fr home @50', measure: 'p50', value: 12.4, unit: 'ms' };

describe('bench report (issue 11 "each figure next to its target with pass/miss")', () => {
  it('"<= 160 KiB on the film page": over the limit misses, at the limit passes; ">= 300 requests/s" likewise', () => {
    expect(verdict(film)).toBe('miss');
    expect(verdict({ ...film, value: 160 })).toBe('pass');
    expect(verdict(perCore)).toBe('pass');
    expect(verdict({ ...perCore, value: 299.9 })).toBe('miss');
  });

  it('a figure without a target has no verdict; a target without a figure is not a pass', () => {
    expect(verdict(plain)).toBe('');
    expect(verdict({ ...film, value: null })).toBe('no figure');
    expect(verdict({ ...film, value: Number.NaN })).toBe('no figure');
  });

  it('counts targets met and missed (a missing figure is missed)', () => {
    expect(summarize([film, perCore, plain, { ...perCore, value: null }])).toEqual({
      targets: 3,
      passed: 1,
      missed: 2,
    });
  });

  it('formats each unit with its precision and thousands separators', () => {
    expect(formatValue(161.24, 'KiB')).toBe('161.2 KiB');
    expect(formatValue(14336, 'B')).toBe('14,336 B');
    expect(formatValue(0.0123, '')).toBe('0.012');
    expect(formatValue(100, 'score')).toBe('100');
    expect(formatValue(null, 'ms')).toBe('-');
    expect(formatTarget(film.target, 'KiB')).toBe('<= 160.0 KiB');
    expect(formatTarget(undefined, 'KiB')).toBe('');
  });

  it('prints one aligned block per section, values right-aligned', () => {
    expect(toText([film, perCore, plain]).split('\n')).toEqual([
      '== First load (gzip)',
      'fr film  JS  161.2 KiB  <= 160.0 KiB  miss',
      '',
      '== Server load: SSR',
      'fr film @50  requests/s per core  300 req/s  >= 300 req/s  pass',
      'fr home @50  p50                      12 ms',
    ]);
  });

  it('writes one Markdown table per section, escaping pipes in cells', () => {
    const markdown = toMarkdown([{ ...plain, subject: 'a|b' }]);
    expect(markdown).toContain('### Server load: SSR');
    expect(markdown).toContain('| a\\|b | p50 | 12 ms |  |  |');
  });

  it('keys history lines by section, subject and measure so runs line up', () => {
    expect(figureKey(film)).toBe('First load (gzip) | fr film | JS');
  });

  it('tables packages per route, the costliest package overall first, KiB with one decimal, "-" where absent', () => {
    const table = packageTable([
      { name: 'home', packages: { swr: 1024, 'react-dom': 64_512 } },
      { name: 'film', packages: { 'react-dom': 64_512, 'embla-carousel': 2048 } },
    ]);
    expect(table).toEqual([
      ['package', 'home', 'film'],
      ['react-dom', '63.0', '63.0'],
      ['embla-carousel', '-', '2.0'],
      ['swr', '1.0', '-'],
    ]);
    expect(textTable(table).split('\n')[1]).toBe('react-dom       63.0  63.0');
    expect(markdownTable(table).split('\n').slice(0, 2)).toEqual([
      '| package | home | film |',
      '| --- | ---: | ---: |',
    ]);
  });
});
