import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once the page runs JavaScript: lets a control
 * render its no-JavaScript fallback (a submit button, a plain link) first and enhance it afterwards.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
