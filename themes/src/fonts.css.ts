import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import figtree from '@capsizecss/metrics/figtree';
import inter from '@capsizecss/metrics/inter';
import montserrat from '@capsizecss/metrics/montserrat';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import { globalFontFace } from '@vanilla-extract/css';

/**
 * Metric-matched fallback faces (Capsize): Arial — or Liberation Sans, its
 * metric-compatible twin on Linux — scaled and with ascent/descent/line-gap
 * overrides so it occupies exactly the space of the web font it stands in for.
 */
const families: [name: string, metrics: FontMetrics][] = [
  ['Inter Variable Fallback', inter],
  ['Montserrat Variable Fallback', montserrat],
  ['Figtree Variable Fallback', figtree],
  ['Source Sans 3 Variable Fallback', sourceSans3],
];

/** Width of the web fonts' bold cuts relative to scaled Arial Bold (measured in Chromium). */
const boldWidthCorrection = 0.97;

for (const [name, metrics] of families) {
  const { fontFaces } = createFontStack([metrics, arial], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) throw new Error(`Capsize gave no fallback face for ${name}`);
  const { fontFamily: _generated, ...overrides } = face;
  // Quoted: a family name with a word starting with a digit ("Source Sans 3") is no CSS identifier.
  const family = `"${name}"`;
  globalFontFace(family, {
    ...overrides,
    fontWeight: '100 599',
    src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
  });
  // Bold text falls back on the real bold face, not a synthesised one. Capsize has metrics of
  // regular cuts only, and Arial Bold widens more than these families' bold cuts: measured,
  // it runs 2-4 % wide, so its size-adjust is scaled by boldWidthCorrection.
  globalFontFace(family, {
    ...overrides,
    sizeAdjust: `${(parseFloat(String(overrides.sizeAdjust)) * boldWidthCorrection).toFixed(3)}%`,
    fontWeight: '600 900',
    src: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")',
  });
}
