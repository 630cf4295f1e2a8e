import { createElement } from 'react';
import type { WireInjection } from '@marquee/data';

/**
 * member-and-shell.txt §3 Settings "injections (position head or noscript, element, value,
 * attributes)": what the settings ask the document to carry (a verification meta, a tag's loader,
 * its noscript pixel). The contract already dropped and logged those with an unknown element or
 * position; the root's loader places the others (`injections.server.ts`, decision 0052) and the
 * layout renders them. The settings are the chain's own configuration, trusted like the code: a
 * script runs under the page's nonce.
 */

/** HTML's attribute names that React spells otherwise. */
const reactNames: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  nomodule: 'noModule',
  hreflang: 'hrefLang',
  itemprop: 'itemProp',
  srcset: 'srcSet',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
};
const booleanProps = new Set(['async', 'defer', 'noModule', 'allowFullScreen', 'hidden']);
const attributeName = /^[a-z][a-z0-9:_-]*$/;

/**
 * The attributes the page keeps: not event handlers (the policy refuses inline handlers anyway),
 * not `nonce` (the page sets its own), not `style` (React takes no string there).
 */
export function keptAttributes(attributes: Readonly<Record<string, string>> | undefined): [string, string][] {
  return Object.entries(attributes ?? {}).flatMap(([name, value]): [string, string][] => {
    const lower = name.toLowerCase();
    if (!attributeName.test(lower) || lower.startsWith('on') || lower === 'nonce' || lower === 'style') return [];
    return [[lower, value]];
  });
}

export function injectionProps(attributes?: Readonly<Record<string, string>>): Record<string, string | boolean> {
  return Object.fromEntries(
    keptAttributes(attributes).map(([name, value]) => {
      const prop = reactNames[name] ?? name;
      return [prop, booleanProps.has(prop) ? value !== 'false' : value];
    }),
  );
}

/** The head's injections; scripts and styles carry the page's nonce. */
export function HeadInjections({ injections, nonce }: { injections: readonly WireInjection[]; nonce: string }) {
  return injections.map((injection, index) => {
    const props: Record<string, unknown> = { key: index, ...injectionProps(injection.attributes) };
    if (injection.element === 'script' || injection.element === 'style') {
      props.nonce = nonce;
      // The browser hides a nonce from the DOM, and hydration knows none.
      props.suppressHydrationWarning = true;
    }
    // Inline code and the noscript's markup are the settings' own text, not something React renders.
    if (injection.value && injection.element !== 'meta' && injection.element !== 'link') {
      props.dangerouslySetInnerHTML = { __html: injection.value };
      props.suppressHydrationWarning = true;
    }
    return createElement(injection.element, props);
  });
}
