import { contrastRatio } from '@marquee/themes';
import { isHexColour } from '../private/dataColours.ts';

export { isHexColour };

/** WCAG 1.4.3 contrast for normal text. */
const minimumTextContrast = 4.5;

export interface HeaderPushColours {
  /** The push's dominant background colour, as the data sends it. */
  background?: string | null;
  /** The push's text colour, as the data sends it. */
  text?: string | null;
}

/**
 * How the push is coloured (member-and-shell.txt §2 Header push: dominant colours):
 * - no valid background: the theme's brand colours (and any text colour is ignored, since it was
 *   chosen for a background we are not showing);
 * - a valid background and a valid text colour legible on it: both from the data;
 * - otherwise the theme's text or inverse text, whichever the background's luminance calls for.
 */
export type HeaderPushTone =
  | { tone: 'theme' }
  | { tone: 'dataOnLight' | 'dataOnDark'; background: string }
  | { tone: 'dataText'; background: string; text: string };

export function headerPushTone({ background, text }: HeaderPushColours): HeaderPushTone {
  if (!isHexColour(background)) return { tone: 'theme' };
  if (isHexColour(text) && contrastRatio(text, background) >= minimumTextContrast) {
    return { tone: 'dataText', background, text };
  }
  // The theme's text is near-black and its inverse near-white: pick the one farther from the background.
  const onDark = contrastRatio('#ffffff', background) >= contrastRatio('#000000', background);
  return { tone: onDark ? 'dataOnDark' : 'dataOnLight', background };
}
