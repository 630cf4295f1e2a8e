import { useSyncExternalStore } from 'react';
import { dismissalsStorageKey, readDismissals, withDismissal, type Dismissals } from '@marquee/data';
import { browserStorage } from '../locator/browser.ts';

/**
 * The visitor's dismissals in local storage (decision 0052; the rules in data/rules/dismissals.ts).
 * The document's head script read them before the first paint; the shell reads them once hydrated.
 */
export function storedDismissals(now: Date): Dismissals {
  try {
    return readDismissals(browserStorage()?.getItem(dismissalsStorageKey), now);
  } catch {
    return {};
  }
}

/** Remembers a dismissal until `until` (ms); ended ones are dropped on the way. */
export function storeDismissal(key: string, until: number, now: Date): void {
  try {
    browserStorage()?.setItem(dismissalsStorageKey, JSON.stringify(withDismissal(storedDismissals(now), key, until)));
  } catch {
    // A full or refused storage only forgets: the element shows again on the next page.
  }
}

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's HTML, true after (and at once for what mounts later): the
 * moment the shell may show what local storage says without a hydration mismatch.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
