import { appStoreForDevice, consentCookieName, dismissalKeys, dismissalsStorageKey } from '@marquee/data';
import { expression } from './inlineScript.ts';

/**
 * Before the first paint, what the visitor closed stays closed (decision 0052). The page's HTML is
 * the same for every visitor (public caches); what one visitor dismissed is in their browser's
 * local storage, which the server cannot read. This runs from the document's head, before the body
 * is parsed: each dismissal still running hides the elements that name it (`data-dismissal`) with
 * a style element under the page's nonce, and the smart app banner's device is marked on `<html>`
 * (`data-app-store`) where the banner may show. The keys it applied are noted on `<html>`
 * (`data-dismissed`): the shell's first page view decides with them, so nothing moves after the
 * first paint, even when another tab stores a dismissal meanwhile.
 *
 * Self-contained, because its source is the inline script's; `now` is the page's clock.
 */
export function applyDismissals(
  doc: Document,
  stored: string | null,
  now: number,
  storeKey: string,
  storeFor: ((userAgent: string) => string | null) | null,
  userAgent: string,
): void {
  let entries: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) entries = parsed as Record<string, unknown>;
  } catch {
    entries = {};
  }
  const running = (key: string) => {
    const until = entries[key];
    return typeof until === 'number' && until > now;
  };
  const keys = Object.keys(entries).filter((key) => /^[a-z0-9-]{1,64}$/.test(key) && running(key));
  // What the first paint hid, for the shell's first page view: another tab may store a dismissal
  // before this one hydrates, and what this page showed must not go from under the visitor's finger.
  doc.documentElement.setAttribute('data-dismissed', keys.join(' '));
  const selectors = keys.map((key) => `[data-dismissal~="${key}"]`);
  if (selectors.length > 0) {
    const style = doc.createElement('style');
    style.nonce = doc.currentScript instanceof HTMLScriptElement ? doc.currentScript.nonce : '';
    style.textContent = `${selectors.join(',')}{display:none!important}`;
    doc.head.append(style);
  }
  const store = storeFor ? storeFor(userAgent) : null;
  if (store && !running(storeKey)) doc.documentElement.setAttribute('data-app-store', store);
}

/**
 * Before the first paint, a visitor who has answered the consent banner does not see it (decision
 * 0053): the banner is in every page's HTML (public caches), and a stored choice marks the root
 * (`data-consent-stored`), which hides the server's banner until the library has read the choice.
 * Self-contained, because its source is the inline script's.
 */
export function markStoredConsent(doc: Document, cookies: string, cookieName: string): void {
  if (
    cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${cookieName}=`) && cookie.length > cookieName.length + 1)
  ) {
    doc.documentElement.setAttribute('data-consent-stored', '');
  }
}

/**
 * The inline script of the document's head. `now` is the page's instant (the shell decides with the
 * same one once hydrated); without the smart banner's switch no device is marked.
 */
export function dismissalScript(now: string, smartBannerEnabled: boolean): string {
  const storeFor = smartBannerEnabled ? expression(appStoreForDevice) : 'null';
  return (
    `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(dismissalsStorageKey)})}catch(e){}` +
    `try{${expression(applyDismissals)}(document,s,${Date.parse(now) || 0},${JSON.stringify(dismissalKeys.smartBanner)},` +
    `${storeFor},navigator.userAgent)}catch(e){}` +
    `try{${expression(markStoredConsent)}(document,document.cookie,${JSON.stringify(consentCookieName)})}catch(e){}})()`
  );
}
