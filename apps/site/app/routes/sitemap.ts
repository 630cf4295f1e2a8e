import { routePath, showPageKind, type Language, type RouteKind, type RouteTarget } from '@marquee/data';
import type { Route } from './+types/sitemap';
import { loadCalls, siteRequest } from '../site.server.ts';

/** Pages without a slug that a visitor can land on from a search engine. */
const listedKinds: readonly RouteKind[] = [
  'Movies.Home',
  'Shows.List',
  'Shows.Upcoming',
  'Shows.EntertainmentList',
  'Cinema.List',
  'Experience.Landing',
  'Subscription',
  'Offers.List',
  'News.List',
  'Faq.Home',
  'ECards.FiveSeats',
  'ECards.ThreeSeats',
  'MobileApp',
  'Cvd',
  'GeneralTerms',
  'Sitemap',
  'VoucherChecker',
  'GiftCard',
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One sitemap.xml per site (issue 8 SEO): every listed page, cinema, city page and film in every
 * language of the site, each with its alternates, so search engines see the language versions.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, features, origin, geoPosition } = siteRequest(context);
  const language = site.defaultLanguage;
  const calls = [{ id: 'cinemas' }, { id: 'cities' }, { id: 'shows' }] as const;
  const { results } = await loadCalls(site, language, calls, geoPosition);
  const [cinemas, cities, shows] = results.map((result) => (result?.ok ? result.data : []));

  const targets: RouteTarget[] = listedKinds
    .filter((kind) =>
      kind === 'VoucherChecker'
        ? features.voucherCheckerEnabled
        : kind === 'GiftCard'
          ? features.giftCardEnabled
          : true,
    )
    .map((kind) => ({ kind, language, params: {} }));
  for (const cinema of (cinemas ?? []) as { slug?: string; redirectSlug?: string | null }[]) {
    if (cinema.slug && !cinema.redirectSlug)
      targets.push({ kind: 'Cinema.Single', language, params: { slug: cinema.slug } });
  }
  for (const city of (cities ?? []) as { slug?: string; hasPage?: boolean; redirectSlug?: string | null }[]) {
    if (city.slug && city.hasPage !== false && !city.redirectSlug) {
      targets.push({ kind: 'Cinema.City.Single', language, params: { slug: city.slug } });
    }
  }
  const showList = Array.isArray(shows) ? shows : ((shows as { shows?: unknown[] } | undefined)?.shows ?? []);
  for (const show of showList as { slug?: string; type?: string | null }[]) {
    if (show.slug)
      targets.push({
        kind: showPageKind({ strand: show.type }),
        language,
        params: { slug: show.slug },
      });
  }

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
      return `<url><loc>${escapeXml(href)}</loc>${versions.length > 1 ? alternates : ''}</url>`;
    });
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
  ].join('\n');
  return new Response(`${xml}\n`, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
