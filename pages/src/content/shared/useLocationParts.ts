import { useSyncExternalStore } from 'react';

/**
 * The page context carries no query string or fragment, and the server never sees the fragment, so
 * pages that depend on them (news page number, FAQ search `q`, error-client codes) read them in
 * the browser. The server snapshot is empty: the server render and the hydration show the default
 * state, then the browser's address takes over. A router navigation re-renders the page, and the
 * snapshot is read again on every render.
 */

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

const serverSnapshot = () => '';

/** `location.search` in the browser (e.g. `?q=abc`), '' on the server and during hydration. */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search, serverSnapshot);
}

/** `location.hash` in the browser (e.g. `#CLI-ACC-001`), '' on the server and during hydration. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash, serverSnapshot);
}

/** One query parameter of the address, or null. */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useLocationSearch()).get(name);
}
