import { pageEnabled, showPageKind, type RouteKind, type RouteTarget } from '@marquee/data';
import type { Route } from './+types/sitemap';
import { loadCalls, siteRequest } from '../site.server.ts';
import { sitemapXml } from './sitemapXml.ts';

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

/**
 * One sitemap.xml per site (issue 8 SEO): every listed page, cinema, city page and film in every
 * language of the site, each with its alternates, so search engines see the language versions.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, features, origin, geoPosition, now } = siteRequest(context);
  const language = site.defaultLanguage;
  const calls = [{ id: 'cinemas' }, { id: 'cities' }, { id: 'shows' }] as const;
  const { results } = await loadCalls(site, language, calls, geoPosition);
  const [cinemas, cities, shows] = results.map((result) => (result?.ok ? result.data : []));

  const targets: RouteTarget[] = listedKinds
    .filter((kind) => pageEnabled(kind, features))
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

  return new Response(sitemapXml(targets, { site, origin, now: new Date(now) }), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
