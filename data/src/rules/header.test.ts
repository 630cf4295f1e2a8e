import { describe, expect, it } from 'vitest';
import { initialHeaderState, stickyHeader, type HeaderScroll } from './header.ts';

const desktop = (scrollY: number, previousScrollY: number): HeaderScroll => ({
  viewport: 'desktop',
  scrollY,
  previousScrollY,
  windowHeight: 800,
});
const sticky = { sticky: true, visible: true };

describe('catalogue.txt §4 Header sticky behaviour', () => {
  it('is not sticky at a scroll of exactly 68px, even when it was', () => {
    expect(stickyHeader(sticky, desktop(68, 300))).toEqual(initialHeaderState);
  });

  it('becomes sticky only past a quarter of the window height', () => {
    expect(stickyHeader(initialHeaderState, desktop(200, 100))).toEqual(initialHeaderState);
    expect(stickyHeader(initialHeaderState, desktop(201, 199)).sticky).toBe(true);
  });

  it('becomes sticky at 69px when a quarter of the window is less than 68px', () => {
    expect(stickyHeader(initialHeaderState, { ...desktop(69, 60), windowHeight: 200 }).sticky).toBe(true);
  });

  it('while sticky, shows on scrolling up and hides on scrolling down', () => {
    expect(stickyHeader(sticky, desktop(900, 800))).toEqual({ sticky: true, visible: false });
    expect(stickyHeader({ sticky: true, visible: false }, desktop(850, 900))).toEqual({ sticky: true, visible: true });
    expect(stickyHeader({ sticky: true, visible: false }, desktop(850, 850))).toEqual({ sticky: true, visible: false });
  });

  it('stays sticky between 68px and a quarter of the window once sticky', () => {
    expect(stickyHeader(sticky, desktop(150, 250))).toEqual({ sticky: true, visible: true });
  });

  it.each(['mobile', 'tablet'] as const)('applies on desktop only, never on %s', (viewport) => {
    expect(stickyHeader(sticky, { ...desktop(2000, 1000), viewport })).toEqual(initialHeaderState);
  });

  it('applies on large screens too', () => {
    expect(stickyHeader(initialHeaderState, { ...desktop(900, 800), viewport: 'large' }).sticky).toBe(true);
  });
});
