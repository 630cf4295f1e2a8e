import { cmsParagraphs } from './cmsText.ts';

/**
 * A synopsis or description (CMS HTML the sanitiser cleaned, issue 23) as text, one line per
 * paragraph or line break (real-api.md §3.2: the API's synopsis carries literal `<br/>`).
 */
export function cmsPlainText(cleanHtml: string | null | undefined): string {
  return cmsParagraphs(cleanHtml).join('\n');
}

/** A meta description: one line, cut at a word near `max` characters. */
export function shortDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
