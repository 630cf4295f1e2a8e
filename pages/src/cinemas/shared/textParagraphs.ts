/**
 * The CMS sends rich text as HTML (cinema and service descriptions, experience content). Nothing
 * in the design system or the data layer sanitises it, so pages never inject it: they show its
 * text, one paragraph per block, and React escapes what remains.
 */

const droppedElements = /<(script|style|template|iframe|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const blockBoundary = /<\s*(?:br\b[^>]*|\/?\s*(?:p|div|h[1-6]|li|ul|ol|blockquote|section|article|tr|table)\b[^>]*)>/gi;
const anyTag = /<[^>]*>/g;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '’',
  lsquo: '‘',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  ccedil: 'ç',
  euro: '€',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

/** The text paragraphs of an HTML fragment (plain text gives one paragraph); empty blocks are dropped. */
export function textParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  return (
    html
      .replace(droppedElements, '')
      .replace(blockBoundary, '\n')
      .replace(anyTag, '')
      .split('\n')
      // Collapses source whitespace but keeps no-break spaces (French typography puts one before ":").
      .map((paragraph) =>
        decodeEntities(paragraph)
          .replace(/[ \t\r\n\f]+/g, ' ')
          .trim(),
      )
      .filter((paragraph) => paragraph !== '')
  );
}
