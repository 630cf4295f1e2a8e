import { sites, type Language, type SiteCode } from '../sites/sites.ts';
import { routeWords, type RouteWords } from './words.ts';

/**
 * Page kinds of catalogue.txt §2, named after member-and-shell.txt §2's named routes where the
 * spec has one (Movies.Home, Cinema.Single, Cinema.List, Cinema.City.Light, Cinema.City.Single,
 * Offers.List, Subscription, Experience.Landing, Experience.Single, Shows.Movie,
 * Shows.Entertainment); the others follow the same pattern.
 */
export const routeKinds = [
  'Movies.Home',
  'Cinema.List',
  'Cinema.Single',
  'Cinema.Light',
  'Cinema.City.Single',
  'Cinema.City.Light',
  'Shows.List',
  'Shows.Movie',
  'Shows.Upcoming',
  'Shows.EntertainmentList',
  'Shows.Entertainment',
  'Season',
  'Season.EventSpecial',
  'Season.BrandedEvents',
  'Subscription',
  'Experience.Landing',
  'Experience.Group',
  'Experience.Single',
  'Offers.List',
  'Offers.Single',
  'News.List',
  'News.Single',
  'Faq.Home',
  'Faq.ArticleById',
  'Faq.ArticleBySlug',
  'Faq.Results',
  'Faq.Category',
  'ECards.FiveSeats',
  'ECards.ThreeSeats',
  'MobileApp',
  'Cvd',
  'GeneralTerms',
  'Sitemap',
  'VoucherChecker',
  'GiftCard',
  'MasterTemplate',
  'ErrorClient',
  'Auth.Callback',
  'Client.Account.Account',
  'Client.Account.Booking',
] as const;
export type RouteKind = (typeof routeKinds)[number];

export type RouteParamName = 'slug' | 'id';
export type RouteSegment = string | { param: RouteParamName };

export interface RoutePattern {
  kind: RouteKind;
  segments: readonly RouteSegment[];
  /** False for the experience article and the auth callback, which never carry a language. */
  languagePrefix: boolean;
  /** member-and-shell.txt §2: the filter suffix is read on Movie, Entertainment, Cinema, Experience and Shows pages. */
  filters: boolean;
  /** catalogue.txt §2 "Full-match routes (for example e-cards) need the exact segment count." */
  fullMatch: boolean;
  /** catalogue.txt §2 "Each help route has a webview variant with an extra m segment." */
  webview: boolean;
}

const slug = { param: 'slug' } as const;
const id = { param: 'id' } as const;

const kindsWithFilters: readonly RouteKind[] = [
  'Shows.List',
  'Shows.Movie',
  'Shows.Entertainment',
  'Cinema.Single',
  // The light page is the same cinema page under a light header: its day lives in the address too.
  'Cinema.Light',
  'Experience.Single',
];
const fullMatchKinds: readonly RouteKind[] = ['ECards.FiveSeats', 'ECards.ThreeSeats'];
const languagelessKinds: readonly RouteKind[] = ['Experience.Single', 'Auth.Callback'];
export const helpKinds: readonly RouteKind[] = [
  'Faq.Home',
  'Faq.ArticleById',
  'Faq.ArticleBySlug',
  'Faq.Results',
  'Faq.Category',
];

export function isLanguageless(kind: RouteKind): boolean {
  return languagelessKinds.includes(kind);
}

/** Segments of each kind in one site and language; undefined when the site has no such page. */
function shapes(w: RouteWords): Record<RouteKind, readonly RouteSegment[] | undefined> {
  return {
    'Movies.Home': [],
    'Cinema.List': [w.cinemas],
    'Cinema.Single': [w.cinemas, slug],
    'Cinema.Light': [w.cinemas, w.cinemaLight, slug],
    'Cinema.City.Single': [w.cinemas, w.city, slug],
    'Cinema.City.Light': [w.cinemas, w.cityList, slug],
    'Shows.List': [w.shows],
    'Shows.Movie': [w.shows, slug],
    'Shows.Upcoming': [w.upcoming],
    'Shows.EntertainmentList': [w.events],
    'Shows.Entertainment': [w.events, slug],
    Season: [w.season, slug],
    'Season.EventSpecial': [w.eventSpecial, slug],
    'Season.BrandedEvents': [w.brandedEvents, slug],
    Subscription: w.subscription === undefined ? undefined : [w.subscription],
    'Experience.Landing': [w.experiences],
    'Experience.Group': [w.experiences, w.experienceGroup, slug],
    'Experience.Single': ['specials', slug],
    'Offers.List': [w.offers],
    'Offers.Single': [w.offers, slug],
    'News.List': [w.news],
    'News.Single': [w.news, slug],
    'Faq.Home': [w.help],
    'Faq.ArticleById': [w.help, w.helpArticle, w.helpById, id],
    'Faq.ArticleBySlug': [w.help, w.helpArticle, w.helpBySlug, slug],
    'Faq.Results': [w.help, w.helpResults],
    'Faq.Category': [w.help, w.helpCategory, id],
    'ECards.FiveSeats': [w.eCardFiveSeats],
    'ECards.ThreeSeats': w.eCardThreeSeats === undefined ? undefined : [w.eCardThreeSeats],
    MobileApp: [w.mobileApp],
    Cvd: [w.cvd],
    GeneralTerms: w.generalTerms === undefined ? undefined : [w.generalTerms],
    Sitemap: [w.sitemap],
    VoucherChecker: [w.voucher],
    GiftCard: [w.giftCard],
    MasterTemplate: [w.masterTemplate, slug],
    ErrorClient: [w.errorClient],
    'Auth.Callback': ['callback'],
    // member §2 puts these on the client-area host; the site serves them itself (docs/routes.md).
    'Client.Account.Account': [w.account],
    'Client.Account.Booking': [w.account, w.bookings],
  };
}

const cache = new Map<string, readonly RoutePattern[]>();

/** Every route of one site in one language, the webview variants of the help routes included. */
export function routePatterns(site: SiteCode, language: Language): readonly RoutePattern[] {
  const key = `${site}/${language}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const words = routeWords(site, language);
  const patterns: RoutePattern[] = [];
  for (const [kind, segments] of Object.entries(shapes(words)) as [RouteKind, readonly RouteSegment[] | undefined][]) {
    if (segments === undefined) continue;
    const base = {
      kind,
      languagePrefix: !isLanguageless(kind),
      filters: kindsWithFilters.includes(kind),
      fullMatch: fullMatchKinds.includes(kind),
    };
    patterns.push({ ...base, segments, webview: false });
    if (helpKinds.includes(kind)) {
      const [help, ...rest] = segments;
      patterns.push({ ...base, segments: [help ?? words.help, words.helpWebview, ...rest], webview: true });
    }
  }
  cache.set(key, patterns);
  return patterns;
}

/** Route kinds a site has in a language (Subscription, 3-seat e-cards and general terms are not everywhere). */
export function siteRouteKinds(site: SiteCode, language: Language = sites[site].defaultLanguage): RouteKind[] {
  return [...new Set(routePatterns(site, language).map((pattern) => pattern.kind))];
}
