import { filterKeys, routePath, type AddressFilters, type RouteTarget, type SiteCode } from '@marquee/data';

/** The page's address with these filters (member-and-shell.txt §2 Filters in the address); null if the site lacks the page. */
export function filtersHref(site: SiteCode, target: RouteTarget, filters: AddressFilters): string | null {
  return routePath(site, { ...target, filters: withoutEmpty(filters) });
}

/** Drops empty lists and values, so `{ versions: [] }` writes no `versions-` segment. */
export function withoutEmpty(filters: AddressFilters): AddressFilters {
  const kept: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const value = filters[key];
    if (typeof value === 'string' ? value !== '' : (value?.length ?? 0) > 0) kept[key] = value;
  }
  return kept as AddressFilters;
}

/**
 * A new cinema (or none): the chosen day stays when that cinema shows the film that day, else the
 * page goes back to its first day (the date filter is dropped).
 */
export function withLocalisation(
  filters: AddressFilters,
  localisation: string | null,
  daysThere: readonly string[],
): AddressFilters {
  const next: AddressFilters = { ...filters, localisation: localisation ?? undefined };
  if (next.date && !daysThere.includes(next.date)) next.date = undefined;
  return withoutEmpty(next);
}

/**
 * Rewrites the address in place, without navigation or scroll (member-and-shell.txt §2: "Choosing
 * a filter rewrites the URL in place without navigation"): other query parameters and the fragment
 * stay; the router's history state is kept so back and forward still work.
 */
export function replaceAddress(path: string, location: Location = window.location, history: History = window.history) {
  const query = new URLSearchParams(location.search);
  for (const key of filterKeys) query.delete(key);
  const search = query.toString();
  history.replaceState(history.state, '', `${path}${search ? `?${search}` : ''}${location.hash}`);
}
