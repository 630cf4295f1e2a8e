/**
 * Type that always fits (issue 20: "long titles are cut off"). Text is measured with the advance
 * widths of a bold grotesque (Arial Bold, whose metrics Liberation Sans shares), broken between
 * words, and set at the largest size whose block fits the frame. A word wider than the frame at
 * the smallest size is hyphenated, never cut; no line is ever dropped. Each line is then drawn
 * with `textLength` set to its measured width, so whatever face the renderer picks from the stack
 * is fitted to the measure: the estimate is the drawing.
 */

/** Advance widths in thousandths of an em (Arial Bold). */
const advances: Record<string, number> = {
  ' ': 278,
  '!': 333,
  '"': 474,
  "'": 238,
  '’': 278,
  '‘': 278,
  '(': 333,
  ')': 333,
  ',': 278,
  '-': 333,
  '‐': 333,
  '.': 278,
  '/': 278,
  ':': 333,
  ';': 333,
  '?': 611,
  '&': 722,
  '«': 556,
  '»': 556,
  '–': 556,
  '—': 1000,
  '…': 1000,
  '·': 278,
  ß: 611,
  æ: 889,
  Æ: 1000,
  œ: 944,
  Œ: 1000,
  ...Object.fromEntries([...'0123456789'].map((digit) => [digit, 556])),
  ...Object.fromEntries(
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
      letter,
      [
        722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667,
        944, 667, 667, 611,
      ][index],
    ]),
  ),
  ...Object.fromEntries(
    [...'abcdefghijklmnopqrstuvwxyz'].map((letter, index) => [
      letter,
      [
        556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556,
        778, 556, 556, 500,
      ][index],
    ]),
  ),
};

/** Anything unknown counts as a wide letter, so the estimate errs on the wide side. */
const unknownAdvance = 833;
/** Renderers differ by a few per cent (hinting, kerning off): measure that much wider. */
const safety = 1.03;

/** The advance of one character in ems: accented letters as their base letter. */
export function advanceOf(character: string): number {
  const known = advances[character] ?? advances[character.normalize('NFD').charAt(0)];
  return (known ?? unknownAdvance) / 1000;
}

/** The estimated width of `text` set at `fontSize` with `tracking` (em) between letters. */
export function measure(text: string, fontSize: number, tracking = 0): number {
  let ems = 0;
  for (const character of text) ems += advanceOf(character) + tracking;
  return ems * fontSize * safety;
}

export interface FitOptions {
  text: string;
  /** The frame the block must fit in. */
  width: number;
  height: number;
  /** The largest and the preferred smallest size; below `minSize`, words are hyphenated first. */
  maxSize: number;
  minSize: number;
  lineHeight?: number;
  tracking?: number;
  /** Lines wanted at most before shrinking further (the block's height still rules). */
  maxLines?: number;
}

export interface FittedLine {
  text: string;
  width: number;
}

export interface FittedBlock {
  fontSize: number;
  lineHeight: number;
  lines: FittedLine[];
  /** The block's height: lines × line height. */
  height: number;
}

/** Splits a word too wide for `width` into hyphenated parts that fit, after a vowel where it can. */
function hyphenate(word: string, width: number, fontSize: number, tracking: number): string[] {
  const parts: string[] = [];
  let rest = word;
  while (measure(rest, fontSize, tracking) > width) {
    const characters = [...rest];
    let cut = 1;
    for (let index = 1; index < characters.length - 1; index += 1) {
      if (measure(`${characters.slice(0, index + 1).join('')}-`, fontSize, tracking) > width) break;
      cut = index + 1;
    }
    // Prefer a break after a vowel, keeping at least two letters on each side.
    for (let index = cut; index >= 2; index -= 1) {
      if (/[aeiouyàâäéèêëïîôöûüù]/i.test(characters[index - 1] ?? '') && characters.length - index >= 2) {
        cut = index;
        break;
      }
    }
    parts.push(`${characters.slice(0, cut).join('')}-`);
    rest = characters.slice(cut).join('');
  }
  parts.push(rest);
  return parts;
}

/** Greedy breaking between words at one size; null when a word is wider than the frame. */
function breakLines(words: string[], width: number, fontSize: number, tracking: number): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (measure(word, fontSize, tracking) > width) return null;
    const candidate = current ? `${current} ${word}` : word;
    if (current && measure(candidate, fontSize, tracking) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The largest size at which `text` fits `width` × `height` in at most `maxLines` lines, shrinking
 * by small steps; under `minSize`, long words are hyphenated, and the size keeps shrinking until
 * the block fits whatever it takes: the whole text is always set, inside the frame.
 */
export function fitText(options: FitOptions): FittedBlock {
  const { width, height, maxSize, minSize, tracking = 0, lineHeight = 1.1, maxLines = 4 } = options;
  const words = options.text.trim().split(/\s+/).filter(Boolean);
  const block = (fontSize: number, lines: string[]): FittedBlock => ({
    fontSize,
    lineHeight: fontSize * lineHeight,
    lines: lines.map((text) => ({ text, width: measure(text, fontSize, tracking) })),
    height: lines.length * fontSize * lineHeight,
  });
  const fits = (fontSize: number, lines: string[], lineLimit: number) =>
    lines.length <= lineLimit && lines.length * fontSize * lineHeight <= height;
  let fontSize = maxSize;
  for (; fontSize >= minSize; fontSize *= 0.95) {
    const lines = breakLines(words, width, fontSize, tracking);
    if (lines && fits(fontSize, lines, maxLines)) return block(Math.floor(fontSize * 100) / 100, lines);
  }
  // Under the smallest wanted size: hyphenate the words too wide, and allow as many lines as fit.
  for (fontSize = minSize; fontSize > 1; fontSize *= 0.92) {
    const parts = words.flatMap((word) => hyphenate(word, width, fontSize, tracking));
    const lines = breakLines(parts, width, fontSize, tracking);
    if (lines && fits(fontSize, lines, Number.POSITIVE_INFINITY)) return block(Math.floor(fontSize * 100) / 100, lines);
  }
  return block(1, words);
}
