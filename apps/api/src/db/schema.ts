import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rateLimitTable } from '@marquee/server-kit/rateLimit';

/**
 * The reference API's tables (docs/decisions/0012-reference-api.md). Every
 * table that differs by country carries `site`; text shown to visitors is a
 * `Localized` jsonb ({fr, en, de, nl}) read in the request's language; the
 * `search_text` columns hold the lower-cased, accent-stripped words the search
 * call matches with `like` (no unaccent extension needed, PGlite lacks it).
 */

export type Localized = Partial<Record<'fr' | 'en' | 'de' | 'nl', string>>;
export interface CtaValue {
  label: Localized;
  url: string;
  target?: '_self' | '_blank';
  type?: string;
}

const site = () => text('site').notNull();
const searchText = () => text('search_text').notNull().default('');

// ---------------------------------------------------------------- sites

/** member-and-shell.txt §3 Settings, one row per site; features overlay data's defaultFeatures. */
export const settings = pgTable('settings', {
  site: text('site').primaryKey(),
  clientUrl: text('client_url').notNull(),
  cmdUrl: text('cmd_url').notNull(),
  youtubeChannel: text('youtube_channel'),
  catCaptchaKey: text('cat_captcha_key'),
  maxGeolocationCinemas: integer('max_geolocation_cinemas').notNull(),
  /** Kilometres. */
  maxGeolocationDistance: doublePrecision('max_geolocation_distance').notNull(),
  /** CSA (fr), Cinecheck (nl) or Default (catalogue.txt §3 Content rating). */
  ratingSystem: text('rating_system').notNull(),
  features: jsonb('features').$type<Record<string, boolean>>().notNull(),
  injections: jsonb('injections').$type<unknown[]>().notNull(),
  agentforce: jsonb('agentforce').$type<Record<string, string> | null>(),
  /** Minutes of advertising before the film: `{defaultMinutes, cinemas: {slug: minutes}}` (decision 0017). */
  advertising: jsonb('advertising').$type<{ defaultMinutes: number; cinemas: Record<string, number> } | null>(),
});

/** Labels of each rating system's levels (CSA in France, Cinecheck in the Netherlands, Default elsewhere). */
export const contentRatings = pgTable(
  'content_ratings',
  {
    system: text('system').notNull(),
    minimumAge: integer('minimum_age').notNull(),
    ref: text('ref').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized | null>(),
  },
  (table) => [primaryKey({ columns: [table.system, table.minimumAge] })],
);

// ---------------------------------------------------------------- places

export const cities = pgTable(
  'cities',
  {
    site: site(),
    slug: text('slug').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    departement: text('departement'),
    isIdf: boolean('is_idf').notNull().default(false),
    hasPage: boolean('has_page').notNull().default(true),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    description: jsonb('description').$type<Localized | null>(),
    backdropSeed: text('backdrop_seed'),
    redirectSlug: text('redirect_slug'),
    searchText: searchText(),
  },
  (table) => [primaryKey({ columns: [table.site, table.slug] })],
);

/** Cities and regions (idf, amsterdam) the locator and zone calls know; `cinemas` are slugs. */
export const zones = pgTable(
  'zones',
  {
    site: site(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'city' | 'region'>().notNull(),
    cinemas: text('cinemas').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.site, table.slug] })],
);

export const cinemas = pgTable(
  'cinemas',
  {
    slug: text('slug').primaryKey(),
    site: site(),
    citySlug: text('city_slug').notNull(),
    name: text('name').notNull(),
    vistaRef: text('vista_ref').notNull(),
    groupId: text('group_id'),
    /** IANA zone the cinema's showtimes are shown in. */
    timeZone: text('time_zone').notNull(),
    tags: text('tags').array().notNull(),
    hasPmrService: boolean('has_pmr_service').notNull(),
    theaterName: text('theater_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressZip: text('address_zip').notNull(),
    addressCity: text('address_city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    accessibilityDescription: jsonb('accessibility_description').$type<Localized | null>(),
    weekStart: integer('week_start'),
    premium: boolean('premium').notNull().default(false),
    pricingTerms: jsonb('pricing_terms').$type<Localized[]>().notNull(),
    globalTerms: jsonb('global_terms').$type<Localized | null>(),
    redirectSlug: text('redirect_slug'),
    displayOrder: integer('display_order').notNull(),
    searchText: searchText(),
  },
  (table) => [
    index('cinemas_site').on(table.site, table.displayOrder),
    // The target of favourite_cinemas' (site, cinema) key: a favourite's site is its cinema's site.
    uniqueIndex('cinemas_site_slug').on(table.site, table.slug),
  ],
);

export const halls = pgTable(
  'halls',
  {
    cinemaSlug: text('cinema_slug')
      .notNull()
      .references(() => cinemas.slug),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    tags: text('tags').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.cinemaSlug, table.name] })],
);

export const services = pgTable(
  'services',
  {
    site: site(),
    slug: text('slug').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    isAccessibility: boolean('is_accessibility').notNull(),
  },
  (table) => [primaryKey({ columns: [table.site, table.slug] })],
);

export const cinemaServices = pgTable(
  'cinema_services',
  {
    cinemaSlug: text('cinema_slug')
      .notNull()
      .references(() => cinemas.slug),
    serviceSlug: text('service_slug').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cinemaSlug, table.serviceSlug] })],
);

/** catalogue.txt §3 Cinema details pricing: prices, and additional prices grouped under a parent. */
export const prices = pgTable(
  'prices',
  {
    cinemaSlug: text('cinema_slug')
      .notNull()
      .references(() => cinemas.slug),
    position: integer('position').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    amount: numeric('amount', { precision: 8, scale: 2 }).notNull(),
    additional: boolean('additional').notNull(),
    parent: jsonb('parent').$type<Localized | null>(),
    termsIndex: integer('terms_index'),
  },
  (table) => [primaryKey({ columns: [table.cinemaSlug, table.position] })],
);

export const ecards = pgTable(
  'ecards',
  {
    site: site(),
    position: integer('position').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    seats: integer('seats').notNull(),
    singleAmount: numeric('single_amount', { precision: 8, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 8, scale: 2 }).notNull(),
    refCmd: text('ref_cmd').notNull(),
    highlightMessage: jsonb('highlight_message').$type<Localized | null>(),
  },
  (table) => [primaryKey({ columns: [table.site, table.position] })],
);

export const cinepassItems = pgTable(
  'cinepass_items',
  {
    site: site(),
    position: integer('position').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    price: numeric('price', { precision: 8, scale: 2 }).notNull(),
    legend: jsonb('legend').$type<Localized | null>(),
  },
  (table) => [primaryKey({ columns: [table.site, table.position] })],
);

// ---------------------------------------------------------------- shows

/** A film or event; `sites` lists where it plays; titles and synopses per language. */
export const shows = pgTable('shows', {
  slug: text('slug').primaryKey(),
  sites: text('sites').array().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  originalTitle: text('original_title'),
  synopsis: jsonb('synopsis').$type<Localized>().notNull(),
  /** Release date per locale key (FR_FR, NL_NL, CH_FR...), YYYY-MM-DD; 1900-01-01 is unknown. */
  releaseAt: jsonb('release_at').$type<Record<string, string>>().notNull(),
  isMovie: boolean('is_movie').notNull(),
  isKids: boolean('is_kids').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  isComingSoon: boolean('is_coming_soon').notNull().default(false),
  specialEvent: boolean('special_event').notNull().default(false),
  /** Null: unrated (the wire's `[]`). */
  minimumAge: integer('minimum_age'),
  cinechecks: text('cinechecks').array().notNull(),
  genres: jsonb('genres').$type<Localized[]>().notNull(),
  genreSlugs: text('genre_slugs').array().notNull(),
  duration: integer('duration'),
  directors: text('directors').array().notNull(),
  actors: text('actors').array().notNull(),
  nationality: text('nationality'),
  tags: text('tags').array().notNull(),
  flag: jsonb('flag').$type<Localized | null>(),
  flagColor: text('flag_color'),
  homeOrder: integer('home_order'),
  genericOrder: integer('generic_order'),
  upcomingOrder: integer('upcoming_order'),
  refVista: text('ref_vista').notNull(),
  salesOpeningAt: timestamp('sales_opening_at', { withTimezone: true }),
  vodAvailability: boolean('vod_availability').notNull().default(false),
  trailerId: text('trailer_id'),
  /** Hue seed of the generated poster and backdrop. */
  paletteSeed: integer('palette_seed').notNull(),
  dominantColor: text('dominant_color').notNull(),
  /** The show is gone: detail answers 410. */
  gone: boolean('gone').notNull().default(false),
  redirectSlug: text('redirect_slug'),
  searchText: searchText(),
});

export const showtimes = pgTable(
  'showtimes',
  {
    id: serial('id').primaryKey(),
    showSlug: text('show_slug')
      .notNull()
      .references(() => shows.slug),
    cinemaSlug: text('cinema_slug')
      .notNull()
      .references(() => cinemas.slug),
    /** UTC instant; shown in `time_zone`, the cinema's zone. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** The cinema-local calendar day of starts_at, kept for the day look-ups' index. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    version: text('version').notNull(),
    tags: text('tags').array().notNull(),
    status: text('status').notNull(),
    reservabilityStart: timestamp('reservability_start', { withTimezone: true }).notNull(),
    reservabilityEnd: timestamp('reservability_end', { withTimezone: true }).notNull(),
    hall: text('hall').notNull(),
    seats: integer('seats').notNull(),
    sessionRef: text('session_ref').notNull(),
    special: jsonb('special').$type<{
      /** Localized; a plain string in rows written before the demo translated it. */
      titleScreening: Localized | string;
      titleShowtimeDetails: Localized;
      descriptionShowtimeDetails: Localized;
      source: string;
      color: string;
      backgroundColor: string;
    } | null>(),
    highlighted: boolean('highlighted').notNull().default(false),
    /**
     * When the showtime was added: the new-showtimes notice counts from a member's last look
     * (decision 0042). Rows older than the column have the instant of its migration.
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('showtimes_show_cinema_day').on(table.showSlug, table.cinemaSlug, table.localDate),
    index('showtimes_cinema_day').on(table.cinemaSlug, table.localDate),
    index('showtimes_starts_at').on(table.startsAt),
  ],
);

/** Experience and accessibility tags (catalogue.txt §3 Tag). */
export const tags = pgTable('tags', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<Localized | null>(),
  description: jsonb('description').$type<Localized | null>(),
  premium: boolean('premium').notNull().default(false),
  technology: boolean('technology').notNull().default(false),
  accessibility: boolean('accessibility').notNull().default(false),
  displayedOn: text('displayed_on').array().notNull(),
  icon: text('icon').notNull(),
  color: text('color'),
  position: integer('position').notNull(),
});

export const versions = pgTable('versions', {
  slug: text('slug').primaryKey(),
  label: jsonb('label').$type<Localized>().notNull(),
  sites: text('sites').array().notNull(),
});

/** Seasons and special events (catalogue.txt §2 Season and event-special). */
export const events = pgTable(
  'events',
  {
    site: site(),
    slug: text('slug').notNull(),
    kind: text('kind').$type<'season' | 'event-special'>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    shows: text('shows').array().notNull(),
    redirectSlug: text('redirect_slug'),
  },
  (table) => [primaryKey({ columns: [table.site, table.slug] })],
);

// ---------------------------------------------------------------- editorial

/** News, events, offers and experiences: one row per site, language and slug; `translation_key` links languages. */
export const articles = pgTable(
  'articles',
  {
    site: site(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    translationKey: text('translation_key').notNull(),
    type: text('type').$type<'news' | 'event' | 'offer' | 'experience'>().notNull(),
    title: text('title').notNull(),
    headline: text('headline'),
    content: text('content').notNull(),
    author: text('author'),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    featuredShow: text('featured_show'),
    cta: jsonb('cta').$type<{ label: string; url: string; target: '_self' | '_blank'; type: string } | null>(),
    cinemas: text('cinemas').array().notNull(),
    guest: text('guest'),
    /** Experiences: the tag they explain (imax, 4dx...). */
    tag: text('tag'),
    experienceGroup: text('experience_group'),
    redirectSlug: text('redirect_slug'),
    paletteSeed: integer('palette_seed').notNull(),
    searchText: searchText(),
  },
  (table) => [
    primaryKey({ columns: [table.site, table.slug] }),
    index('articles_list').on(table.site, table.language, table.type, table.releaseDate),
  ],
);

export const experienceGroups = pgTable(
  'experience_groups',
  {
    site: site(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.site, table.slug] })],
);

export const masterTemplatePages = pgTable(
  'master_template_pages',
  {
    site: site(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    translationKey: text('translation_key').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    redirectSlug: text('redirect_slug'),
  },
  (table) => [primaryKey({ columns: [table.site, table.slug] })],
);

/**
 * Small editorial blocks with one shape each and no look-up of their own: the
 * offers page header, promotions, temporary offers, featured pushes, the native
 * ad, videos, subscription offers, self-promotion and the releases page text.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    site: site(),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.site, table.kind, table.position] })],
);

export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey(),
  site: site(),
  position: integer('position').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
});

export const faqArticles = pgTable(
  'faq_articles',
  {
    id: integer('id').primaryKey(),
    site: site(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    teaser: jsonb('teaser').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    inFooter: boolean('in_footer').notNull().default(false),
    /** Retired: looked up by slug it answers 204 (member-and-shell.txt §2). */
    retired: boolean('retired').notNull().default(false),
    searchText: searchText(),
  },
  (table) => [uniqueIndex('faq_articles_slug').on(table.site, table.slug)],
);

export const alerts = pgTable('alerts', {
  id: integer('id').primaryKey(),
  site: site(),
  type: integer('type').notNull(),
  isWarning: boolean('is_warning').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  message: jsonb('message').$type<Localized>().notNull(),
  cinemas: text('cinemas').array().notNull(),
  cta: jsonb('cta').$type<CtaValue | null>(),
});

export const footers = pgTable('footers', {
  site: text('site').primaryKey(),
  columns: jsonb('columns')
    .$type<{ title: Localized; elements: { title: Localized; url: string; cookie?: boolean; newTab?: boolean }[] }[]>()
    .notNull(),
  socialNetworks: jsonb('social_networks').$type<{ name: string; url: string }[]>().notNull(),
});

// ---------------------------------------------------------------- vouchers

export const voucherTypes = pgTable(
  'voucher_types',
  {
    site: site(),
    typeId: integer('type_id').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    terms: jsonb('terms').$type<Localized | null>(),
  },
  (table) => [primaryKey({ columns: [table.site, table.typeId] })],
);

/** Voucher codes and gift cards (`kind`), with the result code the check answers. */
export const vouchers = pgTable(
  'vouchers',
  {
    kind: text('kind').$type<'voucher' | 'gift-card'>().notNull(),
    code: text('code').notNull(),
    site: site(),
    resultCode: integer('result_code').notNull(),
    card: jsonb('card').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.code] })],
);

// ---------------------------------------------------------------- rate limits

/**
 * Fixed-window counters shared by every API instance on the database
 * (@marquee/server-kit/rateLimit, decision 0031). `key` is a SHA-256 of what is counted
 * (a client address, a card number): neither addresses nor card numbers are
 * stored. A window starts at its first hit; a hit after it ends starts anew.
 */
export const rateLimits = rateLimitTable(pgTable);

// ---------------------------------------------------------------- members

export const clients = pgTable('clients', {
  id: text('id').primaryKey(),
  site: site(),
  email: text('email').notNull(),
  firstname: text('firstname'),
  lastname: text('lastname'),
  sendNewsletter: boolean('send_newsletter').notNull().default(false),
  cinepassType: text('cinepass_type'),
  currentPlan: text('current_plan'),
  loyaltyLevel: text('loyalty_level'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Favourite cinemas per client and site (issue 19): the spec's limit is per country
 * (member-and-shell.txt §9), so a favourite added on ch never uses a slot of fr. The key
 * refuses a second row for the same favourite, whatever the concurrency.
 */
export const favouriteCinemas = pgTable(
  'favourite_cinemas',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    site: site(),
    cinemaSlug: text('cinema_slug').notNull(),
    /** Higher is more recent: the list answers most recent first (member-and-shell.txt §4). */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.site, table.cinemaSlug] }),
    foreignKey({ columns: [table.site, table.cinemaSlug], foreignColumns: [cinemas.site, cinemas.slug] }),
  ],
);

export const feelings = pgTable(
  'feelings',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    showSlug: text('show_slug')
      .notNull()
      .references(() => shows.slug),
    intention: integer('intention'),
    emotion: integer('emotion'),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.showSlug] }), index('feelings_show').on(table.showSlug)],
);

/**
 * A member's calendar feed per site (issue 19, decision 0042): at most one per (client, site), a new
 * one replacing (revoking) the previous. Only the SHA-256 of the 256-bit token is kept: the rows
 * alone never give a feed's address.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    site: site(),
    /** Hex SHA-256 of the token in the feed's path. */
    tokenDigest: text('token_digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.site] }),
    uniqueIndex('calendar_feeds_token_digest').on(table.tokenDigest),
  ],
);

/** When a member last acknowledged the new-showtimes notice on a site (decision 0042). */
export const showtimeNewsMarks = pgTable(
  'showtime_news_marks',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    site: site(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.site] })],
);

export type ShowRow = typeof shows.$inferSelect;
export type NewShowRow = typeof shows.$inferInsert;
export type CinemaRow = typeof cinemas.$inferSelect;
