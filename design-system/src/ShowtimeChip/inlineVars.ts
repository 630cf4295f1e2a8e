import type { CSSProperties } from 'react';

/**
 * The one place a colour from data reaches the page: special showtimes carry their own colours
 * (catalogue.txt §3 specialShowtimeDetails color, backgroundColor), which no class can know in advance.
 *
 * Same signature and output as `assignInlineVars` from `@vanilla-extract/dynamic`, which is not a
 * dependency of the design system yet; swap this import for the package's once it is added.
 *
 * CSP: this sets a `style` attribute. A strict `style-src` without `'unsafe-inline'` drops it, and the
 * chip then shows the theme colours. The site must allow inline styles for these custom properties
 * (or map the chain's few special colours to classes) to show them.
 */
export function assignInlineVars(assignments: Record<string, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [cssVar, value] of Object.entries(assignments)) {
    style[/^var\((.*)\)$/.exec(cssVar)?.[1] ?? cssVar] = value;
  }
  return style as CSSProperties;
}

const hexColour = /^#[0-9a-f]{6}$/i;

/** True for a `#rrggbb` colour; anything else from the API (names, short hex, CSS snippets) is refused. */
export function isHexColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && hexColour.test(value);
}
