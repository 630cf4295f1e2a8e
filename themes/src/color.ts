/**
 * Colour arithmetic for the themes: WCAG 2.2 contrast, and shades derived by
 * mixing rather than hand-typed. Colours are 6-digit hex strings.
 */

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Expected a #rrggbb colour, got ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `amount` (0-1) of `other` mixed into `base`, in sRGB. */
export function mix(base: string, other: string, amount: number): string {
  const [r1, g1, b1] = toRgb(base);
  const [r2, g2, b2] = toRgb(other);
  return toHex([r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount]);
}

/**
 * The hover and pressed shades of a fill, moved away from the colour drawn on
 * it, so interaction never lowers the contrast of the label.
 */
export function interactionShades(fill: string, on: string): { hover: string; active: string } {
  const towards = relativeLuminance(on) > relativeLuminance(fill) ? '#000000' : '#ffffff';
  return { hover: mix(fill, towards, 0.12), active: mix(fill, towards, 0.24) };
}
