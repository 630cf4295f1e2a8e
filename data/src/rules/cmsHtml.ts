import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser for CMS rich text (issue 23; docs/decisions/0034): sanitize-html with one
 * allow-list. Paragraphs, line breaks, emphasis, links (http, https, mailto, tel) and lists are
 * kept; entities are decoded (the real Dutch API's `cre&euml;ert` becomes `creëert`); every other
 * element is dropped (its text kept), scripts, styles and embedded documents with their content,
 * every attribute but a link's address and title.
 *
 * It runs where answers enter the site's server (the contract's `cmsHtml` fields), once per
 * answer, so the HTML the browser hydrates from is the server's own: sanitize-html is 57 KiB gzip
 * in a browser bundle and never ships there (`cmsHtml.browser.ts` stands in).
 */
export const cmsHtmlAllowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content: nothing in them is text a reader should see.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'title',
    'svg',
    'math',
  ],
  // Headings inside rich text read as their own paragraph.
  transformTags: { h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p' },
  exclusiveFilter: (frame) => ['p', 'li', 'strong', 'em', 'b', 'i'].includes(frame.tag) && !frame.text.trim(),
};

/** CMS HTML as safe HTML under the one allow-list. */
export function cleanCmsHtml(html: string): string {
  return sanitizeHtml(html, cmsHtmlAllowList).trim();
}
