import type { Language, SiteCode } from '../sites/sites.ts';

export const showsTabs = ['book', 'presales', 'kids', 'special', 'upcoming'] as const;
export type ShowsTab = (typeof showsTabs)[number];

/**
 * The words of catalogue.txt §2 "Screens and routes" for one site in one language. A missing
 * word means the site has no such page. Where the spec lists a word per country or leaves a
 * language out, the choice is recorded in docs/routes.md.
 */
export interface RouteWords {
  cinemas: string;
  cinemaLight: string;
  city: string;
  cityList: string;
  shows: string;
  upcoming: string;
  events: string;
  season: string;
  eventSpecial: string;
  brandedEvents: string;
  subscription?: string;
  experiences: string;
  experienceGroup: string;
  offers: string;
  news: string;
  help: string;
  helpArticle: string;
  helpById: string;
  helpBySlug: string;
  helpResults: string;
  helpCategory: string;
  helpWebview: string;
  eCardFiveSeats: string;
  eCardThreeSeats?: string;
  mobileApp: string;
  cvd: string;
  generalTerms?: string;
  sitemap: string;
  voucher: string;
  giftCard: string;
  masterTemplate: string;
  errorClient: string;
  /** The member's account page (Client.Account.Account) and, under it, their bookings. */
  account: string;
  bookings: string;
  tabs: Readonly<Record<ShowsTab, string>>;
}

/** Words that do not change with the language. */
const common = {
  cinemaLight: 'l',
  eventSpecial: 'event-special',
  brandedEvents: 'marquee-events',
  helpArticle: 'article',
  helpById: 'id',
  helpBySlug: 'slug',
  helpWebview: 'm',
  mobileApp: 'app',
  cvd: 'cvd',
  voucher: 'voucher',
  giftCard: 'giftcard',
  masterTemplate: 'info',
  errorClient: 'error-client',
} as const;

/** Word for the language where no country says otherwise. */
const byLanguage: Record<Language, RouteWords> = {
  fr: {
    ...common,
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
    experienceGroup: 'rubrique',
    offers: 'offres',
    news: 'actualites',
    help: 'aide',
    helpResults: 'recherche',
    helpCategory: 'categorie',
    eCardFiveSeats: 'carte-5-places',
    sitemap: 'plan-du-site',
    tabs: { book: 'reserver', presales: 'preventes', kids: 'enfants', special: 'speciaux', upcoming: 'prochainement' },
  },
  en: {
    ...common,
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
    experienceGroup: 'category',
    offers: 'offers',
    news: 'news',
    help: 'help',
    helpResults: 'search',
    helpCategory: 'topic',
    eCardFiveSeats: '5-seat-card',
    sitemap: 'sitemap',
    tabs: { book: 'book', presales: 'presales', kids: 'kids', special: 'special', upcoming: 'upcoming' },
  },
  de: {
    ...common,
    account: 'mein-konto',
    bookings: 'buchungen',
    cinemas: 'kinos',
    city: 'stadt',
    cityList: 'stadt-list',
    shows: 'filme-events',
    upcoming: 'kinostarts',
    events: 'events',
    season: 'saison',
    experiences: 'erlebnisse',
    experienceGroup: 'kategorie',
    offers: 'abos-angebote',
    news: 'news',
    help: 'help',
    helpResults: 'search',
    helpCategory: 'topic',
    eCardFiveSeats: '5-seat-card',
    sitemap: 'sitemap',
    tabs: { book: 'buchen', presales: 'vorverkauf', kids: 'kinder', special: 'spezial', upcoming: 'demnaechst' },
  },
  nl: {
    ...common,
    account: 'mijn-account',
    bookings: 'reserveringen',
    cinemas: 'bioscopen',
    city: 'stad',
    cityList: 'stad-list',
    shows: 'films',
    upcoming: 'binnenkort-cinema',
    events: 'evenementen',
    season: 'seizoen',
    experiences: 'belevingen',
    experienceGroup: 'categorie',
    offers: 'nieuws-en-aanbiedingen',
    news: 'nieuws',
    help: 'helpcentrum',
    helpResults: 'search',
    helpCategory: 'categorie',
    eCardFiveSeats: '5-plaatsenkaart',
    sitemap: 'sitemap',
    tabs: { book: 'reserveren', presales: 'voorverkoop', kids: 'kids', special: 'speciaal', upcoming: 'binnenkort' },
  },
};

type SiteOverrides = Partial<Record<Language, Partial<RouteWords>>>;

/** The words the spec ties to a country (catalogue.txt §2), or that a country's product decides. */
const bySite: Record<SiteCode, SiteOverrides> = {
  fr: {
    fr: {
      shows: 'films',
      subscription: 'cinepass',
      eCardFiveSeats: 'cinecarte-5-places',
      eCardThreeSeats: 'cinecarte-3-places',
      generalTerms: 'conditions-generales',
    },
    en: {
      subscription: 'cinepass',
      eCardFiveSeats: '5-seat-cinecarte',
      eCardThreeSeats: '3-seat-cinecarte',
      generalTerms: 'general-terms-and-conditions',
    },
  },
  ch: {
    fr: { subscription: 'pass', offers: 'abos-offres' },
    en: { subscription: 'pass', offers: 'subscriptions-offers' },
    de: { subscription: 'pass' },
  },
  be: {
    fr: { offers: 'actus-et-offres' },
    en: { offers: 'news-and-offers' },
    nl: { shows: 'films-evenementen', upcoming: 'aankomende', experiences: 'belevenissen' },
  },
  nl: {
    nl: { subscription: 'abonnementen' },
    en: { subscription: 'subscription', offers: 'news-and-offers' },
  },
  tn: { fr: { shows: 'films', eCardFiveSeats: 'cinecarte' } },
  sn: { fr: { shows: 'films', eCardFiveSeats: 'cinecarte' } },
  ci: { fr: { shows: 'films', eCardFiveSeats: 'cinecarte' } },
  ma: { fr: { shows: 'films', eCardFiveSeats: 'cinecarte' } },
};

export function routeWords(site: SiteCode, language: Language): RouteWords {
  return { ...byLanguage[language], ...bySite[site][language] };
}
