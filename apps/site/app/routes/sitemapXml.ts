import { apiDate, routePath, type Language, type RouteKind, type RouteTarget, type Site } from '@marquee/data';

/**
 * Pages whose content is the programme (showtimes, what is on, the cinemas' weeks): they change
 * every day, so their `lastmod` is today in the site's zone. The others (terms, the app, cards,
 * the help home) have no date the API gives, and a made-up one would mislead: no `lastmod`.
 */
const dailyKinds: ReadonlySet<RouteKind> = new Set([
  'Movies.Home',
  'Shows.List',
  'Shows.Upcoming',
  'Shows.EntertainmentList',
  'Shows.Movie',
  'Shows.Entertainment',
  'Cinema.List',
  'Cinema.Single',
  'Cinema.City.Single',
]);

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap of these pages, each in every language of the site with its alternates, and with
 * its `lastmod` (sitemaps.org: W3C date) where the page changes with the programme.
 */
export function sitemapXml(
  targets: readonly RouteTarget[],
  { site, origin, now }: { site: Site; origin: string; now: Date },
) {
  const today = apiDate(now, site.timeZone);
  const entries = targets.flatMap((target) => {
    const versions = site.languages.flatMap((other: Language) => {
      const path = routePath(site.code, { ...target, language: other });
      return path === null ? [] : [{ language: other, href: `${origin}${path}` }];
    });
    return versions.map(({ href }) => {
      const alternates = versions
        .map(
          (version) => `<xhtml:link rel="alternate" hreflang="${version.language}" href="${escapeXml(version.href)}"/>`,
        )
        .join('');
      const lastmod = dailyKinds.has(target.kind) ? `<lastmod>${today}</lastmod>` : '';
      return `<url><loc>${escapeXml(href)}</loc>${lastmod}${versions.length > 1 ? alternates : ''}</url>`;
    });
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
  ].join('\n');
  return `${xml}\n`;
}
