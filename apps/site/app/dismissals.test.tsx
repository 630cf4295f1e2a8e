import { afterEach, describe, expect, it } from 'vitest';
import { appStoreForDevice, consentCookieName, dismissalsStorageKey } from '@marquee/data';
import { applyDismissals, dismissalScript } from './dismissals.ts';

/** Decision 0052: what the visitor closed is hidden before the first paint, from local storage. */

const now = '2026-11-22T07:00:00.000Z';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

afterEach(() => {
  window.localStorage.removeItem(dismissalsStorageKey);
  document.documentElement.removeAttribute('data-app-store');
  document.documentElement.removeAttribute('data-dismissed');
  document.documentElement.removeAttribute('data-consent-stored');
  document.cookie = `${consentCookieName}=; Max-Age=0; path=/`;
  for (const style of document.head.querySelectorAll('style')) {
    if (style.textContent?.includes('data-dismissal')) style.remove();
  }
  document.body.replaceChildren();
});

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** The document's inline script, run as the browser runs it. */
function runScript(smartBanner: boolean) {
  const script = document.createElement('script');
  script.textContent = dismissalScript(now, smartBanner);
  document.head.append(script);
  script.remove();
}

describe('dismissalScript: the head script before the first paint (decision 0052)', () => {
  it('issue 20: a site alert closed within 7 days and a header push viewed today are hidden; an ended dismissal is not', () => {
    const at = Date.parse(now);
    window.localStorage.setItem(
      dismissalsStorageKey,
      JSON.stringify({ 'alert-abc': at + 1000, 'header-push-viewed': at + 1000, 'smart-banner': at - 1 }),
    );
    const root = mount(
      '<section data-dismissal="alert-abc">Weekly</section>' +
        '<div data-dismissal="header-push-viewed header-push-closed">Push</div>' +
        '<div data-dismissal="header-push-closed">Home push</div>' +
        '<div data-dismissal="smart-banner">Banner</div>',
    );
    runScript(false);
    const shown = [...root.children].map((element) => getComputedStyle(element).display !== 'none');
    expect(shown).toEqual([false, false, true, true]);
    // What it applied, for the shell's first page view.
    expect(document.documentElement.getAttribute('data-dismissed')).toBe('alert-abc header-push-viewed');
  });

  it('member §4 Tracking under consent: a stored consent choice marks the root before the first paint; none, or an emptied cookie, does not', () => {
    runScript(false);
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(false);
    document.cookie = `${consentCookieName}=; path=/`;
    runScript(false);
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(false);
    document.cookie = `${consentCookieName}=${encodeURIComponent('{"categories":["necessary"]}')}; path=/`;
    runScript(false);
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(true);
  });

  it('unreadable storage hides nothing and breaks nothing', () => {
    window.localStorage.setItem(dismissalsStorageKey, '{"alert-abc":');
    const root = mount('<section data-dismissal="alert-abc">Weekly</section>');
    runScript(true);
    expect(getComputedStyle(root.firstElementChild as Element).display).not.toBe('none');
    expect(document.documentElement.getAttribute('data-dismissed')).toBe('');
  });

  it('member §1: on an Android phone the device’s store is marked, unless the banner was dismissed or the switch is off', () => {
    const at = Date.parse(now);
    applyDismissals(document, null, at, 'smart-banner', appStoreForDevice, android);
    expect(document.documentElement.getAttribute('data-app-store')).toBe('android');
    document.documentElement.removeAttribute('data-app-store');

    applyDismissals(
      document,
      JSON.stringify({ 'smart-banner': at + 1 }),
      at,
      'smart-banner',
      appStoreForDevice,
      android,
    );
    expect(document.documentElement.hasAttribute('data-app-store')).toBe(false);

    applyDismissals(document, null, at, 'smart-banner', null, android);
    expect(document.documentElement.hasAttribute('data-app-store')).toBe(false);
  });
});
