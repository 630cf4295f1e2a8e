import { describe, expect, it } from 'vitest';
import { beneluxTokens } from './brands/benelux.ts';
import { defaultTokens } from './brands/default.ts';
import { frTokens } from './brands/fr.ts';
import { contrastRatio, interactionShades } from './color.ts';
import { contrastFailures, contrastPairs } from './contrast.ts';

const themes = { fr: frTokens, benelux: beneluxTokens, default: defaultTokens };

describe('WCAG 2.2 AA contrast of every pair the themes define', () => {
  it.each(Object.entries(themes))('%s: no text/background or UI pair below its minimum', (_name, tokens) => {
    expect(contrastFailures(tokens)).toEqual([]);
  });

  it('covers the feedback, flag, showtime-state, tag and focus pairs', () => {
    const foregrounds = new Set(contrastPairs.map((pair) => pair.foreground));
    for (const token of [
      'onFlag1',
      'onFlag5',
      'onShowtimeFull',
      'onShowtimeOld',
      'onTagImax',
      'focusRing',
      'focusRingInverse',
    ] as const) {
      expect(foregrounds).toContain(token);
    }
  });

  it('fails a deliberately illegible theme, naming the pair and its ratio', () => {
    const illegible = {
      ...frTokens,
      color: { ...frTokens.color, textMuted: '#b0b0b0', onBrandPrimary: '#ffffff', focusRing: '#f4f4f5' },
    };
    const failures = contrastFailures(illegible);
    expect(failures.map((failure) => `${failure.foreground}/${failure.background}`)).toEqual(
      expect.arrayContaining(['textMuted/surface', 'onBrandPrimary/brandPrimary', 'focusRing/surface']),
    );
    const muted = failures.find((failure) => failure.foreground === 'textMuted' && failure.background === 'surface');
    expect(muted?.required).toBe(4.5);
    expect(muted?.ratio).toBeLessThan(4.5);
  });
});

describe('Colour arithmetic', () => {
  it('computes the WCAG reference ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('derives hover and pressed shades that never lower the label contrast', () => {
    for (const [fill, on] of [
      ['#ffc72c', '#141414'],
      ['#c8004f', '#ffffff'],
      ['#00756d', '#ffffff'],
    ] as const) {
      const { hover, active } = interactionShades(fill, on);
      expect(contrastRatio(on, hover)).toBeGreaterThan(contrastRatio(on, fill));
      expect(contrastRatio(on, active)).toBeGreaterThan(contrastRatio(on, hover));
    }
  });
});

describe('Brand themes are visibly distinct (colour, type, shape)', () => {
  it('differ in brand colour, font and control radius', () => {
    const list = Object.values(themes);
    for (const key of ['brandPrimary'] as const) expect(new Set(list.map((t) => t.color[key])).size).toBe(3);
    expect(new Set(list.map((t) => t.font.body)).size).toBe(3);
    expect(new Set(list.map((t) => t.radius.control)).size).toBe(3);
  });
});
