import { logDropped, type DroppedItem, type WireInjection } from '@marquee/data';
import { consentCategories } from '@marquee/pages/tracking';
import { keptAttributes } from './injections.tsx';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const voidElements = new Set(['meta', 'link', 'img']);

/** An injection as HTML, for the body's `<noscript>` (React writes its children as text there). */
export function injectionHtml({ element, value, attributes }: WireInjection): string {
  const attributeText = keptAttributes(attributes)
    .map(([name, attribute]) => ` ${name}="${escapeHtml(attribute)}"`)
    .join('');
  if (voidElements.has(element)) return `<${element}${attributeText}>`;
  return `<${element}${attributeText}>${escapeHtml(value ?? '')}</${element}>`;
}

/** Elements a document's head can hold; an iframe or an image there would be moved to the body by the parser. */
const headElements = new Set<WireInjection['element']>(['script', 'link', 'meta', 'style', 'noscript']);

export interface PlacedInjections {
  head: WireInjection[];
  /** The body's `<noscript>` content, or '' for none. */
  noscript: string;
}

/**
 * The consent category an injection waits for (decision 0053): the one its `data-category` names,
 * else measurement: what the chain's settings inject is a tag's loader or its pixel. `necessary`
 * runs for everyone.
 */
function categoryOf(attributes: Readonly<Record<string, string>> = {}): string {
  const named = Object.entries(attributes).find(([name]) => name.toLowerCase() === 'data-category')?.[1];
  return consentCategories.find((category) => category === named) ?? 'analytics';
}

/**
 * A script waits for its category's consent: inert (`type="text/plain"`, its address and type kept
 * as `data-src` and `data-type`) until the consent library, once the visitor accepts the category,
 * puts a live copy in its place (vanilla-cookieconsent's script management; the copy keeps the
 * page's nonce, and `strict-dynamic` trusts what the site's own code inserts).
 */
function gated(injection: WireInjection): WireInjection {
  const attributes = Object.fromEntries(
    Object.entries(injection.attributes ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const category = categoryOf(attributes);
  if (injection.element !== 'script' || category === 'necessary') return injection;
  const { type, src, ...rest } = attributes;
  return {
    ...injection,
    attributes: {
      ...rest,
      type: 'text/plain',
      'data-category': category,
      ...(type ? { 'data-type': type } : {}),
      ...(src ? { 'data-src': src } : {}),
    },
  };
}

/**
 * Splits the settings' injections by position; an iframe or an image asked for in the head is
 * dropped and logged. Scripts wait for consent (`gated`); a no-script one (a tag's pixel) is dropped
 * and logged unless it is `necessary`: a visitor who runs no scripts can never consent.
 */
export function placeInjections(injections: readonly WireInjection[]): PlacedInjections {
  const head: WireInjection[] = [];
  const noscript: string[] = [];
  const dropped: DroppedItem[] = [];
  const drop = (index: number, issue: string) =>
    dropped.push({ list: 'settings injections', index, id: null, issues: [issue] });
  injections.forEach((injection, index) => {
    if (injection.position === 'noscript') {
      if (categoryOf(injection.attributes) === 'necessary') noscript.push(injectionHtml(injection));
      else drop(index, `${injection.element}: no consent without scripts`);
    } else if (headElements.has(injection.element)) head.push(gated(injection));
    else drop(index, `${injection.element}: not in a head`);
  });
  if (dropped.length > 0) logDropped(dropped, 'settings');
  return { head, noscript: noscript.join('') };
}
