import { logDropped, type DroppedItem, type WireInjection } from '@marquee/data';
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

/** Splits the settings' injections by position; an iframe or an image asked for in the head is dropped and logged. */
export function placeInjections(injections: readonly WireInjection[]): PlacedInjections {
  const head: WireInjection[] = [];
  const noscript: string[] = [];
  const misplaced: DroppedItem[] = [];
  injections.forEach((injection, index) => {
    if (injection.position === 'noscript') noscript.push(injectionHtml(injection));
    else if (headElements.has(injection.element)) head.push(injection);
    else
      misplaced.push({ list: 'settings injections', index, id: null, issues: [`${injection.element}: not in a head`] });
  });
  if (misplaced.length > 0) logDropped(misplaced, 'settings');
  return { head, noscript: noscript.join('') };
}
