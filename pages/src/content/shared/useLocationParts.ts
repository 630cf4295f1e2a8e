import { useSyncExternalStore } from 'react';

/**
 * The address's query string and fragment, as pages read them (news page number, FAQ search `q`,
 * error-client codes). The server renders the query string the page context carries
 * (`PageContext.search`, read from the request) and the hydration reads the same value; the
 * fragment never reaches the server, so it is empty there and during hydration, then the browser's
 * address takes over. A router navigation re-renders the page, and the snapshot is read again on
 * every render.
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

/** `location.search` in the browser (e.g. `?q=abc`); on the server and during hydration, the page context's. */
export function useLocationSearch(serverSearch = ''): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => serverSearch,
  );
}

/** `location.hash` in the browser (e.g. `#CLI-ACC-001`), '' on the server and during hydration. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash, serverSnapshot);
}

/** One query parameter of the address, or null (`serverSearch`: the page context's `search`). */
export function useQueryParam(name: string, serverSearch?: string): string | null {
  return new URLSearchParams(useLocationSearch(serverSearch)).get(name);
}
