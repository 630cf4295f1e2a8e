import { routePath, type Language, type RouteKind, type SiteCode } from '@marquee/data';

/** The address of a page of the site, or null when the site has no such page (then no link is shown). */
export function pathOf(site: SiteCode, language: Language, kind: RouteKind, slug?: string): string | null {
  return routePath(site, { kind, language, params: slug === undefined ? {} : { slug } });
}
