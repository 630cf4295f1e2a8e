import { afterEach, describe, expect, it } from 'vitest';
import { askForCodeOnceFirstScreenIsIn, earlyCodeScript } from './earlyCode.ts';

/**
 * Decision 0028: the page's code is asked for once the first screen is in (first paint,
 * high-priority pictures, fonts), never ahead of what the largest paint needs.
 */

const modules = ['data:text/javascript,export%20default%201'];
const fetches = ['data:application/json,%7B%7D'];

const asked = () =>
  [...document.head.querySelectorAll('link[data-test-early]')].map((link) => ({
    rel: link.getAttribute('rel'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

/**
 * The window the function waits through, with frames as plain tasks and the first paint made: the
 * test depends on the pictures and the fonts only, not on whether the runner's frame paints.
 */
const win = {
  MutationObserver: window.MutationObserver,
  requestAnimationFrame: (callback: () => void) => window.setTimeout(callback, 0),
  setTimeout: window.setTimeout.bind(window),
  performance: { getEntriesByName: () => [{ name: 'first-contentful-paint' }] },
  PerformanceObserver: undefined,
} as unknown as Window & typeof globalThis;

/** Longer than the function's own waits (a frame and a task, twice). */
const frames = async () => {
  await document.fonts.ready;
  for (let i = 0; i < 4; i++) await new Promise((done) => window.setTimeout(done, 0));
};

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const stop of cleanup) stop();
  cleanup = [];
});

/** The links the function adds, marked so the test finds only its own. */
function watchLinks() {
  const observer = new MutationObserver((records) => {
    for (const record of records)
      record.addedNodes.forEach((node) => node instanceof HTMLLinkElement && node.setAttribute('data-test-early', ''));
  });
  observer.observe(document.head, { childList: true });
  cleanup.push(() => {
    observer.disconnect();
    document.head.querySelectorAll('link[data-test-early]').forEach((link) => link.remove());
  });
}

/** A high-priority picture still loading: the test says when it arrives or fails. */
function pictureOnItsWay(): HTMLImageElement {
  const picture = document.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  Object.defineProperty(picture, 'complete', { value: false });
  document.body.append(picture);
  cleanup.push(() => picture.remove());
  return picture;
}

describe('askForCodeOnceFirstScreenIsIn', () => {
  it('waits for a high-priority picture still on its way, then asks for each module and the strings', async () => {
    watchLinks();
    const picture = pictureOnItsWay();

    askForCodeOnceFirstScreenIsIn(document, win, modules, fetches);
    await frames();
    expect(asked()).toEqual([]);

    picture.dispatchEvent(new Event('load'));
    await frames();
    expect(asked()).toEqual([
      { rel: 'modulepreload', as: null, crossOrigin: null },
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('a picture that fails does not hold the code back', async () => {
    watchLinks();
    const picture = pictureOnItsWay();
    askForCodeOnceFirstScreenIsIn(document, win, modules, []);
    await frames();
    expect(asked()).toEqual([]);
    picture.dispatchEvent(new Event('error'));
    await frames();
    expect(asked()).toEqual([{ rel: 'modulepreload', as: null, crossOrigin: null }]);
  });

  it('asks for the after-hydration modules only once the page says it has hydrated (stop 43)', async () => {
    watchLinks();
    const later = ['data:text/javascript,export%20default%202'];
    askForCodeOnceFirstScreenIsIn(document, win, modules, [], later);
    await frames();
    expect(asked()).toEqual([{ rel: 'modulepreload', as: null, crossOrigin: null }]);
    document.documentElement.dataset.hydrated = '';
    cleanup.push(() => delete document.documentElement.dataset.hydrated);
    await frames();
    expect(asked()).toEqual([
      { rel: 'modulepreload', as: null, crossOrigin: null },
      { rel: 'modulepreload', as: null, crossOrigin: null },
    ]);
    expect(document.head.querySelector(`link[data-test-early][href="${later[0]}"]`)).not.toBeNull();
  });

  it('the inline script runs the same function, under the nonce, its hrefs unable to end the script', () => {
    const script = earlyCodeScript(['/assets/a</script>.js'], ['/assets/fr.json'], 'abc');
    expect(script.startsWith('<script nonce="abc">(function askForCodeOnceFirstScreenIsIn(')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('["/assets/a\\u003c/script>.js"],["/assets/fr.json"],[]');
  });
});
