/**
 * catalogue.txt §9 / member-and-shell.txt §9: mobile below 700, tablet
 * between, desktop from 1080, large at 1440. One table for CSS (media
 * queries) and JS, so they never disagree.
 */
export const breakpoints = { mobile: 0, tablet: 700, desktop: 1080, large: 1440 } as const;

export type Viewport = keyof typeof breakpoints;

export const viewports = ['mobile', 'tablet', 'desktop', 'large'] as const satisfies readonly Viewport[];

/** The viewport a window width falls in. */
export function viewportForWidth(width: number): Viewport {
  if (width >= breakpoints.large) return 'large';
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.tablet) return 'tablet';
  return 'mobile';
}

/** Media queries from each breakpoint up (mobile-first). */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
} as const;

/** Media queries for one viewport only ("mobile" = below tablet, and so on). */
export const onlyMediaQueries = {
  mobile: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px) and (max-width: ${breakpoints.large - 0.02}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
} as const;
