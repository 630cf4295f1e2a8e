import type { LocatorChoice } from './locator.ts';
import type { RouteKind } from '../routes/table.ts';
import { footerTopCities } from '../sites/content.ts';
import type { FeatureSwitches } from '../sites/features.ts';
import type { Language, SiteCode } from '../sites/sites.ts';
import { headerCinemasLink } from './cinemas.ts';

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
    'offersMenuDisplayed' | 'walletEnabled' | 'authenticationEnabled' | 'homeVideoEnabled' | 'businessEnabled'
  >;
  language: Language;
  signedIn: boolean;
  hasSubscription: boolean;
}

/**
 * member-and-shell.txt §2 Header Extras, in the spec's order, with §6 (wallet, account and the
 * subscription pass only for a signed-in client). "Dutch" reads as the page's language nl.
 */
export function headerExtras({ features, language, signedIn, hasSubscription }: HeaderExtrasFacts): HeaderExtra[] {
  const dutch = language === 'nl';
  const extras: HeaderExtra[] = [];
  const add = (id: HeaderExtraId, visibility: HeaderExtraVisibility, newTab = false) =>
    extras.push({ id, visibility, newTab });
  if (dutch) add('club', 'all');
  if (features.offersMenuDisplayed) add('offers', dutch ? 'mobile' : 'all');
  if (features.walletEnabled && signedIn) add('wallet', 'mobile');
  if (!signedIn && features.authenticationEnabled) add('sign-in', 'all');
  if (signedIn) add('account', 'mobile');
  if (signedIn && hasSubscription) add('subscription-pass', 'all');
  if (dutch) add('more-from', 'all');
  if (features.homeVideoEnabled) add('home-video', 'all', true);
  if (features.businessEnabled) add('business', 'all');
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
