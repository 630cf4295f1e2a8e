import { describe, expect, it } from 'vitest';
import { breakpoints, isDesktopViewport, viewportKind } from './viewport.ts';

describe('catalogue.txt §9 Breakpoints: mobile < 700, tablet < 1080, desktop >= 1080, large >= 1440', () => {
  it.each([
    [320, 'mobile'],
    [699, 'mobile'],
    [700, 'tablet'],
    [1079, 'tablet'],
    [1080, 'desktop'],
    [1439, 'desktop'],
    [1440, 'large'],
  ] as const)('%ipx is %s', (width, kind) => {
    expect(viewportKind(width)).toBe(kind);
  });

  it('exports the breakpoints the storybook viewports use', () => {
    expect(breakpoints).toEqual({ mobile: 0, tablet: 700, desktop: 1080, large: 1440 });
    expect(isDesktopViewport('large')).toBe(true);
    expect(isDesktopViewport('tablet')).toBe(false);
  });
});
