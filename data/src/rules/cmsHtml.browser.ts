/**
 * The browser's stand-in for `cmsHtml.ts` (package.json `imports`, condition `browser`): the site's
 * pages hydrate from answers the server already cleaned and never parse them again, so this
 * serves only an answer the browser fetched itself. It keeps the text, escaped, one paragraph per
 * block, through the browser's own parser (which runs no script): safe, a few bytes, and plainer
 * than the server's.
 */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function cleanCmsHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body
    .querySelectorAll('script, style, template, noscript, iframe, object, svg, math')
    .forEach((node) => node.remove());
  body.querySelectorAll('br, p, li, div').forEach((node) => node.after('\n'));
  return (body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('');
}
