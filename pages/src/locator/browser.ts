import {
  locatorCookieText,
  locatorHistoryStorageKey,
  parseLocatorHistory,
  type Coordinates,
  type LocatorChoice,
  type LocatorHistoryItem,
} from '@marquee/data';

/** member §7 Browser storage: the locator cookie, for 365 days, Secure on https. */
export function writeLocatorCookie(choice: LocatorChoice, doc: Document = document): void {
  doc.cookie = locatorCookieText(choice, { secure: doc.location.protocol === 'https:' });
}

/** Local storage may be missing or refuse (private modes, quotas): what it would keep is then forgotten. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readLocatorHistory(): LocatorHistoryItem[] {
  try {
    return parseLocatorHistory(browserStorage()?.getItem(locatorHistoryStorageKey));
  } catch {
    return [];
  }
}

export function writeLocatorHistory(history: readonly LocatorHistoryItem[]): void {
  try {
    browserStorage()?.setItem(locatorHistoryStorageKey, JSON.stringify(history));
  } catch {
    // A full or refused storage only forgets the history.
  }
}

/** How long the browser may take to find the visitor before the locator gives up (member §4 failure). */
export const geolocationTimeoutMs = 10_000;
/** A position found in the last five minutes is good enough for "nearby". */
const geolocationMaximumAgeMs = 5 * 60_000;

/**
 * The visitor's position from the browser (member §4 Position mode). Rejects when the browser has
 * no geolocation, the visitor refuses, or it takes longer than the timeout.
 */
export function locateVisitor(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('No geolocation in this browser'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(error.message || 'Geolocation failed')),
      { timeout: geolocationTimeoutMs, maximumAge: geolocationMaximumAgeMs },
    );
  });
}
