import { useMemo, useState, useSyncExternalStore } from 'react';
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

/**
 * The dismissals the document's head script applied before the first paint (`data-dismissed` on
 * `<html>`, apps/site/app/dismissals.ts), each running for the whole page view; null where no such
 * script ran (Storybook, another product of the chain).
 */
export function dismissalsAtPaint(): Dismissals | null {
  if (typeof document === 'undefined') return null;
  const keys = document.documentElement.getAttribute('data-dismissed');
  if (keys === null) return null;
  return Object.fromEntries(
    keys
      .split(' ')
      .filter(Boolean)
      .map((key) => [key, Number.POSITIVE_INFINITY]),
  );
}

/**
 * The dismissals a page view decides with (decision 0052). While React hydrates: none, the server's
 * render stands. On the document's first page view: those its first paint applied, so what the
 * visitor sees does not move when another tab stores one meanwhile (a page opened beside another
 * one: the other's view of the header push must not pull it from under this one's first tap). On
 * a later view: those stored now.
 */
export function useViewDismissals(pageViewKey: string, now: Date): Dismissals {
  const inBrowser = useInBrowser();
  const [firstView] = useState(pageViewKey);
  const nowMs = now.getTime();
  return useMemo(() => {
    if (!inBrowser) return {};
    return (pageViewKey === firstView ? dismissalsAtPaint() : null) ?? storedDismissals(new Date(nowMs));
  }, [inBrowser, pageViewKey, firstView, nowMs]);
}
