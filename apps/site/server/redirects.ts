import {
  filterKeys,
  filtersFromQuery,
  singleValueFilterKeys,
  parseRedirectPath,
  redirectTarget,
  routePath,
  siteOffers,
  type Language,
  type RouteTarget,
  type Site,
  type SiteCode,
} from '@marquee/data';

/**
 * catalogue.txt §2 "A path with a trailing slash is redirected to the path without it, on the
 * server side only." The answer keeps the query and always starts with exactly one slash, so
 * `//evil.example/` can never become a redirect to another host.
 */
export function trailingSlashLocation(url: URL): string | null {
  const { pathname, search } = url;
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const path = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return `${path}${search}`;
}

/**
 * A same-origin path to go on to, percent-encoded for a Location header, or null: never a scheme,
 * another host, a backslash trick or a control character. The check is made on the path as a
 * browser will read it, after `.`/`..` segments and `%2e` are resolved: `/.//evil.example`
 * normalises to `//evil.example`, which a browser reads as another host (issue 22). The answer
 * always starts with exactly one slash, followed by anything but a slash or a backslash.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.includes('\\')) return null;
  // Control characters (tabs, new lines) are dropped by URL parsers and could turn `/\t/x` into `//x`.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const location = `${url.pathname}${url.search}${url.hash}`;
  return isLocalLocation(location) ? location : null;
}

/** One slash, then anything but another slash or a backslash: a path on this origin, whatever reads it. */
export function isLocalLocation(location: string): boolean {
  return /^\/(?![/\\])/.test(location);
}

/** Where the language switch sends the visitor, and the language it records. */
export function languageSwitch(
  site: Site,
  language: string,
  to: string | null,
): { language: Language; location: string } | null {
  if (!siteOffers(site, language)) return null;
  return {
    language,
    location: safeLocalPath(to) ?? routePath(site.code, { kind: 'Movies.Home', language, params: {} }) ?? '/',
  };
}

/**
 * member-and-shell.txt §7 "Redirects for slug pages go to /redirect/{language}/{kind}/{slug}":
 * the page that link names on this site, or null when the path is no such link.
 */
export function redirectLinkLocation(site: Site, pathname: string): string | null {
  const link = parseRedirectPath(pathname);
  if (!link.ok) return null;
  return routePath(site.code, redirectTarget(site.code, link.value));
}

/**
 * Issue 9 "works without JavaScript": the filter forms of a page with address filters submit by
 * GET to the page's current address; their fields become the `/filters/...` address
 * (member-and-shell.txt §2 Filters in the address), other query parameters are kept. A form sends
 * every list it shows (an unticked box sends nothing), so the lists come from the form alone; the
 * day and the localisation stay as the address has them unless the form sends them (empty clears).
 * Undefined when there is nothing to do; null when the values are invalid (not found, like a bad
 * filter in the address).
 */
export function filterFormLocation(site: SiteCode, target: RouteTarget, url: URL): string | null | undefined {
  const filters = filtersFromQuery(url.searchParams);
  if (!filters) return undefined;
  if (!filters.ok) return null;
  const kept = Object.fromEntries(
    singleValueFilterKeys.flatMap((key) => {
      const value = target.filters?.[key];
      return value !== undefined && !url.searchParams.has(key) ? [[key, value]] : [];
    }),
  );
  const path = routePath(site, { ...target, filters: { ...kept, ...filters.value } });
  if (path === null) return undefined;
  const rest = new URLSearchParams(url.searchParams);
  for (const key of filterKeys) rest.delete(key);
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}
