import { z } from 'zod/mini';
import { wireTranslations } from './common.ts';
import {
  wireAlertList,
  wireCinemaDetails,
  wireCinemaList,
  wireCinemaProgramme,
  wireCityDetails,
  wireCityList,
  wireNativeAd,
} from './cinemas.ts';
import {
  wireArticle,
  wireArticlePage,
  wireCinemaReleasesContent,
  wireChatAvailability,
  wireSubscription,
  wireEcardList,
  wireEvent,
  wireEventList,
  wireExperienceGroup,
  wireExperienceList,
  wireExperienceLookup,
  wireFaqArticle,
  wireFaqCategory,
  wireFeatured,
  wireFooter,
  wireFooterFaq,
  wireMasterTemplatePage,
  wireMasterTemplatePageList,
  wireOffersPage,
  wirePermanentAutopromo,
  wirePromotion,
  wireSearchResults,
  wireSettings,
  wireSubscriptionOffers,
  wireTagList,
  wireTechnologyList,
  wireTemporaryOffer,
  wireVersionList,
  wireVideoList,
  wireVoucherCheck,
  wireVoucherTypeList,
} from './content.ts';
import {
  wireAccount,
  wireCalendarFeed,
  wireCalendarFeedStatus,
  wireCalendarText,
  wireClientStatus,
  wireFavouriteCinemas,
  wireFeeling,
  wireFeelingList,
  wireLogout,
  wireShowtimeNews,
  wireWebviewAuth,
} from './member.ts';
import {
  articlePageQuery,
  calendarTokenParams,
  clientCinemaParams,
  clientParams,
  clientShowParams,
  emotionBody,
  favouriteCinemasBody,
  featuredQuery,
  giftCardParams,
  idParams,
  intentionBody,
  languageQuery,
  noParams,
  recaptchaHeaders,
  searchQuery,
  settingsQuery,
  showCinemaDateParams,
  showCinemaParams,
  showDateAreaParams,
  showDateParams,
  showSlugsBody,
  slugParams,
  subscriptionOffersQuery,
  voucherParams,
} from './requests.ts';
import {
  showsQuery,
  wireShowCinemas,
  wireShowDetail,
  wireShowsResponse,
  wireShowtimeList,
  wireShowtimesByCinema,
  wireShowtimesByDay,
  wireShowtimesForDay,
  wireVodResponse,
  wireZone,
} from './shows.ts';

/**
 * Every call of catalogue.txt §7 and member-and-shell.txt §7, as data: the
 * API validates requests and answers with it and generates its OpenAPI
 * document from it; the client builds URLs and headers from it; the hooks
 * key SWR with it. Paths are relative to /api/ and use `{name}` params.
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

export interface ApiCall<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType | null = z.ZodMiniType | null,
  Response extends z.ZodMiniType | null = z.ZodMiniType | null,
> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Relative to /api/, e.g. `show/{slug}/cinemas`. */
  readonly path: string;
  readonly params: Params;
  readonly query: Query;
  /** Request headers the call needs (lower-case names), or null. */
  readonly headers: z.ZodMiniType | null;
  readonly body: Body;
  /** The answer's wire schema; null when the call answers 204 with no body. */
  readonly response: Response;
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
  /** The spec section that names the call. */
  readonly spec: string;
  readonly summary: string;
}

type CallDefinition<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType | null,
  R extends z.ZodMiniType | null,
> = {
  id: string;
  method?: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  headers?: z.ZodMiniType | null;
  body?: B;
  response: R;
  mediaType?: MediaType;
  caching?: Caching;
  clientArea?: boolean;
  bearer?: boolean;
  credentials?: boolean;
  skipGlobalErrorHandling?: boolean;
  language?: boolean;
  statuses?: readonly MeaningfulStatus[];
  missing?: (answer: unknown) => boolean;
  spec: string;
  summary: string;
};

function defineCall<
  R extends z.ZodMiniType | null,
  P extends z.ZodMiniType = typeof noParams,
  Q extends z.ZodMiniType = typeof languageQuery,
  B extends z.ZodMiniType | null = null,
>(definition: CallDefinition<P, Q, B, R>): ApiCall<P, Q, B, R> {
  const method = definition.method ?? 'GET';
  return {
    method,
    headers: null,
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
    params: (definition.params ?? noParams) as P,
    query: (definition.query ?? languageQuery) as Q,
    body: (definition.body ?? null) as B,
  };
}

const CATALOGUE = 'catalogue.txt §7';
/** Calls the spec does not have: issue 19's calendar feed and new-showtimes notice. */
const BEYOND = 'decision 0042 (issue 19, beyond the spec)';
const MEMBER = 'member-and-shell.txt §7';
/** catalogue.txt §5 "A single-tag lookup with a null title is treated as tag not found". */
function untitledTag(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { title?: unknown }).title === null;
}

/** Detail loads: an unknown slug is a 404 (catalogue.txt §4 Detail loads). */
const DETAIL: readonly MeaningfulStatus[] = [404];

export const apiCalls = {
  // Cinemas and cities
  alerts: defineCall({
    id: 'alerts',
    path: 'alerts',
    response: wireAlertList,
    spec: `${CATALOGUE} Cinemas and cities; member-and-shell.txt §4 Site alerts`,
    summary: 'Alerts for all pages (type 1) and per cinema (type 2)',
  }),
  nativeAd: defineCall({
    id: 'nativeAd',
    path: 'native-ad',
    response: wireNativeAd,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: 'The sponsored push, or null',
  }),
  cinemas: defineCall({
    id: 'cinemas',
    path: 'cinemas',
    response: wireCinemaList,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: "The site's cinemas",
  }),
  cinema: defineCall({
    id: 'cinema',
    path: 'cinema/{slug}',
    params: slugParams,
    response: wireCinemaDetails,
    statuses: DETAIL,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: 'One cinema with its details',
  }),
  cinemaShows: defineCall({
    id: 'cinemaShows',
    path: 'cinema/{slug}/shows',
    params: slugParams,
    response: wireCinemaProgramme,
    statuses: DETAIL,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: "The cinema's programme matrix: days, and show -> day cells",
  }),
  cinemaTranslate: defineCall({
    id: 'cinemaTranslate',
    path: 'cinema/{slug}/translate',
    params: slugParams,
    response: wireTranslations,
    statuses: DETAIL,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: "The cinema's slug per language",
  }),
  cities: defineCall({
    id: 'cities',
    path: 'cities',
    response: wireCityList,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: "The site's cities",
  }),
  city: defineCall({
    id: 'city',
    path: 'city/{slug}',
    params: slugParams,
    response: wireCityDetails,
    statuses: DETAIL,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: 'One city with its details',
  }),

  // Passes, cards and events
  cinepass: defineCall({
    id: 'cinepass',
    path: 'cinepass',
    response: wireSubscription,
    spec: `${CATALOGUE} Passes, cards and events; member-and-shell.txt §3 Subscription`,
    summary: 'The subscription offers page: plans with perks and options, partners, promotion',
  }),
  cinepassCurrentShows: defineCall({
    id: 'cinepassCurrentShows',
    path: 'cinepass/current-shows',
    response: wireCinemaProgramme,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: 'Shows playable with the pass, as a programme matrix',
  }),
  ecards: defineCall({
    id: 'ecards',
    path: 'ecards',
    response: wireEcardList,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: 'E-cards',
  }),
  events: defineCall({
    id: 'events',
    path: 'events',
    response: wireEventList,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: 'Seasons and special events',
  }),
  event: defineCall({
    id: 'event',
    path: 'event/{slug}',
    params: slugParams,
    response: wireEvent,
    statuses: DETAIL,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: 'One season or special event',
  }),
  eventShows: defineCall({
    id: 'eventShows',
    path: 'event/{slug}/shows',
    params: slugParams,
    response: wireCinemaProgramme,
    statuses: DETAIL,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: "The event's shows as a programme matrix",
  }),

  // Shows
  showShowtimesByDate: defineCall({
    id: 'showShowtimesByDate',
    path: 'show/{slug}/showtimes/{date}',
    params: showDateParams,
    response: wireShowtimesByCinema,
    statuses: DETAIL,
    spec: `${CATALOGUE} Shows`,
    summary: "A day's showtimes of a show, keyed by cinema slug",
  }),
  showShowtimesByDateAndArea: defineCall({
    id: 'showShowtimesByDateAndArea',
    path: 'show/{slug}/showtimes/{date}/{cinemaOrZone}',
    params: showDateAreaParams,
    response: wireShowtimesForDay,
    statuses: DETAIL,
    spec: `${CATALOGUE} Shows (spec order)`,
    summary: "A day's showtimes in one cinema (a list) or one zone (keyed by cinema)",
  }),
  showShowtimesByCinema: defineCall({
    id: 'showShowtimesByCinema',
    path: 'show/{slug}/showtimes/{cinema}',
    params: showCinemaParams,
    response: wireShowtimesByDay,
    statuses: DETAIL,
    spec: `${CATALOGUE} Shows; real-api.md §3.7 (real order)`,
    summary: 'All showtimes of a show in one cinema, keyed by day ([] when none)',
  }),
  showShowtimesByCinemaAndDate: defineCall({
    id: 'showShowtimesByCinemaAndDate',
    path: 'show/{slug}/showtimes/{cinema}/{date}',
    params: showCinemaDateParams,
    response: wireShowtimeList,
    statuses: DETAIL,
    spec: `${CATALOGUE} Shows; real-api.md §3.7 (real order)`,
    summary: "A day's showtimes of a show in one cinema",
  }),
  show: defineCall({
    id: 'show',
    path: 'show/{slug}',
    params: slugParams,
    response: wireShowDetail,
    statuses: [404, 410],
    spec: `${CATALOGUE} Shows; member-and-shell.txt §2 (410 when gone)`,
    summary: 'One show with its details',
  }),
  showTranslate: defineCall({
    id: 'showTranslate',
    path: 'show/{slug}/translate',
    params: slugParams,
    response: wireTranslations,
    statuses: DETAIL,
    spec: `${CATALOGUE} Shows`,
    summary: "The show's slug per language",
  }),
  showCinemas: defineCall({
    id: 'showCinemas',
    path: 'show/{slug}/cinemas',
    params: slugParams,
    response: wireShowCinemas,
    statuses: DETAIL,
    spec: `${CATALOGUE} Shows`,
    summary: 'The cinemas playing the show, with their day cells',
  }),
  shows: defineCall({
    id: 'shows',
    path: 'shows',
    query: showsQuery,
    response: wireShowsResponse,
    spec: `${CATALOGUE} Shows`,
    summary: "The site's shows",
  }),
  vod: defineCall({
    id: 'vod',
    path: 'vod',
    response: wireVodResponse,
    spec: `${CATALOGUE} Shows`,
    summary: 'Shows available at home',
  }),

  // Client (member-and-shell.txt §7 table)
  clientStatus: defineCall({
    id: 'clientStatus',
    path: 'client/{id}',
    params: clientParams,
    response: wireClientStatus,
    bearer: true,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'The client status: client, register and email-validation URLs, flags',
  }),
  addFavouriteCinema: defineCall({
    id: 'addFavouriteCinema',
    method: 'POST',
    path: 'client/{id}/cinema/{slug}',
    params: clientCinemaParams,
    response: null,
    bearer: true,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'Adds a favourite cinema (no body)',
  }),
  removeFavouriteCinema: defineCall({
    id: 'removeFavouriteCinema',
    method: 'DELETE',
    path: 'client/{id}/cinema/{slug}',
    params: clientCinemaParams,
    response: null,
    bearer: true,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'Removes a favourite cinema',
  }),
  clientFeelings: defineCall({
    id: 'clientFeelings',
    method: 'POST',
    path: 'client/{id}/shows',
    params: clientParams,
    body: showSlugsBody,
    response: wireFeelingList,
    bearer: true,
    skipGlobalErrorHandling: true,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: "The client's feelings for the given shows",
  }),
  setIntention: defineCall({
    id: 'setIntention',
    method: 'POST',
    path: 'client/{id}/show/{slug}/intention',
    params: clientShowParams,
    body: intentionBody,
    response: wireFeeling,
    bearer: true,
    skipGlobalErrorHandling: true,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'Adds (or with isDelete removes) the show on the wishlist; answers the updated feeling',
  }),
  setEmotion: defineCall({
    id: 'setEmotion',
    method: 'POST',
    path: 'client/{id}/show/{slug}/emotion',
    params: clientShowParams,
    body: emotionBody,
    response: wireFeeling,
    bearer: true,
    skipGlobalErrorHandling: true,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'Records (or with isDelete clears) an emotion; answers the updated feeling',
  }),
  account: defineCall({
    id: 'account',
    path: 'accounts/me',
    response: wireAccount,
    clientArea: true,
    bearer: true,
    spec: MEMBER,
    summary: 'The signed-in account (failure: /error-client#CLI-ACC-001)',
  }),
  favouriteCinemas: defineCall({
    id: 'favouriteCinemas',
    path: 'accounts/me/cinemas',
    response: wireFavouriteCinemas,
    clientArea: true,
    bearer: true,
    spec: MEMBER,
    summary: 'The favourite cinemas (failure: /error-client#CLI-ACC-002)',
  }),
  addFavouriteCinemas: defineCall({
    id: 'addFavouriteCinemas',
    method: 'PATCH',
    path: 'accounts/me/cinemas',
    body: favouriteCinemasBody,
    response: wireFavouriteCinemas,
    clientArea: true,
    bearer: true,
    spec: MEMBER,
    summary: 'Adds favourite cinemas; answers the updated list',
  }),
  removeFavouriteCinemas: defineCall({
    id: 'removeFavouriteCinemas',
    method: 'DELETE',
    path: 'accounts/me/cinemas',
    body: favouriteCinemasBody,
    response: wireFavouriteCinemas,
    clientArea: true,
    bearer: true,
    spec: MEMBER,
    summary: 'Removes favourite cinemas; answers the updated list',
  }),
  webview: defineCall({
    id: 'webview',
    path: 'webview',
    response: wireWebviewAuth,
    spec: MEMBER,
    summary: 'Auth endpoints for the app webview (no bearer)',
  }),
  logout: defineCall({
    id: 'logout',
    method: 'POST',
    path: 'logout',
    response: wireLogout,
    credentials: true,
    spec: MEMBER,
    summary: 'Signs out (empty body, with credentials); the site answers where the browser goes next',
  }),

  // The member's calendar feed and new-showtimes notice (issue 19, beyond the spec)
  calendarFeedStatus: defineCall({
    id: 'calendarFeedStatus',
    path: 'client/{id}/calendar',
    params: clientParams,
    response: wireCalendarFeedStatus,
    bearer: true,
    spec: BEYOND,
    summary: 'Whether the member has a calendar feed on this site, and since when (never its address)',
  }),
  createCalendarFeed: defineCall({
    id: 'createCalendarFeed',
    method: 'POST',
    path: 'client/{id}/calendar',
    params: clientParams,
    response: wireCalendarFeed,
    bearer: true,
    spec: BEYOND,
    summary: 'Creates the member’s calendar feed on this site, revoking any previous one; answers its secret path',
  }),
  revokeCalendarFeed: defineCall({
    id: 'revokeCalendarFeed',
    method: 'DELETE',
    path: 'client/{id}/calendar',
    params: clientParams,
    response: null,
    bearer: true,
    spec: BEYOND,
    summary: 'Revokes the member’s calendar feed on this site (204, also when there is none)',
  }),
  calendarFeed: defineCall({
    id: 'calendarFeed',
    path: 'calendar/{token}.ics',
    params: calendarTokenParams,
    response: wireCalendarText,
    mediaType: 'text/calendar',
    caching: 'private',
    statuses: [404],
    spec: BEYOND,
    summary:
      'The feed: showtimes of the wishlisted shows at the favourite cinemas, from now (no bearer: the token is the secret; 404 unknown or revoked)',
  }),
  showtimeNews: defineCall({
    id: 'showtimeNews',
    path: 'client/{id}/showtime-news',
    params: clientParams,
    response: wireShowtimeNews,
    bearer: true,
    spec: BEYOND,
    summary:
      'Wishlisted shows with showtimes added at a favourite cinema since the last acknowledgement (the first call only sets the mark)',
  }),
  acknowledgeShowtimeNews: defineCall({
    id: 'acknowledgeShowtimeNews',
    method: 'POST',
    path: 'client/{id}/showtime-news/seen',
    params: clientParams,
    response: null,
    bearer: true,
    spec: BEYOND,
    summary: 'Marks the new showtimes as seen: later news counts from now',
  }),

  // Gift card and voucher
  giftCard: defineCall({
    id: 'giftCard',
    path: 'gift-card/{a}/{b}',
    params: giftCardParams,
    headers: recaptchaHeaders,
    response: wireVoucherCheck,
    spec: `${CATALOGUE} Gift card and voucher`,
    summary: 'Checks a gift card (resultCode 0 carries the card)',
  }),
  voucher: defineCall({
    id: 'voucher',
    path: 'voucher/{code}',
    params: voucherParams,
    headers: recaptchaHeaders,
    response: wireVoucherCheck,
    spec: `${CATALOGUE} Gift card and voucher; ${MEMBER}`,
    summary: 'Checks a voucher (resultCode 0 carries the card)',
  }),
  vouchers: defineCall({
    id: 'vouchers',
    path: 'cms/1.0.0/vouchers',
    response: wireVoucherTypeList,
    spec: MEMBER,
    summary: 'Voucher types with their terms',
  }),
  subscriptionOffers: defineCall({
    id: 'subscriptionOffers',
    path: 'cms/1.0.0/subscription/subscription-offers',
    query: subscriptionOffersQuery,
    response: wireSubscriptionOffers,
    spec: MEMBER,
    summary: 'Subscription offers of the catalogue',
  }),
  permanentAutopromo: defineCall({
    id: 'permanentAutopromo',
    path: 'permanent-autopromo',
    response: wirePermanentAutopromo,
    spec: MEMBER,
    summary: 'Permanent self-promotion blocks',
  }),
  cinemaReleasesContent: defineCall({
    id: 'cinemaReleasesContent',
    path: 'cinema-releases/content',
    response: wireCinemaReleasesContent,
    spec: MEMBER,
    summary: 'Editorial content of the upcoming-releases page',
  }),

  // Experiences
  experiences: defineCall({
    id: 'experiences',
    path: 'gpxp',
    response: wireExperienceList,
    spec: `${CATALOGUE} Experiences`,
    summary: 'Experiences',
  }),
  experience: defineCall({
    id: 'experience',
    path: 'gpxp/{slug}',
    params: slugParams,
    response: wireExperienceLookup,
    statuses: DETAIL,
    missing: untitledTag,
    spec: `${CATALOGUE} Experiences`,
    summary: 'One experience',
  }),
  experienceShows: defineCall({
    id: 'experienceShows',
    path: 'gpxp/{slug}/shows',
    params: slugParams,
    response: wireCinemaProgramme,
    statuses: DETAIL,
    spec: `${CATALOGUE} Experiences`,
    summary: "The experience's shows as a programme matrix",
  }),
  technologies: defineCall({
    id: 'technologies',
    path: 'technologies',
    response: wireTechnologyList,
    spec: `${CATALOGUE} Experiences`,
    summary: 'Technology tags (imax, 4dx, dolby...)',
  }),
  experienceGroup: defineCall({
    id: 'experienceGroup',
    path: 'experience-group/{slug}',
    params: slugParams,
    response: wireExperienceGroup,
    statuses: DETAIL,
    spec: `${CATALOGUE} Experiences`,
    summary: 'A group of experiences',
  }),

  // Master template
  masterTemplatePages: defineCall({
    id: 'masterTemplatePages',
    path: 'master-template/pages',
    response: wireMasterTemplatePageList,
    spec: `${CATALOGUE} Master template`,
    summary: 'Master template pages',
  }),
  masterTemplatePage: defineCall({
    id: 'masterTemplatePage',
    path: 'master-template/page/{slug}',
    params: slugParams,
    response: wireMasterTemplatePage,
    statuses: DETAIL,
    spec: `${CATALOGUE} Master template`,
    summary: 'One master template page',
  }),
  masterTemplatePageTranslate: defineCall({
    id: 'masterTemplatePageTranslate',
    path: 'master-template/page/{slug}/translate',
    params: slugParams,
    response: wireTranslations,
    statuses: DETAIL,
    spec: `${CATALOGUE} Master template`,
    summary: "The page's slug per language",
  }),

  // News and offers
  news: defineCall({
    id: 'news',
    path: 'news',
    query: articlePageQuery,
    response: wireArticlePage,
    spec: `${CATALOGUE} News and offers`,
    summary: 'A page of news (23 per page)',
  }),
  newsItem: defineCall({
    id: 'newsItem',
    path: 'news/{slug}',
    params: slugParams,
    response: wireArticle,
    statuses: DETAIL,
    spec: `${CATALOGUE} News and offers`,
    summary: 'One news item',
  }),
  newsTranslate: defineCall({
    id: 'newsTranslate',
    path: 'news/{slug}/translate',
    params: slugParams,
    response: wireTranslations,
    statuses: DETAIL,
    spec: `${CATALOGUE} News and offers`,
    summary: "The news item's slug per language",
  }),
  offersPage: defineCall({
    id: 'offersPage',
    path: 'offers/page',
    response: wireOffersPage,
    spec: `${CATALOGUE} News and offers`,
    summary: 'The offers page header and block order',
  }),
  newsOffers: defineCall({
    id: 'newsOffers',
    path: 'news-offers',
    query: articlePageQuery,
    response: wireArticlePage,
    spec: `${CATALOGUE} News and offers`,
    summary: 'A page of news and offers together',
  }),
  promotions: defineCall({
    id: 'promotions',
    path: 'offers/promotion',
    response: z.array(wirePromotion),
    spec: `${CATALOGUE} News and offers`,
    summary: 'Promotions',
  }),
  temporaryOffers: defineCall({
    id: 'temporaryOffers',
    path: 'offers/temporary',
    response: z.array(wireTemporaryOffer),
    spec: `${CATALOGUE} News and offers`,
    summary: 'Temporary offers',
  }),
  offer: defineCall({
    id: 'offer',
    path: 'offer/{slug}',
    params: slugParams,
    response: wireArticle,
    statuses: DETAIL,
    spec: `${CATALOGUE} News and offers`,
    summary: 'One offer',
  }),
  offerTranslate: defineCall({
    id: 'offerTranslate',
    path: 'offer/{slug}/translate',
    params: slugParams,
    response: wireTranslations,
    statuses: DETAIL,
    spec: `${CATALOGUE} News and offers`,
    summary: "The offer's slug per language",
  }),
  article: defineCall({
    id: 'article',
    path: 'article/{slug}',
    params: slugParams,
    response: wireArticle,
    statuses: DETAIL,
    spec: `${CATALOGUE} News and offers`,
    summary: 'One article of any type',
  }),
  articleTranslate: defineCall({
    id: 'articleTranslate',
    path: 'article/{slug}/translate',
    params: slugParams,
    response: wireTranslations,
    statuses: DETAIL,
    spec: `${CATALOGUE} News and offers`,
    summary: "The article's slug per language",
  }),

  // Other
  featured: defineCall({
    id: 'featured',
    path: 'featured',
    query: featuredQuery,
    response: wireFeatured,
    spec: `${CATALOGUE} Other`,
    summary: 'Pushes featured on a page type',
  }),
  settings: defineCall({
    id: 'settings',
    path: 'settings',
    query: settingsQuery,
    response: wireSettings,
    language: false,
    spec: `${CATALOGUE} Other; ${MEMBER} (no language)`,
    summary: 'Site settings and feature switches',
  }),
  tags: defineCall({
    id: 'tags',
    path: 'tags',
    response: wireTagList,
    spec: `${CATALOGUE} Other`,
    summary: 'Experience and accessibility tags',
  }),
  versions: defineCall({
    id: 'versions',
    path: 'versions',
    response: wireVersionList,
    spec: `${CATALOGUE} Other`,
    summary: 'Version codes and labels',
  }),
  youtubeLatest: defineCall({
    id: 'youtubeLatest',
    path: 'youtube/latest',
    response: wireVideoList,
    spec: `${CATALOGUE} Other`,
    summary: 'Latest videos of the channel',
  }),
  zone: defineCall({
    id: 'zone',
    path: 'zone',
    response: wireZone,
    spec: `${CATALOGUE} Other; member-and-shell.txt §4 Locator (backend geolocation)`,
    summary: "The visitor's zone by backend geolocation",
  }),
  zoneById: defineCall({
    id: 'zoneById',
    path: 'zone/{id}',
    params: idParams,
    response: wireZone,
    statuses: DETAIL,
    spec: `${CATALOGUE} Other`,
    summary: "A zone's shows (the zone slug is a cinema's citySlug)",
  }),
  footer: defineCall({
    id: 'footer',
    path: 'footer',
    response: wireFooter,
    spec: `${CATALOGUE} Other`,
    summary: 'Footer columns and social networks',
  }),
  footerFaq: defineCall({
    id: 'footerFaq',
    path: 'footer/faq',
    response: wireFooterFaq,
    spec: `${CATALOGUE} Other`,
    summary: 'The footer FAQ block',
  }),
  search: defineCall({
    id: 'search',
    path: 'search/full',
    query: searchQuery,
    response: wireSearchResults,
    spec: `${CATALOGUE} Other; ${MEMBER}`,
    summary: 'Full search (q, optional type)',
  }),
  faqArticleBySlug: defineCall({
    id: 'faqArticleBySlug',
    path: 'faq/article/slug/{slug}',
    params: slugParams,
    response: wireFaqArticle,
    statuses: [204, 404],
    spec: `${MEMBER}; member-and-shell.txt §2 (204 redirects to the FAQ home)`,
    summary: 'One FAQ article by slug (204 when it moved to the FAQ home)',
  }),
  faqArticleById: defineCall({
    id: 'faqArticleById',
    path: 'faq/article/id/{id}',
    params: idParams,
    response: wireFaqArticle,
    statuses: DETAIL,
    spec: MEMBER,
    summary: 'One FAQ article by id',
  }),
  faqCategory: defineCall({
    id: 'faqCategory',
    path: 'faq/category/{id}',
    params: idParams,
    response: wireFaqCategory,
    statuses: DETAIL,
    spec: MEMBER,
    summary: 'One FAQ category with its articles',
  }),
  faqChatAvailability: defineCall({
    id: 'faqChatAvailability',
    // member §7 names the action, not its path (decision 0051).
    path: 'faq/chat-availability',
    response: wireChatAvailability,
    statuses: DETAIL,
    spec: `${MEMBER} (FAQ chat availability; path not shown); catalogue.txt §7 External chat service`,
    summary:
      "Whether the help centre's live chat has advisers: the chat service's instructions (404 without a chat desk)",
  }),
} as const;

export type ApiCalls = typeof apiCalls;
export type ApiCallId = keyof ApiCalls;

/** The registry as a list, in the order above. */
export const apiCallList: readonly ApiCall[] = Object.values(apiCalls);

/** The `{name}` params of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

export type CallParams<C extends ApiCall> = z.input<C['params']>;
export type CallQuery<C extends ApiCall> = z.input<C['query']>;
export type CallBody<C extends ApiCall> = C['body'] extends z.ZodMiniType ? z.input<C['body']> : undefined;
export type CallResponse<C extends ApiCall> = C['response'] extends z.ZodMiniType ? z.output<C['response']> : null;
