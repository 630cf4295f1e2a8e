import type { ApiCalls } from './registry.ts';

/**
 * Every call of catalogue.txt §7 and member-and-shell.txt §7 as the browser needs it: where it
 * goes and how, without its schemas. The hooks key SWR with a route, and the client builds its URL
 * and headers from it; the schemas that check what is sent and answered (`registry.ts`, zod) load
 * only when the browser makes a call itself, so hydration builds none of them (decision 0028,
 * stop 43). The registry adds each call's schemas and documentation to its route.
 */

export const httpMethods = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * What a 200 answer is: JSON checked by `response` (every call of the spec), or a text document
 * of another type, `response` then checking the text (the member's calendar feed, decision 0042).
 */
export const mediaTypes = ['application/json', 'text/calendar'] as const;
export type MediaType = (typeof mediaTypes)[number];

/**
 * Who may keep a 200 answer: `public` (catalogue GETs: browsers and shared caches), `private` (the
 * requester's browser or calendar application only: the calendar feed, whose URL is a secret),
 * `none` (bearer calls and writes).
 */
export type Caching = 'public' | 'private' | 'none';

/** Statuses with a meaning of their own, beyond 200 and 400 (member-and-shell.txt §2, §8). */
export type MeaningfulStatus = 204 | 404 | 410;

export interface CallRoute<Id extends string = string> {
  readonly id: Id;
  readonly method: HttpMethod;
  /** Relative to /api/, e.g. `show/{slug}/cinemas`. */
  readonly path: string;
  readonly mediaType: MediaType;
  readonly caching: Caching;
  /** Sent to the client-area host (member-and-shell.txt §7). */
  readonly clientArea: boolean;
  /** Carries the member's bearer token (never in the webview). */
  readonly bearer: boolean;
  /** Sent with the browser's credentials (cookies) even cross-origin. */
  readonly credentials: boolean;
  /** The caller handles failures itself; the global error handling stays out. */
  readonly skipGlobalErrorHandling: boolean;
  /** Adds `language` to the query (false only for settings). */
  readonly language: boolean;
  /** Statuses the caller must tell apart from a failure. */
  readonly statuses: readonly MeaningfulStatus[];
  /**
   * An answer that means "not found" though it came with 200 (the single-tag lookup's null title,
   * catalogue.txt §5): the site's server and the client read it as a 404. Null for most calls.
   */
  readonly missing: ((answer: unknown) => boolean) | null;
}

type RouteDefinition<Id extends string> = Pick<CallRoute<Id>, 'id' | 'path'> &
  Partial<Omit<CallRoute<Id>, 'id' | 'path'>>;

function defineRoute<const Id extends string>(definition: RouteDefinition<Id>): CallRoute<Id> {
  const method = definition.method ?? 'GET';
  return {
    method,
    mediaType: 'application/json',
    caching: method === 'GET' && !definition.bearer ? 'public' : 'none',
    clientArea: false,
    bearer: false,
    credentials: false,
    skipGlobalErrorHandling: false,
    language: true,
    statuses: [],
    missing: null,
    ...definition,
  };
}

/** catalogue.txt §5 "A single-tag lookup with a null title is treated as tag not found". */
function untitledTag(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { title?: unknown }).title === null;
}

/** Detail loads: an unknown slug is a 404 (catalogue.txt §4 Detail loads). */
const DETAIL: readonly MeaningfulStatus[] = [404];

export const callRoutes = {
  // Cinemas and cities
  alerts: defineRoute({
    id: 'alerts',
    path: 'alerts',
  }),
  nativeAd: defineRoute({
    id: 'nativeAd',
    path: 'native-ad',
  }),
  cinemas: defineRoute({
    id: 'cinemas',
    path: 'cinemas',
  }),
  cinema: defineRoute({
    id: 'cinema',
    path: 'cinema/{slug}',
    statuses: DETAIL,
  }),
  cinemaShows: defineRoute({
    id: 'cinemaShows',
    path: 'cinema/{slug}/shows',
    statuses: DETAIL,
  }),
  cinemaTranslate: defineRoute({
    id: 'cinemaTranslate',
    path: 'cinema/{slug}/translate',
    statuses: DETAIL,
  }),
  cities: defineRoute({
    id: 'cities',
    path: 'cities',
  }),
  city: defineRoute({
    id: 'city',
    path: 'city/{slug}',
    statuses: DETAIL,
  }),

  // Passes, cards and events
  cinepass: defineRoute({
    id: 'cinepass',
    path: 'cinepass',
  }),
  cinepassCurrentShows: defineRoute({
    id: 'cinepassCurrentShows',
    path: 'cinepass/current-shows',
  }),
  ecards: defineRoute({
    id: 'ecards',
    path: 'ecards',
  }),
  events: defineRoute({
    id: 'events',
    path: 'events',
  }),
  event: defineRoute({
    id: 'event',
    path: 'event/{slug}',
    statuses: DETAIL,
  }),
  eventShows: defineRoute({
    id: 'eventShows',
    path: 'event/{slug}/shows',
    statuses: DETAIL,
  }),

  // Shows
  showShowtimesByDate: defineRoute({
    id: 'showShowtimesByDate',
    path: 'show/{slug}/showtimes/{date}',
    statuses: DETAIL,
  }),
  showShowtimesByDateAndArea: defineRoute({
    id: 'showShowtimesByDateAndArea',
    path: 'show/{slug}/showtimes/{date}/{cinemaOrZone}',
    statuses: DETAIL,
  }),
  showShowtimesByCinema: defineRoute({
    id: 'showShowtimesByCinema',
    path: 'show/{slug}/showtimes/{cinema}',
    statuses: DETAIL,
  }),
  showShowtimesByCinemaAndDate: defineRoute({
    id: 'showShowtimesByCinemaAndDate',
    path: 'show/{slug}/showtimes/{cinema}/{date}',
    statuses: DETAIL,
  }),
  show: defineRoute({
    id: 'show',
    path: 'show/{slug}',
    statuses: [404, 410],
  }),
  showTranslate: defineRoute({
    id: 'showTranslate',
    path: 'show/{slug}/translate',
    statuses: DETAIL,
  }),
  showCinemas: defineRoute({
    id: 'showCinemas',
    path: 'show/{slug}/cinemas',
    statuses: DETAIL,
  }),
  shows: defineRoute({
    id: 'shows',
    path: 'shows',
  }),
  vod: defineRoute({
    id: 'vod',
    path: 'vod',
  }),

  // Client (member-and-shell.txt §7 table)
  clientStatus: defineRoute({
    id: 'clientStatus',
    path: 'client/{id}',
    bearer: true,
  }),
  addFavouriteCinema: defineRoute({
    id: 'addFavouriteCinema',
    method: 'POST',
    path: 'client/{id}/cinema/{slug}',
    bearer: true,
  }),
  removeFavouriteCinema: defineRoute({
    id: 'removeFavouriteCinema',
    method: 'DELETE',
    path: 'client/{id}/cinema/{slug}',
    bearer: true,
  }),
  clientFeelings: defineRoute({
    id: 'clientFeelings',
    method: 'POST',
    path: 'client/{id}/shows',
    bearer: true,
    skipGlobalErrorHandling: true,
  }),
  setIntention: defineRoute({
    id: 'setIntention',
    method: 'POST',
    path: 'client/{id}/show/{slug}/intention',
    bearer: true,
    skipGlobalErrorHandling: true,
  }),
  setEmotion: defineRoute({
    id: 'setEmotion',
    method: 'POST',
    path: 'client/{id}/show/{slug}/emotion',
    bearer: true,
    skipGlobalErrorHandling: true,
  }),
  account: defineRoute({
    id: 'account',
    path: 'accounts/me',
    clientArea: true,
    bearer: true,
  }),
  favouriteCinemas: defineRoute({
    id: 'favouriteCinemas',
    path: 'accounts/me/cinemas',
    clientArea: true,
    bearer: true,
  }),
  addFavouriteCinemas: defineRoute({
    id: 'addFavouriteCinemas',
    method: 'PATCH',
    path: 'accounts/me/cinemas',
    clientArea: true,
    bearer: true,
  }),
  removeFavouriteCinemas: defineRoute({
    id: 'removeFavouriteCinemas',
    method: 'DELETE',
    path: 'accounts/me/cinemas',
    clientArea: true,
    bearer: true,
  }),
  webview: defineRoute({
    id: 'webview',
    path: 'webview',
  }),
  logout: defineRoute({
    id: 'logout',
    method: 'POST',
    path: 'logout',
    credentials: true,
  }),

  // The member's calendar feed and new-showtimes notice (issue 19, beyond the spec)
  calendarFeedStatus: defineRoute({
    id: 'calendarFeedStatus',
    path: 'client/{id}/calendar',
    bearer: true,
  }),
  createCalendarFeed: defineRoute({
    id: 'createCalendarFeed',
    method: 'POST',
    path: 'client/{id}/calendar',
    bearer: true,
  }),
  revokeCalendarFeed: defineRoute({
    id: 'revokeCalendarFeed',
    method: 'DELETE',
    path: 'client/{id}/calendar',
    bearer: true,
  }),
  calendarFeed: defineRoute({
    id: 'calendarFeed',
    path: 'calendar/{token}.ics',
    mediaType: 'text/calendar',
    caching: 'private',
    statuses: [404],
  }),
  showtimeNews: defineRoute({
    id: 'showtimeNews',
    path: 'client/{id}/showtime-news',
    bearer: true,
  }),
  acknowledgeShowtimeNews: defineRoute({
    id: 'acknowledgeShowtimeNews',
    method: 'POST',
    path: 'client/{id}/showtime-news/seen',
    bearer: true,
  }),

  // Gift card and voucher
  giftCard: defineRoute({
    id: 'giftCard',
    path: 'gift-card/{a}/{b}',
  }),
  voucher: defineRoute({
    id: 'voucher',
    path: 'voucher/{code}',
  }),
  vouchers: defineRoute({
    id: 'vouchers',
    path: 'cms/1.0.0/vouchers',
  }),
  subscriptionOffers: defineRoute({
    id: 'subscriptionOffers',
    path: 'cms/1.0.0/subscription/subscription-offers',
  }),
  permanentAutopromo: defineRoute({
    id: 'permanentAutopromo',
    path: 'permanent-autopromo',
  }),
  cinemaReleasesContent: defineRoute({
    id: 'cinemaReleasesContent',
    path: 'cinema-releases/content',
  }),

  // Experiences
  experiences: defineRoute({
    id: 'experiences',
    path: 'gpxp',
  }),
  experience: defineRoute({
    id: 'experience',
    path: 'gpxp/{slug}',
    statuses: DETAIL,
    missing: untitledTag,
  }),
  experienceShows: defineRoute({
    id: 'experienceShows',
    path: 'gpxp/{slug}/shows',
    statuses: DETAIL,
  }),
  technologies: defineRoute({
    id: 'technologies',
    path: 'technologies',
  }),
  experienceGroup: defineRoute({
    id: 'experienceGroup',
    path: 'experience-group/{slug}',
    statuses: DETAIL,
  }),

  // Master template
  masterTemplatePages: defineRoute({
    id: 'masterTemplatePages',
    path: 'master-template/pages',
  }),
  masterTemplatePage: defineRoute({
    id: 'masterTemplatePage',
    path: 'master-template/page/{slug}',
    statuses: DETAIL,
  }),
  masterTemplatePageTranslate: defineRoute({
    id: 'masterTemplatePageTranslate',
    path: 'master-template/page/{slug}/translate',
    statuses: DETAIL,
  }),

  // News and offers
  news: defineRoute({
    id: 'news',
    path: 'news',
  }),
  newsItem: defineRoute({
    id: 'newsItem',
    path: 'news/{slug}',
    statuses: DETAIL,
  }),
  newsTranslate: defineRoute({
    id: 'newsTranslate',
    path: 'news/{slug}/translate',
    statuses: DETAIL,
  }),
  offersPage: defineRoute({
    id: 'offersPage',
    path: 'offers/page',
  }),
  newsOffers: defineRoute({
    id: 'newsOffers',
    path: 'news-offers',
  }),
  promotions: defineRoute({
    id: 'promotions',
    path: 'offers/promotion',
  }),
  temporaryOffers: defineRoute({
    id: 'temporaryOffers',
    path: 'offers/temporary',
  }),
  offer: defineRoute({
    id: 'offer',
    path: 'offer/{slug}',
    statuses: DETAIL,
  }),
  offerTranslate: defineRoute({
    id: 'offerTranslate',
    path: 'offer/{slug}/translate',
    statuses: DETAIL,
  }),
  article: defineRoute({
    id: 'article',
    path: 'article/{slug}',
    statuses: DETAIL,
  }),
  articleTranslate: defineRoute({
    id: 'articleTranslate',
    path: 'article/{slug}/translate',
    statuses: DETAIL,
  }),

  // Other
  featured: defineRoute({
    id: 'featured',
    path: 'featured',
  }),
  settings: defineRoute({
    id: 'settings',
    path: 'settings',
    language: false,
  }),
  tags: defineRoute({
    id: 'tags',
    path: 'tags',
  }),
  versions: defineRoute({
    id: 'versions',
    path: 'versions',
  }),
  youtubeLatest: defineRoute({
    id: 'youtubeLatest',
    path: 'youtube/latest',
  }),
  zone: defineRoute({
    id: 'zone',
    path: 'zone',
  }),
  zoneById: defineRoute({
    id: 'zoneById',
    path: 'zone/{id}',
    statuses: DETAIL,
  }),
  footer: defineRoute({
    id: 'footer',
    path: 'footer',
  }),
  footerFaq: defineRoute({
    id: 'footerFaq',
    path: 'footer/faq',
  }),
  search: defineRoute({
    id: 'search',
    path: 'search/full',
  }),
  faqArticleBySlug: defineRoute({
    id: 'faqArticleBySlug',
    path: 'faq/article/slug/{slug}',
    statuses: [204, 404],
  }),
  faqArticleById: defineRoute({
    id: 'faqArticleById',
    path: 'faq/article/id/{id}',
    statuses: DETAIL,
  }),
  faqCategory: defineRoute({
    id: 'faqCategory',
    path: 'faq/category/{id}',
    statuses: DETAIL,
  }),
  faqChatAvailability: defineRoute({
    id: 'faqChatAvailability',
    // member §7 names the action, not its path (decision 0051).
    path: 'faq/chat-availability',
    statuses: DETAIL,
  }),
} as const;

export type CallRoutes = typeof callRoutes;

/** The `{name}` params of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** The whole call (schemas included) a route is the browser's part of. */
export type CallOf<R extends CallRoute> = R['id'] extends keyof ApiCalls ? ApiCalls[R['id']] : never;
