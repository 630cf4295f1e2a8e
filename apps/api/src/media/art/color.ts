/**
 * The art's colours: palettes seeded per item inside each brand's family (themes/src/brands), and
 * the WCAG contrast every text of the art is checked against (>= 4.5:1 on what lies behind it).
 */
import type { ThemeName } from '@marquee/themes/constants';

/** The art's brands are the sites' themes (member-and-shell.txt §9: `themeForSite`). */
export type Brand = ThemeName;

export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrast(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The text colour of the two given that reads best on `background`. */
export function inkOn(background: string, light = '#ffffff', dark = '#141414'): string {
  return contrast(light, background) >= contrast(dark, background) ? light : dark;
}

/**
 * One picture's colours. `ground` lies behind every text; `ink` is the text on it (>= 4.5:1),
 * `accent` the highlight (kickers, rules), also >= 4.5:1 on `ground` when used for text.
 */
export interface Palette {
  ground: string;
  deep: string;
  mid: string;
  light: string;
  accent: string;
  ink: string;
  muted: string;
}

/** A colour of hue `hue` darkened until `ink` reads on it at 4.5:1 at least. */
function readableGround(hue: number, saturation: number, lightness: number, ink: string): string {
  let l = lightness;
  let colour = hsl(hue, saturation, l);
  while (contrast(colour, ink) < 4.6 && l > 2) {
    l -= 2;
    colour = hsl(hue, saturation, l);
  }
  return colour;
}

/** An accent for text on `ground`: the brand's accent when it reads, else lightened until it does. */
function readableAccent(hue: number, saturation: number, lightness: number, ground: string): string {
  let l = lightness;
  let colour = hsl(hue, saturation, l);
  while (contrast(colour, ground) < 4.6 && l < 98) {
    l += 2;
    colour = hsl(hue, saturation, l);
  }
  return colour;
}

/** The brands' hue families: the base hue and how far a seed may move it, and the accent. */
const brandFamilies: Record<Brand, { hue: number; spread: number; saturation: number; accentHue: number }> = {
  // Marquee France: ink and the yellow of the chain.
  fr: { hue: 225, spread: 20, saturation: 14, accentHue: 44 },
  // Benelux: raspberry, navy and violet.
  benelux: { hue: 300, spread: 40, saturation: 45, accentHue: 336 },
  // Switzerland and Africa: teal and ink, a red accent.
  default: { hue: 176, spread: 22, saturation: 50, accentHue: 4 },
};

/** A brand palette for a site's item (news, events, offers, cinemas, cities, banners). */
export function brandPalette(brand: Brand, seed: number): Palette {
  const family = brandFamilies[brand];
  const hue = (family.hue + ((seed % (family.spread * 2 + 1)) - family.spread) + 360) % 360;
  return paletteOf(hue, family.saturation, family.accentHue, seed);
}

/** Genre hues for posters and backdrops (a show is not one site's: its palette is the film's). */
const genreHues: Record<string, readonly [number, number]> = {
  drama: [10, 40],
  'science-fiction': [190, 250],
  adventure: [20, 60],
  animation: [260, 330],
  opera: [340, 370],
  comedy: [30, 60],
  thriller: [180, 220],
  horror: [350, 380],
  action: [0, 30],
  romance: [320, 350],
  documentary: [90, 150],
  family: [280, 320],
  ballet: [300, 340],
  concert: [250, 290],
  sport: [100, 140],
  history: [25, 45],
};

export function genrePalette(genre: string, seed: number): Palette {
  const [from, to] = genreHues[genre] ?? [0, 360];
  const hue = (from + (seed % (to - from + 1))) % 360;
  const accentHue = (hue + 150 + (seed % 60)) % 360;
  return paletteOf(hue, 45 + (seed % 25), accentHue, seed);
}

function paletteOf(hue: number, saturation: number, accentHue: number, seed: number): Palette {
  const ink = '#ffffff';
  const ground = readableGround(hue, saturation, 14 + (seed % 6), ink);
  return {
    ground,
    deep: hsl(hue, saturation, 8),
    mid: hsl((hue + 12) % 360, saturation + 10, 30 + (seed % 10)),
    light: hsl((hue + 24) % 360, saturation + 15, 55 + (seed % 12)),
    accent: readableAccent(accentHue, 85, 55, ground),
    ink,
    muted: readableAccent(hue, 20, 72, ground),
  };
}
