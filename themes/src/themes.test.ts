import { describe, expect, it } from 'vitest';
import { breakpoints, viewportForWidth } from './breakpoints.ts';
import { themeForSite } from './themeNames.ts';
import { baseTokens, reducedMotion } from './tokens.ts';

describe('Site -> brand theme (member-and-shell.txt §9: fr one, be and nl another, others default)', () => {
  it.each([
    ['fr', 'fr'],
    ['be', 'benelux'],
    ['nl', 'benelux'],
    ['ch', 'default'],
    ['tn', 'default'],
    ['sn', 'default'],
    ['ci', 'default'],
    ['ma', 'default'],
  ])('%s uses the %s theme', (site, theme) => {
    expect(themeForSite(site)).toBe(theme);
  });
});

describe('Breakpoints (catalogue.txt §9: mobile below 700, desktop from 1080, large at 1440)', () => {
  it.each([
    [0, 'mobile'],
    [699, 'mobile'],
    [700, 'tablet'],
    [1079, 'tablet'],
    [1080, 'desktop'],
    [1439, 'desktop'],
    [1440, 'large'],
  ] as const)('width %i is %s', (width, viewport) => {
    expect(viewportForWidth(width)).toBe(viewport);
  });

  it('agree with the token values CSS reads', () => {
    expect(baseTokens.breakpoint).toEqual({
      tablet: `${breakpoints.tablet}px`,
      desktop: `${breakpoints.desktop}px`,
      large: `${breakpoints.large}px`,
    });
  });
});

describe('Motion', () => {
  it('collapses every duration under prefers-reduced-motion', () => {
    expect(Object.values(reducedMotion)).toEqual(['0ms', '0ms', '0ms']);
    expect(Object.keys(reducedMotion).sort()).toEqual(
      Object.keys(baseTokens.motion)
        .filter((key) => key.startsWith('duration'))
        .sort(),
    );
  });
});
