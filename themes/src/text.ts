/**
 * How long words wrap (issue 20: titles broke mid-word on a phone): lines break between words;
 * a word longer than its line is hyphenated by the browser in the language of the page
 * (`<html lang>`), and only cut where the browser has no hyphenation for that language.
 * `overflow-wrap: anywhere` is avoided on purpose: it lets a grid or flex column shrink below its
 * longest word, so titles that would fit broke mid-word.
 */
export const wrapWords = {
  overflowWrap: 'break-word',
  hyphens: 'auto',
  WebkitHyphens: 'auto',
} as const;
