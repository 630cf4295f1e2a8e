import { expression } from './inlineScript.ts';

/**
 * Once the first screen is in, asks for the page's code (decision 0028): the first contentful paint
 * made, the `fetchpriority=high` pictures (the largest-paint candidates) loaded or failed, the fonts
 * layout asked for in, and the frame that paints them past. Then a modulepreload per module and a
 * fetch preload per data file (the strings, which the frame fetches with `fetch`: same mode, so the
 * answer is reused). Nothing is evaluated: hydration does that when it starts. Nothing it asks for
 * shares the line with what the first and the largest paint need, on a phone or in Lighthouse's
 * simulation (which counts every request started before a paint as that paint's).
 *
 * `afterHydration`: modules asked for (not evaluated either) once the page says it has hydrated
 * (`data-hydrated` on the root element): the contract's schemas, which the browser evaluates when
 * it makes its first call itself (decision 0028, stop 43), so that call does not wait for a
 * download, and hydration's own downloads do not share the line with them.
 *
 * Self-contained, because its source is the inline script's (`earlyCodeScript`).
 */
export function askForCodeOnceFirstScreenIsIn(
  doc: Document,
  win: Window & typeof globalThis,
  modules: readonly string[],
  fetches: readonly string[],
  afterHydration: readonly string[] = [],
): void {
  const add = (rel: string, href: string, as?: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) {
      link.as = as;
      link.crossOrigin = 'anonymous';
    }
    doc.head.appendChild(link);
  };
  const askOnceHydrated = () => {
    const root = doc.documentElement;
    const askLater = () => {
      for (const href of afterHydration) add('modulepreload', href);
    };
    if (root.hasAttribute('data-hydrated')) return askLater();
    const observer = new win.MutationObserver(() => {
      if (!root.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      askLater();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
  const ask = () => {
    for (const href of modules) add('modulepreload', href);
    for (const href of fetches) add('preload', href, 'fetch');
    if (afterHydration.length > 0) askOnceHydrated();
  };
  // After the frame that paints what arrived.
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(ask, 0));
  const whenPicturesAndFontsAreIn = () => {
    const waits: Promise<unknown>[] = [];
    doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]').forEach((image) => {
      if (!image.complete) {
        waits.push(
          new Promise((resolve) => {
            image.addEventListener('load', resolve);
            image.addEventListener('error', resolve);
          }),
        );
      }
    });
    if (doc.fonts) waits.push(doc.fonts.ready);
    void Promise.all(waits).then(afterPaint, afterPaint);
  };
  const afterFirstPaint = () => {
    const Observer = win.PerformanceObserver;
    const painted = () => win.performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!Observer || !(Observer.supportedEntryTypes ?? []).includes('paint') || painted()) {
      win.requestAnimationFrame(whenPicturesAndFontsAreIn);
      return;
    }
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      whenPicturesAndFontsAreIn();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (doc.readyState !== 'loading') {
    afterFirstPaint();
    return;
  }
  const onParsed = () => {
    doc.removeEventListener('readystatechange', onParsed);
    afterFirstPaint();
  };
  // `interactive`: the document is parsed (its pictures are all there), before its module scripts run.
  doc.addEventListener('readystatechange', onParsed);
}

/** The inline script of the document's head: the function above with the page's code, under the response's nonce. */
export function earlyCodeScript(
  modules: readonly string[],
  fetches: readonly string[],
  nonce: string,
  afterHydration: readonly string[] = [],
): string {
  const list = (hrefs: readonly string[]) => JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const source = `${expression(askForCodeOnceFirstScreenIsIn)}(document,window,${list(modules)},${list(fetches)},${list(afterHydration)})`;
  return `<script nonce="${nonce}">${source}</script>`;
}
