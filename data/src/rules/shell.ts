import type { LocatorChoice } from './locator.ts';
import { matchRoute } from '../routes/router.ts';
import { siteRouteKinds, type RouteKind } from '../routes/table.ts';
import { footerTopCities } from '../sites/content.ts';
import { pageEnabled, type FeatureSwitches, type PageSwitches } from '../sites/features.ts';
import type { SiteCode } from '../sites/sites.ts';
import { headerCinemasLink } from './cinemas.ts';
import { isLegalPageSlug, legalPageStems, legalSlug } from './legalPages.ts';

/** A page of the site as the shell links to it: the kind and its params (routePath adds the language). */
export interface ShellLinkTarget {
  kind: RouteKind;
  params: Readonly<Record<string, string>>;
}

export const mainNavItems = ['films', 'cinemas'] as const;
export type MainNavItem = (typeof mainNavItems)[number];

const filmsKinds: readonly RouteKind[] = ['Movies.Home', 'Shows.Movie', 'Shows.Entertainment'];
// member §2 names "cinemas and cinema pages"; a city page lists a city's cinemas, so it counts too.
const cinemasKinds: readonly RouteKind[] = [
  'Cinema.List',
  'Cinema.Single',
  'Cinema.Light',
  'Cinema.City.Single',
  'Cinema.City.Light',
];

/**
 * member-and-shell.txt §2 Header nav bar: Films is active on the home, movie and entertainment
 * pages; Cinemas on the cinemas list, cinema pages and city pages; otherwise neither.
 */
export function activeNav(kind: RouteKind): MainNavItem | null {
  if (filmsKinds.includes(kind)) return 'films';
  if (cinemasKinds.includes(kind)) return 'cinemas';
  return null;
}

export const headerExtraIds = [
  'club',
  'offers',
  'wallet',
  'sign-in',
  'account',
  'subscription-pass',
  'more-from',
  'home-video',
  'business',
] as const;
export type HeaderExtraId = (typeof headerExtraIds)[number];

/** `mobile`: below desktop only; `desktop`: from desktop up only. */
export type HeaderExtraVisibility = 'all' | 'mobile' | 'desktop';

export interface HeaderExtra {
  id: HeaderExtraId;
  visibility: HeaderExtraVisibility;
  newTab: boolean;
}

export interface HeaderExtrasFacts {
  features: Pick<
    FeatureSwitches,
    | 'offersMenuDisplayed'
    | 'walletEnabled'
    | 'authenticationEnabled'
    | 'homeVideoEnabled'
    | 'businessEnabled'
    | 'businessCodeEnabled'
  > &
    PageSwitches;
  site: SiteCode;
  signedIn: boolean;
  hasSubscription: boolean;
}

/**
 * member-and-shell.txt §2 Header Extras, in the spec's order, with §6 (wallet, account and the
 * subscription pass only for a signed-in client). "Dutch" reads as the Dutch site, nl, in each of
 * its languages: the Club is its unlimited subscription (§9), and a site's header is the same in
 * every language (issue 20: be in Dutch had lost its Offers, nl in English its Club).
 */
export function headerExtras({ features, site, signedIn, hasSubscription }: HeaderExtrasFacts): HeaderExtra[] {
  const dutch = site === 'nl';
  const extras: HeaderExtra[] = [];
  const add = (id: HeaderExtraId, visibility: HeaderExtraVisibility, newTab = false) =>
    extras.push({ id, visibility, newTab });
  // The Club is the subscription page: only where the site has it (decision 0057).
  if (dutch && pageEnabled('Subscription', features)) add('club', 'all');
  if (features.offersMenuDisplayed) add('offers', dutch ? 'mobile' : 'all');
  if (features.walletEnabled && signedIn) add('wallet', 'mobile');
  if (!signedIn && features.authenticationEnabled) add('sign-in', 'all');
  if (signedIn) add('account', 'mobile');
  if (signedIn && hasSubscription) add('subscription-pass', 'all');
  if (dutch) add('more-from', 'all');
  if (features.homeVideoEnabled) add('home-video', 'all', true);
  // The business link leads to where companies buy business codes: the country table's
  // businessCodeEnabled says where they are sold, the settings toggle can still hide it (decision 0048).
  if (features.businessEnabled && features.businessCodeEnabled) add('business', 'all');
  return extras;
}

export interface ShellCinema {
  slug: string;
  name: string;
}

export interface ShellCity {
  slug: string;
  name: string;
  /** Slugs of the city's cinemas. */
  cinemas: readonly string[];
}

/** The locator's choice (member §4 Locator), as the cookie keeps it; null before any choice. */
export type LocatorSelection = LocatorChoice | null;

/**
 * member-and-shell.txt §2 Header "Cinemas link target": the single cinema of the selected city,
 * the city page when it has several, the selected cinema, otherwise the list. A selection the
 * lists no longer know (a stale cookie), a position and the favourites (several cinemas, no one page) give the list.
 */
export function cinemasLinkTarget({
  selection,
  cinemas,
  cities,
}: {
  selection: LocatorSelection;
  cinemas: readonly ShellCinema[];
  cities: readonly ShellCity[];
}): ShellLinkTarget {
  const city = selection?.type === 'city' ? cities.find((candidate) => candidate.slug === selection.slug) : undefined;
  const cinemaSlug =
    selection?.type === 'cinema' && cinemas.some((cinema) => cinema.slug === selection.slug) ? selection.slug : null;
  const target = headerCinemasLink({
    city: city ? { slug: city.slug, cinemaSlugs: city.cinemas } : null,
    cinemaSlug,
  });
  return target.kind === 'Cinema.List'
    ? { kind: target.kind, params: {} }
    : { kind: target.kind, params: { slug: target.slug } };
}

/** One link of the footer's Cinemas column: a cinema or a city by name, or the list ("all cinemas"). */
export type FooterCinemaLink =
  { type: 'cinema' | 'city'; name: string; target: ShellLinkTarget } | { type: 'all'; target: ShellLinkTarget };

/**
 * member-and-shell.txt §2 Footer, Cinemas column: each cinema when cinemaFullList is on,
 * otherwise the site's top cities (matched to the city records by name, in the list's order;
 * a top city the site lacks is left out) plus all cinemas. Null when the site has one cinema
 * or fewer ("shown only if several cinemas exist").
 */
export function footerCinemaColumn({
  features,
  site,
  cinemas,
  cities,
}: {
  features: Pick<FeatureSwitches, 'cinemaFullList'>;
  site: SiteCode;
  cinemas: readonly ShellCinema[];
  cities: readonly ShellCity[];
}): FooterCinemaLink[] | null {
  if (cinemas.length <= 1) return null;
  if (features.cinemaFullList) {
    return cinemas.map((cinema) => ({
      type: 'cinema',
      name: cinema.name,
      target: { kind: 'Cinema.Single', params: { slug: cinema.slug } },
    }));
  }
  const byName = new Map(cities.map((city) => [city.name.toLocaleLowerCase(), city]));
  const topCities = footerTopCities[site].flatMap((name): FooterCinemaLink[] => {
    const city = byName.get(name.toLocaleLowerCase());
    return city
      ? [{ type: 'city', name: city.name, target: { kind: 'Cinema.City.Single', params: { slug: city.slug } } }]
      : [];
  });
  return [...topCities, { type: 'all', target: { kind: 'Cinema.List', params: {} } }];
}

/**
 * The footer's columns from the API (member §2 "extra columns"), without what the shell shows
 * itself: a column titled like one of the shell's own (Scheduling, Cinemas) is left out whether or
 * not the shell shows it — a single-cinema site shows no Cinemas column, even when the CMS sends
 * one (issue 21) — and so is a link to a page of the footer's legal links or to the cookie
 * preferences (the footer's own button), which the API gives in the default language only.
 */
export function footerExtraColumns<L extends { url: string; cookie?: boolean }>({
  site,
  columns,
  ownTitles,
}: {
  site: SiteCode;
  columns: readonly { title: string; elements: readonly L[] }[];
  ownTitles: readonly string[];
}): { title: string; links: L[] }[] {
  const own = new Set(ownTitles.map((title) => title.toLocaleLowerCase()));
  return columns
    .filter((column) => !own.has(column.title.toLocaleLowerCase()))
    .map((column) => ({
      title: column.title,
      links: column.elements.filter((link) => !link.cookie && !isLegalLinkUrl(site, link.url)),
    }))
    .filter((column) => column.links.length > 0);
}

const legalRouteKinds: readonly RouteKind[] = ['Cvd', 'GeneralTerms', 'Sitemap'];

function isLegalLinkUrl(site: SiteCode, url: string): boolean {
  if (!url.startsWith('/')) return false;
  const match = matchRoute(site, url);
  if (!match.found) return false;
  const { kind, params } = match.target;
  return legalRouteKinds.includes(kind) || (kind === 'MasterTemplate' && isLegalPageSlug(params.slug ?? ''));
}

export const footerLegalLinkIds = ['legal-notice', 'terms-of-sale', 'privacy', 'sitemap'] as const;
export type FooterLegalLinkId = (typeof footerLegalLinkIds)[number];

export interface FooterLegalLink {
  id: FooterLegalLinkId;
  target: ShellLinkTarget;
}

/**
 * The footer's legal links (issue 20: "no legal notice, terms of sale, privacy or sitemap"), on
 * every site, from the spec's content routes (catalogue.txt §2): the legal notice and, where the
 * site has no GeneralTerms route (fr only), the terms of sale are master-template pages found by
 * their slug stem in the page's language (`pages`: GET master-template/pages); privacy is the Cvd
 * page, the sitemap the Sitemap page. A page the CMS lacks is left out. The cookie preferences are
 * the footer's own button, next to these.
 */
export function footerLegalLinks({
  site,
  pages,
}: {
  site: SiteCode;
  pages: readonly { slug: string }[];
}): FooterLegalLink[] {
  const kinds = siteRouteKinds(site);
  const page = (id: FooterLegalLinkId, stem: string): FooterLegalLink[] => {
    const slug = legalSlug(pages, stem);
    return slug ? [{ id, target: { kind: 'MasterTemplate', params: { slug } } }] : [];
  };
  const route = (id: FooterLegalLinkId, kind: RouteKind): FooterLegalLink[] =>
    kinds.includes(kind) ? [{ id, target: { kind, params: {} } }] : [];
  const termsRoute = route('terms-of-sale', 'GeneralTerms');
  return [
    ...page('legal-notice', legalPageStems.legalNotice),
    ...(termsRoute.length > 0 ? termsRoute : page('terms-of-sale', legalPageStems.termsOfSale)),
    ...route('privacy', 'Cvd'),
    ...route('sitemap', 'Sitemap'),
  ];
}

export interface SiteAlertCandidate {
  allPages: boolean;
  level: 'warning' | 'info';
}

/**
 * member-and-shell.txt §4 Other "Site alerts": of the all-pages alerts, the first warning, else
 * the first info message; null when there is none. Cinema alerts belong to their cinema pages.
 */
export function siteAlert<T extends SiteAlertCandidate>(alerts: readonly T[] | null | undefined): T | null {
  const allPages = (alerts ?? []).filter((alert) => alert.allPages);
  return allPages.find((alert) => alert.level === 'warning') ?? allPages[0] ?? null;
}
