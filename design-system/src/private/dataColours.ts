/**
 * The one way a colour from data reaches the page (special showtimes, header pushes carry their
 * own colours, which no class can know in advance): only a plain `#rrggbb` is accepted — anything
 * else could be malformed or inject CSS — and it is set as a custom property with
 * `assignInlineVars`.
 *
 * CSP: this is a `style` attribute. A strict `style-src` without `'unsafe-inline'` drops it and
 * the component shows its theme colours; the site must allow these inline custom properties (or
 * map the chain's few colours to classes) to show them.
 */
export { assignInlineVars } from '@vanilla-extract/dynamic';

const hexColour = /^#[0-9a-f]{6}$/i;

/** True for a `#rrggbb` colour; names, short hex and CSS snippets from the API are refused. */
export function isHexColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && hexColour.test(value);
}
