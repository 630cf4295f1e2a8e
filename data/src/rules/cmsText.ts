/**
 * The text of CMS HTML the sanitiser has cleaned (`cleanCmsHtml`), for places that take text: a
 * meta description, JSON-LD, a teaser line, a component's text prop. The cleaned HTML has only the
 * allow-list's elements and escapes only `& < > "`, so its text is read off without a parser, the
 * same on the server and in the browser. Blocks and line breaks become paragraph ends.
 */
const escapes: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

export function cmsParagraphs(cleanHtml: string | null | undefined): string[] {
  if (!cleanHtml) return [];
  return cleanHtml
    .replace(/<br\s*\/?>|<\/(p|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => escapes[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/[ \t\r\n\f]+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** The text on one line. */
export function cmsText(cleanHtml: string | null | undefined): string {
  return cmsParagraphs(cleanHtml).join(' ');
}

/**
 * Cleaned HTML without a first paragraph that only repeats `heading` (a CMS body that starts with
 * the page's own title or headline).
 */
export function withoutRepeatedHeading(
  cleanHtml: string | null | undefined,
  heading: string | null | undefined,
): string {
  const html = cleanHtml ?? '';
  const first = /^<p>[\s\S]*?<\/p>/.exec(html)?.[0];
  return first && heading && cmsText(first) === heading.trim() ? html.slice(first.length).trim() : html;
}
