/**
 * Rich text from the CMS (article content, FAQ answers) arrives as HTML. Neither the design system
 * nor the data layer sanitises it (FaqList and AlertBanner expect HTML that is ALREADY sanitised),
 * and no sanitiser is installed, so the pages never inject it: they keep its text only, one entry
 * per paragraph, and render that as React text.
 */

const droppedElements = /<(script|style|template|iframe|object|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const lineBreaks = /<br\s*\/?>/gi;
const blockBoundaries =
  /<\/?(p|div|h[1-6]|li|ul|ol|blockquote|section|article|header|footer|table|tr|dl|dt|dd|pre|figure|figcaption|hr)\b[^>]*>/gi;
const anyTag = /<\/?[a-z!][^>]*>/gi;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  euro: '\u20ac',
  laquo: '\u00ab',
  raquo: '\u00bb',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';
}

/** One pass, so `&amp;lt;` becomes the text `&lt;` and never `<`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)) || entity;
    }
    return namedEntities[body.toLowerCase()] ?? entity;
  });
}

/** The text of an HTML fragment, one string per paragraph (blocks and line breaks split it). */
export function plainTextParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  const text = html
    .replace(droppedElements, '')
    .replace(lineBreaks, '\n')
    .replace(blockBoundaries, '\n')
    .replace(anyTag, '');
  return text
    .split('\n')
    .map((paragraph) => decodeEntities(paragraph).replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** The text of an HTML fragment on one line (teasers, descriptions). */
export function plainText(html: string | null | undefined): string {
  return plainTextParagraphs(html).join(' ');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * For components that take HTML (the design system's FaqList): the text of the CMS HTML, escaped,
 * in paragraphs we write ourselves, so nothing from the CMS is ever parsed as markup.
 */
export function textOnlyHtml(html: string | null | undefined): string {
  return plainTextParagraphs(html)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}
