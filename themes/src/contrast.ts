import { contrastRatio } from './color.ts';
import type { ThemeTokens } from './tokens.ts';

type ColorToken = keyof ThemeTokens['color'];

/**
 * WCAG 2.2 AA minimums: 4.5:1 for text, 3:1 for large text (>= 24 px, or
 * >= 18.66 px bold) and for UI parts and focus indicators (1.4.11).
 */
export const minimumRatio = { text: 4.5, large: 3, ui: 3 } as const;

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  use: keyof typeof minimumRatio;
}

const text = (foreground: ColorToken, ...backgrounds: ColorToken[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, use: 'text' }));
const ui = (foreground: ColorToken, ...backgrounds: ColorToken[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, use: 'ui' }));

/** Every text/background and UI/background pair the themes define. */
export const contrastPairs: ContrastPair[] = [
  ...text('text', 'surface', 'surfaceRaised', 'surfaceSunken'),
  ...text('textMuted', 'surface', 'surfaceRaised'),
  ...text('textInverse', 'surfaceInverse'),
  ...text('link', 'surface', 'surfaceRaised'),
  ...text('onBrandPrimary', 'brandPrimary', 'brandPrimaryHover', 'brandPrimaryActive'),
  ...text('onBrandSecondary', 'brandSecondary', 'brandSecondaryHover', 'brandSecondaryActive'),
  ...text('onAccent', 'accent'),
  ...text('onWarningSoft', 'warningSoft'),
  ...text('onInfoSoft', 'infoSoft'),
  ...text('onSuccessSoft', 'successSoft'),
  ...text('onDangerSoft', 'dangerSoft'),
  ...ui('warning', 'surface', 'warningSoft'),
  ...ui('info', 'surface', 'infoSoft'),
  ...ui('success', 'surface', 'successSoft'),
  ...ui('danger', 'surface', 'dangerSoft'),
  ...ui('borderControl', 'surface', 'surfaceRaised'),
  // The focus ring sits 2 px off the element, so its neighbours are the surface it is drawn on.
  ...ui('focusRing', 'surface', 'surfaceRaised', 'surfaceSunken'),
  ...ui('focusRingInverse', 'surfaceInverse', 'brandSecondary'),
  ...text('onFlag1', 'flag1'),
  ...text('onFlag2', 'flag2'),
  ...text('onFlag3', 'flag3'),
  ...text('onFlag4', 'flag4'),
  ...text('onFlag5', 'flag5'),
  ...text('onShowtimeAvailable', 'showtimeAvailable', 'showtimeAvailableHover'),
  ...text('onShowtimeFull', 'showtimeFull'),
  ...text('onShowtimeOld', 'showtimeOld'),
  ...text('onTagImax', 'tagImax'),
  ...text('onTag4dx', 'tag4dx'),
  ...text('onTagDolby', 'tagDolby'),
  ...text('onTag3d', 'tag3d'),
  ...text('onTagPremium', 'tagPremium'),
];

export interface ContrastFailure extends ContrastPair {
  ratio: number;
  required: number;
}

/** The pairs of a theme that fall below their WCAG minimum (empty when the theme is legible). */
export function contrastFailures(tokens: ThemeTokens, pairs: ContrastPair[] = contrastPairs): ContrastFailure[] {
  return pairs.flatMap((pair) => {
    const ratio = contrastRatio(tokens.color[pair.foreground], tokens.color[pair.background]);
    const required = minimumRatio[pair.use];
    return ratio < required ? [{ ...pair, ratio, required }] : [];
  });
}
