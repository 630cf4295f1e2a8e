/*
 * No imports: the document's head script uses these before any module of the page, and the site's
 * build keeps them in its first-load `site` chunk (apps/site/vite.config.ts).
 */

/**
 * What a visitor closed or has already seen, remembered in the browser (decision 0052): one
 * local-storage entry mapping a dismissal's key to the instant (ms) it ends. member-and-shell.txt
 * §7 keeps the header push's expiry in local storage; the smart app banner and the site alert are
 * kept the same way, so the page's HTML stays the same for every visitor (public caches).
 */
export const dismissalsStorageKey = 'marquee.dismissals';

export type Dismissals = Readonly<Record<string, number>>;

/**
 * The first-party cookie that keeps the visitor's consent choice (member-and-shell.txt §4, decision
 * 0053). The head's script marks a stored choice on the root before the first paint, so the
 * server's consent banner does not show to a visitor who has answered it.
 */
export const consentCookieName = 'marquee_consent';

/** The fixed keys; a site alert's key is its text's (`siteAlertDismissalKey`). */
export const dismissalKeys = {
  /** member §2 Header push: "Skipped when already viewed, except on the home page." */
  headerPushViewed: 'header-push-viewed',
  /** The visitor closed the push: gone on every page, the home included, until the same expiry. */
  headerPushClosed: 'header-push-closed',
  /** member §1 Smart app banner: "it was not dismissed". */
  smartBanner: 'smart-banner',
} as const;

/**
 * member §1 Smart app banner: the store by device, Apple or Android; none in a webview or in the
 * provider's app (whose user agent names it, `MarqueeApp`), nor on other devices. Self-contained:
 * its source is also the pre-paint script's (apps/site/app/dismissals.ts).
 */
export function appStoreForDevice(userAgent: string): 'apple' | 'android' | null {
  if (/MarqueeApp/i.test(userAgent)) return null;
  // An Android webview says "; wv)"; an iOS one leaves Safari out of its user agent.
  if (/Android/i.test(userAgent)) return /; wv\)/.test(userAgent) ? null : 'android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return /Safari\//.test(userAgent) ? 'apple' : null;
  return null;
}
