import { addDays, apiDate, zonedTimeToInstant } from './dates.ts';
import { dismissalKeys, type Dismissals } from './dismissalKeys.ts';

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
