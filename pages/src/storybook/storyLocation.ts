/**
 * For stories of pages that read the address in the browser: sets query parameters and a fragment
 * on the story frame before it renders, and puts the address back afterwards (a story `beforeEach`).
 */
export function withAddress({ query = {}, hash = '' }: { query?: Record<string, string>; hash?: string }) {
  return () => {
    const before = window.location.href;
    const url = new URL(before);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    url.hash = hash;
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', before);
  };
}
