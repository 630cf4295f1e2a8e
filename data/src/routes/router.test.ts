import { describe, expect, it } from 'vitest';
import { defaultFeatures, pageEnabled, type FeatureSwitches } from '../sites/features.ts';
import { siteCodes, sites, type Language, type SiteCode } from '../sites/sites.ts';
import { enabledMatch, matchRoute, routePath, type RouteTarget } from './router.ts';
import { isLanguageless, routeKinds, siteRouteKinds, type RouteKind } from './table.ts';
import type { ShowsTab } from './words.ts';

/**
 * The words of catalogue.txt §2 per site and language, written out independently of the
 * implementation (docs/routes.md records the assignments the spec left open).
 */
interface Expected {
  cinemas: string;
  city: string;
  cityList: string;
  shows: string;
  upcoming: string;
  events: string;
  season: string;
  subscription?: string;
  experiences: string;
  group: string;
  offers: string;
  news: string;
  help: string;
  results: string;
  category: string;
  eCard5: string;
  eCard3?: string;
  terms?: string;
  sitemap: string;
  account: string;
  bookings: string;
  tabs: Record<ShowsTab, string>;
}

const frTabs = {
  book: 'reserver',
  presales: 'preventes',
  kids: 'enfants',
  special: 'speciaux',
  upcoming: 'prochainement',
};
const enTabs = { book: 'book', presales: 'presales', kids: 'kids', special: 'special', upcoming: 'upcoming' };
const deTabs = { book: 'buchen', presales: 'vorverkauf', kids: 'kinder', special: 'spezial', upcoming: 'demnaechst' };
const nlTabs = {
  book: 'reserveren',
  presales: 'voorverkoop',
  kids: 'kids',
  special: 'speciaal',
  upcoming: 'binnenkort',
};

const fr: Expected = {
  account: 'mon-compte',
  bookings: 'reservations',
  cinemas: 'cinemas',
  city: 'ville',
  cityList: 'ville-list',
  shows: 'films-evenements',
  upcoming: 'sorties-cinema',
  events: 'evenements',
  season: 'saison',
  experiences: 'experiences',
  group: 'rubrique',
  offers: 'offres',
  news: 'actualites',
  help: 'aide',
  results: 'recherche',
  category: 'categorie',
  eCard5: 'carte-5-places',
  sitemap: 'plan-du-site',
  tabs: frTabs,
};
const en: Expected = {
  account: 'my-account',
  bookings: 'bookings',
  cinemas: 'cinemas',
  city: 'city',
  cityList: 'city-list',
  shows: 'movies-events',
  upcoming: 'cinema-releases',
  events: 'events',
  season: 'season',
  experiences: 'experiences',
  group: 'category',
  offers: 'offers',
  news: 'news',
  help: 'help',
  results: 'search',
  category: 'topic',
  eCard5: '5-seat-card',
  sitemap: 'sitemap',
  tabs: enTabs,
};
const de: Expected = {
  account: 'mein-konto',
  bookings: 'buchungen',
  cinemas: 'kinos',
  city: 'stadt',
  cityList: 'stadt-list',
  shows: 'filme-events',
  upcoming: 'kinostarts',
  events: 'events',
  season: 'saison',
  subscription: 'pass',
  experiences: 'erlebnisse',
  group: 'kategorie',
  offers: 'abos-angebote',
  news: 'news',
  help: 'help',
  results: 'search',
  category: 'topic',
  eCard5: '5-seat-card',
  sitemap: 'sitemap',
  tabs: deTabs,
};
const nl: Expected = {
  account: 'mijn-account',
  bookings: 'reserveringen',
  cinemas: 'bioscopen',
  city: 'stad',
  cityList: 'stad-list',
  shows: 'films',
  upcoming: 'binnenkort-cinema',
  events: 'evenementen',
  season: 'seizoen',
  subscription: 'abonnementen',
  experiences: 'belevingen',
  group: 'categorie',
  offers: 'nieuws-en-aanbiedingen',
  news: 'nieuws',
  help: 'helpcentrum',
  results: 'search',
  category: 'categorie',
  eCard5: '5-plaatsenkaart',
  sitemap: 'sitemap',
  tabs: nlTabs,
};
const african: Partial<Record<Language, Expected>> = {
  fr: { ...fr, shows: 'films', eCard5: 'cinecarte' },
  en,
};

const expectedWords: Record<SiteCode, Partial<Record<Language, Expected>>> = {
  fr: {
    fr: {
      ...fr,
      shows: 'films',
      subscription: 'cinepass',
      eCard5: 'cinecarte-5-places',
      eCard3: 'cinecarte-3-places',
      terms: 'conditions-generales',
    },
    en: {
      ...en,
      subscription: 'cinepass',
      eCard5: '5-seat-cinecarte',
      eCard3: '3-seat-cinecarte',
      terms: 'general-terms-and-conditions',
    },
  },
  ch: {
    fr: { ...fr, subscription: 'pass', offers: 'abos-offres' },
    en: { ...en, subscription: 'pass', offers: 'subscriptions-offers' },
    de,
  },
  be: {
    fr: { ...fr, offers: 'actus-et-offres' },
    nl: {
      ...nl,
      subscription: undefined,
      shows: 'films-evenementen',
      upcoming: 'aankomende',
      experiences: 'belevenissen',
    },
    en: { ...en, offers: 'news-and-offers' },
  },
  nl: {
    nl,
    en: { ...en, subscription: 'subscription', offers: 'news-and-offers' },
  },
  tn: african,
  sn: african,
  ci: african,
  ma: african,
};

const slug = 'le-grand-rex';
const id = '42';

/** The path shape of each kind in catalogue.txt §2, or the decision in docs/routes.md. */
const expectedPath: Record<RouteKind, (w: Expected) => string | undefined> = {
  'Movies.Home': () => '',
  'Cinema.List': (w) => w.cinemas,
  'Cinema.Single': (w) => `${w.cinemas}/${slug}`,
  'Cinema.Light': (w) => `${w.cinemas}/l/${slug}`,
  'Cinema.City.Single': (w) => `${w.cinemas}/${w.city}/${slug}`,
  'Cinema.City.Light': (w) => `${w.cinemas}/${w.cityList}/${slug}`,
  'Shows.List': (w) => w.shows,
  'Shows.Movie': (w) => `${w.shows}/${slug}`,
  'Shows.Upcoming': (w) => w.upcoming,
  'Shows.EntertainmentList': (w) => w.events,
  'Shows.Entertainment': (w) => `${w.events}/${slug}`,
  Season: (w) => `${w.season}/${slug}`,
  'Season.EventSpecial': () => `event-special/${slug}`,
  'Season.BrandedEvents': () => `marquee-events/${slug}`,
  Subscription: (w) => w.subscription,
  'Experience.Landing': (w) => w.experiences,
  'Experience.Group': (w) => `${w.experiences}/${w.group}/${slug}`,
  'Experience.Single': () => `specials/${slug}`,
  'Offers.List': (w) => w.offers,
  'Offers.Single': (w) => `${w.offers}/${slug}`,
  'News.List': (w) => w.news,
  'News.Single': (w) => `${w.news}/${slug}`,
  'Faq.Home': (w) => w.help,
  'Faq.ArticleById': (w) => `${w.help}/article/id/${id}`,
  'Faq.ArticleBySlug': (w) => `${w.help}/article/slug/${slug}`,
  'Faq.Results': (w) => `${w.help}/${w.results}`,
  'Faq.Category': (w) => `${w.help}/${w.category}/${id}`,
  'ECards.FiveSeats': (w) => w.eCard5,
  'ECards.ThreeSeats': (w) => w.eCard3,
  MobileApp: () => 'app',
  Cvd: () => 'cvd',
  GeneralTerms: (w) => w.terms,
  Sitemap: (w) => w.sitemap,
  VoucherChecker: () => 'voucher',
  GiftCard: () => 'giftcard',
  MasterTemplate: () => `info/${slug}`,
  ErrorClient: () => 'error-client',
  'Auth.Callback': () => 'callback',
  'Client.Account.Account': (w) => w.account,
  'Client.Account.Booking': (w) => `${w.account}/${w.bookings}`,
};

function paramsFor(kind: RouteKind): Record<string, string> {
  const shape = expectedPath[kind](en) ?? '';
  if (shape.endsWith(id)) return { id };
  return shape.endsWith(slug) ? { slug } : {};
}

const cases = Object.entries(expectedWords).flatMap(([code, byLanguage]) =>
  Object.entries(byLanguage).flatMap(([language, words]) =>
    routeKinds.map((kind) => ({ site: code as SiteCode, language: language as Language, kind, words: words! })),
  ),
);

const siteLanguages = Object.entries(expectedWords).flatMap(([code, byLanguage]) =>
  Object.keys(byLanguage).map((language) => ({ site: code as SiteCode, language: language as Language })),
);

function withPrefix(site: SiteCode, language: Language, kind: RouteKind, rest: string): string {
  const prefix = language === sites[site].defaultLanguage || isLanguageless(kind) ? '' : `/${language}`;
  return `${prefix}/${rest}`.replace(/\/$/, '') || '/';
}

describe('catalogue.txt §2 Screens and routes: every site x language x route kind', () => {
  it('covers the 8 sites and exactly their languages (catalogue.txt §3)', () => {
    for (const [code, byLanguage] of Object.entries(expectedWords)) {
      expect(Object.keys(byLanguage).sort()).toEqual([...sites[code as SiteCode].languages].sort());
    }
    expect(cases).toHaveLength(18 * routeKinds.length);
  });

  // One test per site and language, every route kind in it: a failing kind is named by its message.
  it.each(siteLanguages)(
    '$site/$language: every route kind has the spec words, and match(generate(x)) = x',
    ({ site, language }) => {
      for (const { kind, words } of cases.filter((row) => row.site === site && row.language === language)) {
        const rest = expectedPath[kind](words);
        const target: RouteTarget = { kind, language, params: paramsFor(kind) };
        const path = routePath(site, target);
        if (rest === undefined) {
          expect(path, kind).toBeNull();
          expect(siteRouteKinds(site, language), kind).not.toContain(kind);
          continue;
        }
        expect(path, kind).toBe(withPrefix(site, language, kind, rest));
        const matchedLanguage = isLanguageless(kind) ? sites[site].defaultLanguage : language;
        expect(matchRoute(site, path!), kind).toEqual({
          found: true,
          target: { ...target, language: matchedLanguage },
          trailingSlash: false,
        });
      }
    },
  );

  it.each(siteLanguages)(
    '$site/$language: every help page has a webview variant with an extra m segment',
    ({ site, language }) => {
      for (const { kind, words } of cases.filter(
        (row) => row.site === site && row.language === language && row.kind.startsWith('Faq.'),
      )) {
        const target: RouteTarget = { kind, language, params: paramsFor(kind), webview: true };
        const path = routePath(site, target)!;
        const rest = expectedPath[kind](words)!.replace(words.help, `${words.help}/m`);
        expect(path, kind).toBe(withPrefix(site, language, kind, rest));
        expect(matchRoute(site, path), kind).toMatchObject({ found: true, target });
      }
    },
  );

  it.each(cases.filter(({ kind }) => kind === 'Shows.List'))(
    '$site/$language shows-list tab fragments are translated and round-trip',
    ({ site, language, words }) => {
      for (const [tab, word] of Object.entries(words.tabs)) {
        const target: RouteTarget = { kind: 'Shows.List', language, params: {}, tab: tab as ShowsTab };
        const path = routePath(site, target)!;
        expect(path).toBe(`${withPrefix(site, language, 'Shows.List', words.shows)}#${word}`);
        expect(matchRoute(site, path)).toEqual({ found: true, target, trailingSlash: false });
      }
    },
  );

  it('uses every word the spec lists somewhere in the table', () => {
    const specWords = [
      'cinemas',
      'kinos',
      'bioscopen',
      'ville',
      'stadt',
      'city',
      'stad',
      'ville-list',
      'stadt-list',
      'city-list',
      'stad-list',
      'films',
      'filme-events',
      'movies-events',
      'films-evenements',
      'films-evenementen',
      'sorties-cinema',
      'kinostarts',
      'cinema-releases',
      'aankomende',
      'binnenkort-cinema',
      'evenements',
      'events',
      'evenementen',
      'saison',
      'season',
      'seizoen',
      'event-special',
      'cinepass',
      'abonnementen',
      'subscription',
      'pass',
      'experiences',
      'erlebnisse',
      'belevenissen',
      'belevingen',
      'specials',
      'rubrique',
      'category',
      'offres',
      'offers',
      'news-and-offers',
      'abos-angebote',
      'subscriptions-offers',
      'abos-offres',
      'actus-et-offres',
      'nieuws-en-aanbiedingen',
      'actualites',
      'news',
      'nieuws',
      'aide',
      'help',
      'helpcentrum',
      'article',
      'id',
      'slug',
      'recherche',
      'search',
      'categorie',
      'topic',
      'm',
      'cinecarte-5-places',
      '5-seat-cinecarte',
      'cinecarte',
      'carte-5-places',
      '5-seat-card',
      '5-plaatsenkaart',
      'cinecarte-3-places',
      '3-seat-cinecarte',
      'app',
      'cvd',
      'conditions-generales',
      'general-terms-and-conditions',
      'plan-du-site',
      'sitemap',
      'voucher',
      'giftcard',
      'info',
      'error-client',
      'l',
      'callback',
    ];
    const used = new Set<string>();
    for (const { site, language, kind } of cases) {
      for (const webview of [false, true]) {
        const path = routePath(site, {
          kind,
          language,
          params: paramsFor(kind),
          webview: webview && kind.startsWith('Faq.'),
        });
        path?.split('/').forEach((segment) => used.add(segment));
      }
    }
    expect(specWords.filter((word) => !used.has(word))).toEqual([]);
  });

  it('general terms exist on the fr site only', () => {
    for (const code of Object.keys(sites) as SiteCode[]) {
      expect(siteRouteKinds(code).includes('GeneralTerms')).toBe(code === 'fr');
    }
  });
});

describe('catalogue.txt §2 Matching rules', () => {
  it('gives the default language no prefix, and a prefix equal to it is not a match', () => {
    expect(matchRoute('fr', '/films')).toMatchObject({ found: true, target: { kind: 'Shows.List', language: 'fr' } });
    expect(matchRoute('fr', '/fr/films')).toEqual({ found: false, language: 'fr', trailingSlash: false });
    expect(matchRoute('fr', '/fr')).toEqual({ found: false, language: 'fr', trailingSlash: false });
    expect(matchRoute('ch', '/en/movies-events')).toMatchObject({ found: false, language: 'en' });
  });

  it('serves the home at the site root and at /{lang}', () => {
    expect(matchRoute('fr', '/')).toMatchObject({ found: true, target: { kind: 'Movies.Home', language: 'fr' } });
    expect(matchRoute('fr', '/en')).toMatchObject({ found: true, target: { kind: 'Movies.Home', language: 'en' } });
    expect(routePath('ch', { kind: 'Movies.Home', language: 'de', params: {} })).toBe('/de');
  });

  it('reports a trailing slash and still names the page, so the server can redirect', () => {
    expect(matchRoute('nl', '/bioscopen/')).toEqual({
      found: true,
      target: { kind: 'Cinema.List', language: 'nl', params: {} },
      trailingSlash: true,
    });
    expect(matchRoute('fr', '/en/')).toMatchObject({ found: true, trailingSlash: true });
    expect(matchRoute('fr', '/')).toMatchObject({ trailingSlash: false });
  });

  it('needs the exact segment count on full-match routes (e-cards)', () => {
    expect(matchRoute('fr', '/cinecarte-5-places')).toMatchObject({ found: true });
    expect(matchRoute('fr', '/cinecarte-5-places/extra')).toMatchObject({ found: false });
    expect(matchRoute('fr', '/cinecarte-5-places/filters/date-2026-03-29')).toMatchObject({ found: false });
  });

  it('the catch-all takes its language from a known first segment, else the default', () => {
    expect(matchRoute('be', '/nl/onbekend')).toEqual({ found: false, language: 'nl', trailingSlash: false });
    expect(matchRoute('be', '/onbekend')).toEqual({ found: false, language: 'en', trailingSlash: false });
    expect(matchRoute('fr', '/de/filme-events')).toEqual({ found: false, language: 'fr', trailingSlash: false });
  });

  it('the experience article has no language prefix: /{lang}/specials/{slug} is not found', () => {
    expect(matchRoute('fr', '/specials/imax')).toMatchObject({
      found: true,
      target: { kind: 'Experience.Single', language: 'fr', params: { slug: 'imax' } },
    });
    expect(matchRoute('fr', '/en/specials/imax')).toMatchObject({ found: false, language: 'en' });
    expect(routePath('fr', { kind: 'Experience.Single', language: 'en', params: { slug: 'imax' } })).toBe(
      '/specials/imax',
    );
  });

  it('prefers literal words over a slug: cinemas/ville/x is a city, cinemas/x a cinema', () => {
    expect(matchRoute('fr', '/cinemas/ville/paris')).toMatchObject({ target: { kind: 'Cinema.City.Single' } });
    expect(matchRoute('fr', '/cinemas/ville')).toMatchObject({
      target: { kind: 'Cinema.Single', params: { slug: 'ville' } },
    });
    expect(matchRoute('fr', '/cinemas/l/wepler')).toMatchObject({ target: { kind: 'Cinema.Light' } });
  });

  it('uses the real public film and event addresses (real-api.md §6 Hosts and languages)', () => {
    expect(matchRoute('fr', '/films/dune-123')).toMatchObject({ target: { kind: 'Shows.Movie' } });
    expect(matchRoute('fr', '/evenements/opera-1')).toMatchObject({ target: { kind: 'Shows.Entertainment' } });
    expect(matchRoute('ch', '/fr/films-evenements/dune-123')).toMatchObject({ target: { kind: 'Shows.Movie' } });
    expect(matchRoute('ch', '/de/filme-events/dune-123')).toMatchObject({ target: { kind: 'Shows.Movie' } });
    expect(matchRoute('ch', '/movies-events/dune-123')).toMatchObject({
      target: { kind: 'Shows.Movie', language: 'en' },
    });
    expect(matchRoute('be', '/fr/evenements/opera-1')).toMatchObject({ target: { kind: 'Shows.Entertainment' } });
  });

  it('ignores the query, reads unknown fragments as no tab, and decodes slugs', () => {
    expect(matchRoute('fr', '/films?page=2#nowhere')).toEqual({
      found: true,
      target: { kind: 'Shows.List', language: 'fr', params: {} },
      trailingSlash: false,
    });
    const path = routePath('fr', { kind: 'News.Single', language: 'fr', params: { slug: 'été 2026' } })!;
    expect(path).toBe('/actualites/%C3%A9t%C3%A9%202026');
    expect(matchRoute('fr', path)).toMatchObject({ target: { params: { slug: 'été 2026' } } });
  });

  it('never throws on hostile addresses', () => {
    for (const url of ['/films/%E0%A4%A', '//films', '/films//x', 'films', '/%', '/cinemas/%', '']) {
      expect(() => matchRoute('fr', url)).not.toThrow();
    }
    expect(matchRoute('fr', '/films/%E0%A4%A')).toMatchObject({ found: false });
    expect(matchRoute('fr', '/films//x')).toMatchObject({ found: false });
  });

  it('generates nothing for a language the site does not offer or a missing parameter', () => {
    expect(routePath('fr', { kind: 'Shows.List', language: 'de', params: {} })).toBeNull();
    expect(routePath('fr', { kind: 'Shows.Movie', language: 'fr', params: {} })).toBeNull();
    expect(routePath('fr', { kind: 'Cinema.List', language: 'fr', params: {}, tab: 'kids' })).toBeNull();
  });
});

describe('member-and-shell.txt §2 Filters in the address, through the matcher', () => {
  it('reads the filter suffix on the shows, movie, entertainment, cinema and experience pages', () => {
    const target: RouteTarget = {
      kind: 'Cinema.Single',
      language: 'en',
      params: { slug: 'wepler' },
      filters: { date: '2026-03-29', tags: ['3d', 'imax'] },
    };
    const path = routePath('fr', target)!;
    expect(path).toBe('/en/cinemas/wepler/filters/date-2026-03-29/tags-3d,imax');
    expect(matchRoute('fr', path)).toEqual({ found: true, target, trailingSlash: false });
  });

  it('refuses filters where the page reads none, and bad filter input, as not found', () => {
    expect(matchRoute('fr', '/actualites/filters/date-2026-03-29')).toMatchObject({ found: false });
    expect(matchRoute('fr', '/films/filters/colour-red')).toMatchObject({ found: false });
    expect(matchRoute('fr', '/films/filters/date-2026-02-30')).toMatchObject({ found: false });
    expect(matchRoute('fr', '/films/filters')).toMatchObject({ found: false });
  });
});

describe('decision 0048: a page whose switch is off is no part of the site (member-and-shell.txt §2 VoucherChecker, §9)', () => {
  // The sites each switched page belongs to, from §9: voucher checker in nl, gift card in nl.
  const switched = [
    { kind: 'VoucherChecker', word: 'voucher', on: ['nl'] },
    { kind: 'GiftCard', word: 'giftcard', on: ['nl'] },
  ] as const;
  for (const { kind, word, on } of switched) {
    it.each(siteCodes)(`${kind} on %s: found only where its switch is on, else not found in its language`, (site) => {
      for (const language of sites[site].languages) {
        const prefix = language === sites[site].defaultLanguage ? '' : `/${language}`;
        const match = enabledMatch(matchRoute(site, `${prefix}/${word}`), defaultFeatures(site));
        if ((on as readonly string[]).includes(site)) {
          expect(match.found && match.target.kind, `${site} ${language}`).toBe(kind);
        } else {
          expect(match, `${site} ${language}`).toEqual({ found: false, language, trailingSlash: false });
        }
      }
    });
  }

  // §9 "cinepass subscription in fr; pass subscription in ch; unlimited subscription in nl"; catalogue.txt §2
  // Subscription offers: cinepass (fr, en), abonnementen and subscription (nl), a pass word on ch.
  const subscriptionWords = ['cinepass', 'pass', 'abonnementen', 'subscription'];
  const subscriptionsOff = {
    cinepassSubscriptionEnabled: false,
    passSubscriptionEnabled: false,
    unlimitedSubscriptionEnabled: false,
  };
  it.each(siteCodes)(
    'decision 0057: Subscription on %s is part of the site only where one of its subscription switches is on (fr, ch, nl)',
    (site) => {
      const sells = ['fr', 'ch', 'nl'].includes(site);
      for (const language of sites[site].languages) {
        const prefix = language === sites[site].defaultLanguage ? '' : `/${language}`;
        const kinds = (features: FeatureSwitches) =>
          subscriptionWords.flatMap((word) => {
            const match = enabledMatch(matchRoute(site, `${prefix}/${word}`), features);
            return match.found ? [match.target.kind] : [];
          });
        const where = `${site} ${language}`;
        if (sells) {
          expect(kinds(defaultFeatures(site)), where).toContain('Subscription');
          // Every subscription switch off (the API's settings.features): the address answers as an unknown one.
          expect(kinds({ ...defaultFeatures(site), ...subscriptionsOff }), where).not.toContain('Subscription');
          // Any one of the three brings it back: the page shows the offers of the subscriptions turned on.
          expect(
            kinds({ ...defaultFeatures(site), ...subscriptionsOff, passSubscriptionEnabled: true }),
            where,
          ).toContain('Subscription');
        } else {
          expect(kinds(defaultFeatures(site)), where).not.toContain('Subscription');
        }
      }
    },
  );

  it('decision 0057: pageEnabled reads the three subscription switches, any one of them enough', () => {
    for (const site of siteCodes) {
      const features = defaultFeatures(site);
      expect(pageEnabled('Subscription', features), site).toBe(['fr', 'ch', 'nl'].includes(site));
      expect(pageEnabled('Subscription', { ...features, ...subscriptionsOff }), site).toBe(false);
      expect(
        pageEnabled('Subscription', { ...features, ...subscriptionsOff, unlimitedSubscriptionEnabled: true }),
      ).toBe(true);
    }
  });

  it("follows the API's settings: a switch turned on there brings the page, turned off takes it away", () => {
    const found = (site: SiteCode, features: Partial<FeatureSwitches>) =>
      enabledMatch(matchRoute(site, '/voucher'), { ...defaultFeatures(site), ...features }).found;
    expect(found('fr', { voucherCheckerEnabled: true })).toBe(true);
    expect(found('nl', { voucherCheckerEnabled: false })).toBe(false);
  });

  it('leaves every page without a switch as it matched, and the catch-all as it was', () => {
    const features = defaultFeatures('fr');
    const cinemas = matchRoute('fr', '/cinemas');
    expect(enabledMatch(cinemas, features)).toBe(cinemas);
    const unknown = matchRoute('fr', '/no-such-page');
    expect(enabledMatch(unknown, features)).toBe(unknown);
  });
});
