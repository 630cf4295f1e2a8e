/**
 * The web fonts, self-hosted from npm (no font CDN). Importing this module
 * adds their @font-face rules (font-display: swap; unicode ranges, so a
 * browser downloads only the subsets a page uses) and the metric-matched
 * fallbacks. `fontPreloads` lists the Latin files each theme should preload.
 */
import '@fontsource-variable/figtree/wght.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/montserrat/wght.css';
import '@fontsource-variable/source-sans-3/wght.css';
import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import montserratLatin from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import sourceSans3Latin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import './fonts.css.ts';
import type { ThemeName } from './themeNames.ts';

export const fontPreloads: Record<ThemeName, readonly string[]> = {
  fr: [montserratLatin, interLatin],
  benelux: [figtreeLatin],
  default: [sourceSans3Latin],
};
