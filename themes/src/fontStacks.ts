/**
 * Font stacks per family: the self-hosted variable font, then a local
 * fallback face whose metrics are adjusted to match it (fonts.css.ts), so the
 * swap when the font arrives moves nothing.
 */
export const fontStacks = {
  inter: '"Inter Variable", "Inter Variable Fallback", Arial, sans-serif',
  montserrat: '"Montserrat Variable", "Montserrat Variable Fallback", Arial, sans-serif',
  figtree: '"Figtree Variable", "Figtree Variable Fallback", Arial, sans-serif',
  sourceSans3: '"Source Sans 3 Variable", "Source Sans 3 Variable Fallback", Arial, sans-serif',
} as const;

export type FontFamily = keyof typeof fontStacks;
