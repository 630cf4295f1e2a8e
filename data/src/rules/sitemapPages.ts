import { routePath } from '../routes/router.ts';
import { siteRouteKinds, type RouteKind } from '../routes/table.ts';
import { pageEnabled, type FeatureSwitches } from '../sites/features.ts';
import type { Language, SiteCode } from '../sites/sites.ts';

/** Pages that are no destination of their own: the error page, the login return point, the sitemap itself and the bare search results. */
const notListed: readonly RouteKind[] = [
  'ErrorClient',
  'Auth.Callback',
  'Sitemap',
  'Faq.Results',
  // A member's own pages: nothing for a search engine or a visitor's map.
  'Client.Account.Account',
  'Client.Account.Booking',
];

export interface SitemapEntry {
  kind: RouteKind;
  path: string;
}

/**
 * The static pages of a site for its HTML sitemap: every page kind the site has in that language
 * whose path needs no slug or id (catalogue.txt §2), in the route table's order, less the pages
 * that are no destination and those a feature switch turns off.
 */
export function sitemapPages(site: SiteCode, language: Language, features: FeatureSwitches): SitemapEntry[] {
  return siteRouteKinds(site, language).flatMap((kind) => {
    if (notListed.includes(kind)) return [];
    if (!pageEnabled(kind, features)) return [];
    const path = routePath(site, { kind, language, params: {} });
    return path ? [{ kind, path }] : [];
  });
}

/** The i18next key stem of a kind (`Movies.Home` -> `Movies_Home`): dots separate i18next keys. */
export function kindKey(kind: RouteKind): string {
  return kind.replace(/\./g, '_');
}
