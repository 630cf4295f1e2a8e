import { addDays, apiDate, zonedTimeToInstant } from './dates.ts';

/**
 * What a visitor closed or has already seen, remembered in the browser (decision 0052): one
 * local-storage entry mapping a dismissal's key to the instant (ms) it ends. member-and-shell.txt
 * §7 keeps the header push's expiry in local storage; the smart app banner and the site alert are
 * kept the same way, so the page's HTML stays the same for every visitor (public caches).
 */
export const dismissalsStorageKey = 'marquee.dismissals';

export type Dismissals = Readonly<Record<string, number>>;

/** The fixed keys; a site alert's key is its text's (`siteAlertDismissalKey`). */
export const dismissalKeys = {
  /** member §2 Header push: "Skipped when already viewed, except on the home page." */
  headerPushViewed: 'header-push-viewed',
  /** The visitor closed the push: gone on every page, the home included, until the same expiry. */
  headerPushClosed: 'header-push-closed',
  /** member §1 Smart app banner: "it was not dismissed". */
  smartBanner: 'smart-banner',
} as const;

/** A closed site alert stays closed this long, unless its text changes (a weekly banner returns the next week). */
export const siteAlertDismissalDays = 7;
/** The spec gives no length for the smart banner's dismissal. */
export const smartBannerDismissalDays = 30;

const dayMs = 24 * 60 * 60 * 1000;
/** Keys go into a CSS attribute selector before the page paints: letters, digits and hyphens only. */
export const dismissalKeyPattern = /^[a-z0-9-]{1,64}$/;
/** Old alerts' keys must not grow the entry for ever. */
const maxDismissals = 20;

/** The stored entry, without what has ended or is unreadable. */
export function readDismissals(raw: string | null | undefined, now: Date): Dismissals {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([key, until]) => dismissalKeyPattern.test(key) && typeof until === 'number' && until > now.getTime(),
    ),
  );
}

/** The entry with one more dismissal, ending at `until`; the ones ending first leave past the limit. */
export function withDismissal(dismissals: Dismissals, key: string, until: number): Dismissals {
  if (!dismissalKeyPattern.test(key)) return dismissals;
  const entries = Object.entries({ ...dismissals, [key]: until })
    .sort(([, a], [, b]) => b - a)
    .slice(0, maxDismissals);
  return Object.fromEntries(entries);
}

export function isDismissed(dismissals: Dismissals, key: string, now: Date): boolean {
  const until = dismissals[key];
  return until !== undefined && until > now.getTime();
}

/** An instant `days` days after `now`. */
export function dismissalEnd(now: Date, days: number): number {
  return now.getTime() + days * dayMs;
}

/**
 * member §2 Header push "Viewing sets an expiry of the next day" (§9 "until the next day"): the
 * start of the next day in the site's time zone.
 */
export function nextDayStart(now: Date, timeZone: string): number {
  const tomorrow = addDays(apiDate(now, timeZone), 1);
  return (zonedTimeToInstant(`${tomorrow} 00:00`, timeZone) ?? new Date(now.getTime() + dayMs)).getTime();
}

/**
 * The dismissals that hide the header push on a page: member §2 "Skipped when already viewed,
 * except on the home page"; closed, it is gone on the home too.
 */
export function headerPushDismissals(isHome: boolean): string[] {
  return isHome ? [dismissalKeys.headerPushClosed] : [dismissalKeys.headerPushViewed, dismissalKeys.headerPushClosed];
}

export function headerPushShown({
  isHome,
  dismissals,
  now,
}: {
  isHome: boolean;
  dismissals: Dismissals;
  now: Date;
}): boolean {
  return !headerPushDismissals(isHome).some((key) => isDismissed(dismissals, key, now));
}

/** A site alert's key, from its text: a new or reworded alert shows again. FNV-1a, 32 bits. */
export function siteAlertDismissalKey(alert: { title?: string | null; subtitle?: string | null }): string {
  const text = `${alert.title ?? ''}\n${alert.subtitle ?? ''}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `alert-${hash.toString(36)}`;
}

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
