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

import { callRoutes, type CallOf, type CallRoute } from './routes.ts';

export {
  httpMethods,
  mediaTypes,
  pathParamNames,
  type Caching,
  type HttpMethod,
  type MediaType,
  type MeaningfulStatus,
} from './routes.ts';

/**
 * Every call of catalogue.txt §7 and member-and-shell.txt §7, as data: its route (`routes.ts`:
 * where it goes and how) with the schemas of what it sends and answers. The API validates requests
 * and answers with it and generates its OpenAPI document from it; the client checks what it sends
 * and what comes back with it. Paths are relative to /api/ and use `{name}` params.
 */

export interface ApiCall<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType | null = z.ZodMiniType | null,
  Response extends z.ZodMiniType | null = z.ZodMiniType | null,
  Id extends string = string,
> extends CallRoute<Id> {
  readonly params: Params;
  readonly query: Query;
  /** Request headers the call needs (lower-case names), or null. */
  readonly headers: z.ZodMiniType | null;
  readonly body: Body;
  /** The answer's wire schema; null when the call answers 204 with no body. */
  readonly response: Response;
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
  params?: P;
  query?: Q;
  headers?: z.ZodMiniType | null;
  body?: B;
  response: R;
  spec: string;
  summary: string;
};

function defineCall<
  Id extends string,
  R extends z.ZodMiniType | null,
  P extends z.ZodMiniType = typeof noParams,
  Q extends z.ZodMiniType = typeof languageQuery,
  B extends z.ZodMiniType | null = null,
>(route: CallRoute<Id>, definition: CallDefinition<P, Q, B, R>): ApiCall<P, Q, B, R, Id> {
  return {
    ...route,
    headers: definition.headers ?? null,
    response: definition.response,
    spec: definition.spec,
    summary: definition.summary,
    params: (definition.params ?? noParams) as P,
    query: (definition.query ?? languageQuery) as Q,
    body: (definition.body ?? null) as B,
  };
}

const CATALOGUE = 'catalogue.txt §7';
/** Calls the spec does not have: issue 19's calendar feed and new-showtimes notice. */
const BEYOND = 'decision 0042 (issue 19, beyond the spec)';
const MEMBER = 'member-and-shell.txt §7';

export const apiCalls = {
  // Cinemas and cities
  alerts: defineCall(callRoutes.alerts, {
    response: wireAlertList,
    spec: `${CATALOGUE} Cinemas and cities; member-and-shell.txt §4 Site alerts`,
    summary: 'Alerts for all pages (type 1) and per cinema (type 2)',
  }),
  nativeAd: defineCall(callRoutes.nativeAd, {
    response: wireNativeAd,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: 'The sponsored push, or null',
  }),
  cinemas: defineCall(callRoutes.cinemas, {
    response: wireCinemaList,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: "The site's cinemas",
  }),
  cinema: defineCall(callRoutes.cinema, {
    params: slugParams,
    response: wireCinemaDetails,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: 'One cinema with its details',
  }),
  cinemaShows: defineCall(callRoutes.cinemaShows, {
    params: slugParams,
    response: wireCinemaProgramme,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: "The cinema's programme matrix: days, and show -> day cells",
  }),
  cinemaTranslate: defineCall(callRoutes.cinemaTranslate, {
    params: slugParams,
    response: wireTranslations,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: "The cinema's slug per language",
  }),
  cities: defineCall(callRoutes.cities, {
    response: wireCityList,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: "The site's cities",
  }),
  city: defineCall(callRoutes.city, {
    params: slugParams,
    response: wireCityDetails,
    spec: `${CATALOGUE} Cinemas and cities`,
    summary: 'One city with its details',
  }),

  // Passes, cards and events
  cinepass: defineCall(callRoutes.cinepass, {
    response: wireSubscription,
    spec: `${CATALOGUE} Passes, cards and events; member-and-shell.txt §3 Subscription`,
    summary: 'The subscription offers page: plans with perks and options, partners, promotion',
  }),
  cinepassCurrentShows: defineCall(callRoutes.cinepassCurrentShows, {
    response: wireCinemaProgramme,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: 'Shows playable with the pass, as a programme matrix',
  }),
  ecards: defineCall(callRoutes.ecards, {
    response: wireEcardList,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: 'E-cards',
  }),
  events: defineCall(callRoutes.events, {
    response: wireEventList,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: 'Seasons and special events',
  }),
  event: defineCall(callRoutes.event, {
    params: slugParams,
    response: wireEvent,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: 'One season or special event',
  }),
  eventShows: defineCall(callRoutes.eventShows, {
    params: slugParams,
    response: wireCinemaProgramme,
    spec: `${CATALOGUE} Passes, cards and events`,
    summary: "The event's shows as a programme matrix",
  }),

  // Shows
  showShowtimesByDate: defineCall(callRoutes.showShowtimesByDate, {
    params: showDateParams,
    response: wireShowtimesByCinema,
    spec: `${CATALOGUE} Shows`,
    summary: "A day's showtimes of a show, keyed by cinema slug",
  }),
  showShowtimesByDateAndArea: defineCall(callRoutes.showShowtimesByDateAndArea, {
    params: showDateAreaParams,
    response: wireShowtimesForDay,
    spec: `${CATALOGUE} Shows (spec order)`,
    summary: "A day's showtimes in one cinema (a list) or one zone (keyed by cinema)",
  }),
  showShowtimesByCinema: defineCall(callRoutes.showShowtimesByCinema, {
    params: showCinemaParams,
    response: wireShowtimesByDay,
    spec: `${CATALOGUE} Shows; real-api.md §3.7 (real order)`,
    summary: 'All showtimes of a show in one cinema, keyed by day ([] when none)',
  }),
  showShowtimesByCinemaAndDate: defineCall(callRoutes.showShowtimesByCinemaAndDate, {
    params: showCinemaDateParams,
    response: wireShowtimeList,
    spec: `${CATALOGUE} Shows; real-api.md §3.7 (real order)`,
    summary: "A day's showtimes of a show in one cinema",
  }),
  show: defineCall(callRoutes.show, {
    params: slugParams,
    response: wireShowDetail,
    spec: `${CATALOGUE} Shows; member-and-shell.txt §2 (410 when gone)`,
    summary: 'One show with its details',
  }),
  showTranslate: defineCall(callRoutes.showTranslate, {
    params: slugParams,
    response: wireTranslations,
    spec: `${CATALOGUE} Shows`,
    summary: "The show's slug per language",
  }),
  showCinemas: defineCall(callRoutes.showCinemas, {
    params: slugParams,
    response: wireShowCinemas,
    spec: `${CATALOGUE} Shows`,
    summary: 'The cinemas playing the show, with their day cells',
  }),
  shows: defineCall(callRoutes.shows, {
    query: showsQuery,
    response: wireShowsResponse,
    spec: `${CATALOGUE} Shows`,
    summary: "The site's shows",
  }),
  vod: defineCall(callRoutes.vod, {
    response: wireVodResponse,
    spec: `${CATALOGUE} Shows`,
    summary: 'Shows available at home',
  }),

  // Client (member-and-shell.txt §7 table)
  clientStatus: defineCall(callRoutes.clientStatus, {
    params: clientParams,
    response: wireClientStatus,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'The client status: client, register and email-validation URLs, flags',
  }),
  addFavouriteCinema: defineCall(callRoutes.addFavouriteCinema, {
    params: clientCinemaParams,
    response: null,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'Adds a favourite cinema (no body)',
  }),
  removeFavouriteCinema: defineCall(callRoutes.removeFavouriteCinema, {
    params: clientCinemaParams,
    response: null,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'Removes a favourite cinema',
  }),
  clientFeelings: defineCall(callRoutes.clientFeelings, {
    params: clientParams,
    body: showSlugsBody,
    response: wireFeelingList,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: "The client's feelings for the given shows",
  }),
  setIntention: defineCall(callRoutes.setIntention, {
    params: clientShowParams,
    body: intentionBody,
    response: wireFeeling,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'Adds (or with isDelete removes) the show on the wishlist; answers the updated feeling',
  }),
  setEmotion: defineCall(callRoutes.setEmotion, {
    params: clientShowParams,
    body: emotionBody,
    response: wireFeeling,
    spec: `${CATALOGUE} Client; ${MEMBER}`,
    summary: 'Records (or with isDelete clears) an emotion; answers the updated feeling',
  }),
  account: defineCall(callRoutes.account, {
    response: wireAccount,
    spec: MEMBER,
    summary: 'The signed-in account (failure: /error-client#CLI-ACC-001)',
  }),
  favouriteCinemas: defineCall(callRoutes.favouriteCinemas, {
    response: wireFavouriteCinemas,
    spec: MEMBER,
    summary: 'The favourite cinemas (failure: /error-client#CLI-ACC-002)',
  }),
  addFavouriteCinemas: defineCall(callRoutes.addFavouriteCinemas, {
    body: favouriteCinemasBody,
    response: wireFavouriteCinemas,
    spec: MEMBER,
    summary: 'Adds favourite cinemas; answers the updated list',
  }),
  removeFavouriteCinemas: defineCall(callRoutes.removeFavouriteCinemas, {
    body: favouriteCinemasBody,
    response: wireFavouriteCinemas,
    spec: MEMBER,
    summary: 'Removes favourite cinemas; answers the updated list',
  }),
  webview: defineCall(callRoutes.webview, {
    response: wireWebviewAuth,
    spec: MEMBER,
    summary: 'Auth endpoints for the app webview (no bearer)',
  }),
  logout: defineCall(callRoutes.logout, {
    response: wireLogout,
    spec: MEMBER,
    summary: 'Signs out (empty body, with credentials); the site answers where the browser goes next',
  }),

  // The member's calendar feed and new-showtimes notice (issue 19, beyond the spec)
  calendarFeedStatus: defineCall(callRoutes.calendarFeedStatus, {
    params: clientParams,
    response: wireCalendarFeedStatus,
    spec: BEYOND,
    summary: 'Whether the member has a calendar feed on this site, and since when (never its address)',
  }),
  createCalendarFeed: defineCall(callRoutes.createCalendarFeed, {
    params: clientParams,
    response: wireCalendarFeed,
    spec: BEYOND,
    summary: 'Creates the member’s calendar feed on this site, revoking any previous one; answers its secret path',
  }),
  revokeCalendarFeed: defineCall(callRoutes.revokeCalendarFeed, {
    params: clientParams,
    response: null,
    spec: BEYOND,
    summary: 'Revokes the member’s calendar feed on this site (204, also when there is none)',
  }),
  calendarFeed: defineCall(callRoutes.calendarFeed, {
    params: calendarTokenParams,
    response: wireCalendarText,
    spec: BEYOND,
    summary:
      'The feed: showtimes of the wishlisted shows at the favourite cinemas, from now (no bearer: the token is the secret; 404 unknown or revoked)',
  }),
  showtimeNews: defineCall(callRoutes.showtimeNews, {
    params: clientParams,
    response: wireShowtimeNews,
    spec: BEYOND,
    summary:
      'Wishlisted shows with showtimes added at a favourite cinema since the last acknowledgement (the first call only sets the mark)',
  }),
  acknowledgeShowtimeNews: defineCall(callRoutes.acknowledgeShowtimeNews, {
    params: clientParams,
    response: null,
    spec: BEYOND,
    summary: 'Marks the new showtimes as seen: later news counts from now',
  }),

  // Gift card and voucher
  giftCard: defineCall(callRoutes.giftCard, {
    params: giftCardParams,
    headers: recaptchaHeaders,
    response: wireVoucherCheck,
    spec: `${CATALOGUE} Gift card and voucher`,
    summary: 'Checks a gift card (resultCode 0 carries the card)',
  }),
  voucher: defineCall(callRoutes.voucher, {
    params: voucherParams,
    headers: recaptchaHeaders,
    response: wireVoucherCheck,
    spec: `${CATALOGUE} Gift card and voucher; ${MEMBER}`,
    summary: 'Checks a voucher (resultCode 0 carries the card)',
  }),
  vouchers: defineCall(callRoutes.vouchers, {
    response: wireVoucherTypeList,
    spec: MEMBER,
    summary: 'Voucher types with their terms',
  }),
  subscriptionOffers: defineCall(callRoutes.subscriptionOffers, {
    query: subscriptionOffersQuery,
    response: wireSubscriptionOffers,
    spec: MEMBER,
    summary: 'Subscription offers of the catalogue',
  }),
  permanentAutopromo: defineCall(callRoutes.permanentAutopromo, {
    response: wirePermanentAutopromo,
    spec: MEMBER,
    summary: 'Permanent self-promotion blocks',
  }),
  cinemaReleasesContent: defineCall(callRoutes.cinemaReleasesContent, {
    response: wireCinemaReleasesContent,
    spec: MEMBER,
    summary: 'Editorial content of the upcoming-releases page',
  }),

  // Experiences
  experiences: defineCall(callRoutes.experiences, {
    response: wireExperienceList,
    spec: `${CATALOGUE} Experiences`,
    summary: 'Experiences',
  }),
  experience: defineCall(callRoutes.experience, {
    params: slugParams,
    response: wireExperienceLookup,
    spec: `${CATALOGUE} Experiences`,
    summary: 'One experience',
  }),
  experienceShows: defineCall(callRoutes.experienceShows, {
    params: slugParams,
    response: wireCinemaProgramme,
    spec: `${CATALOGUE} Experiences`,
    summary: "The experience's shows as a programme matrix",
  }),
  technologies: defineCall(callRoutes.technologies, {
    response: wireTechnologyList,
    spec: `${CATALOGUE} Experiences`,
    summary: 'Technology tags (imax, 4dx, dolby...)',
  }),
  experienceGroup: defineCall(callRoutes.experienceGroup, {
    params: slugParams,
    response: wireExperienceGroup,
    spec: `${CATALOGUE} Experiences`,
    summary: 'A group of experiences',
  }),

  // Master template
  masterTemplatePages: defineCall(callRoutes.masterTemplatePages, {
    response: wireMasterTemplatePageList,
    spec: `${CATALOGUE} Master template`,
    summary: 'Master template pages',
  }),
  masterTemplatePage: defineCall(callRoutes.masterTemplatePage, {
    params: slugParams,
    response: wireMasterTemplatePage,
    spec: `${CATALOGUE} Master template`,
    summary: 'One master template page',
  }),
  masterTemplatePageTranslate: defineCall(callRoutes.masterTemplatePageTranslate, {
    params: slugParams,
    response: wireTranslations,
    spec: `${CATALOGUE} Master template`,
    summary: "The page's slug per language",
  }),

  // News and offers
  news: defineCall(callRoutes.news, {
    query: articlePageQuery,
    response: wireArticlePage,
    spec: `${CATALOGUE} News and offers`,
    summary: 'A page of news (23 per page)',
  }),
  newsItem: defineCall(callRoutes.newsItem, {
    params: slugParams,
    response: wireArticle,
    spec: `${CATALOGUE} News and offers`,
    summary: 'One news item',
  }),
  newsTranslate: defineCall(callRoutes.newsTranslate, {
    params: slugParams,
    response: wireTranslations,
    spec: `${CATALOGUE} News and offers`,
    summary: "The news item's slug per language",
  }),
  offersPage: defineCall(callRoutes.offersPage, {
    response: wireOffersPage,
    spec: `${CATALOGUE} News and offers`,
    summary: 'The offers page header and block order',
  }),
  newsOffers: defineCall(callRoutes.newsOffers, {
    query: articlePageQuery,
    response: wireArticlePage,
    spec: `${CATALOGUE} News and offers`,
    summary: 'A page of news and offers together',
  }),
  promotions: defineCall(callRoutes.promotions, {
    response: z.array(wirePromotion),
    spec: `${CATALOGUE} News and offers`,
    summary: 'Promotions',
  }),
  temporaryOffers: defineCall(callRoutes.temporaryOffers, {
    response: z.array(wireTemporaryOffer),
    spec: `${CATALOGUE} News and offers`,
    summary: 'Temporary offers',
  }),
  offer: defineCall(callRoutes.offer, {
    params: slugParams,
    response: wireArticle,
    spec: `${CATALOGUE} News and offers`,
    summary: 'One offer',
  }),
  offerTranslate: defineCall(callRoutes.offerTranslate, {
    params: slugParams,
    response: wireTranslations,
    spec: `${CATALOGUE} News and offers`,
    summary: "The offer's slug per language",
  }),
  article: defineCall(callRoutes.article, {
    params: slugParams,
    response: wireArticle,
    spec: `${CATALOGUE} News and offers`,
    summary: 'One article of any type',
  }),
  articleTranslate: defineCall(callRoutes.articleTranslate, {
    params: slugParams,
    response: wireTranslations,
    spec: `${CATALOGUE} News and offers`,
    summary: "The article's slug per language",
  }),

  // Other
  featured: defineCall(callRoutes.featured, {
    query: featuredQuery,
    response: wireFeatured,
    spec: `${CATALOGUE} Other`,
    summary: 'Pushes featured on a page type',
  }),
  settings: defineCall(callRoutes.settings, {
    query: settingsQuery,
    response: wireSettings,
    spec: `${CATALOGUE} Other; ${MEMBER} (no language)`,
    summary: 'Site settings and feature switches',
  }),
  tags: defineCall(callRoutes.tags, {
    response: wireTagList,
    spec: `${CATALOGUE} Other`,
    summary: 'Experience and accessibility tags',
  }),
  versions: defineCall(callRoutes.versions, {
    response: wireVersionList,
    spec: `${CATALOGUE} Other`,
    summary: 'Version codes and labels',
  }),
  youtubeLatest: defineCall(callRoutes.youtubeLatest, {
    response: wireVideoList,
    spec: `${CATALOGUE} Other`,
    summary: 'Latest videos of the channel',
  }),
  zone: defineCall(callRoutes.zone, {
    response: wireZone,
    spec: `${CATALOGUE} Other; member-and-shell.txt §4 Locator (backend geolocation)`,
    summary: "The visitor's zone by backend geolocation",
  }),
  zoneById: defineCall(callRoutes.zoneById, {
    params: idParams,
    response: wireZone,
    spec: `${CATALOGUE} Other`,
    summary: "A zone's shows (the zone slug is a cinema's citySlug)",
  }),
  footer: defineCall(callRoutes.footer, {
    response: wireFooter,
    spec: `${CATALOGUE} Other`,
    summary: 'Footer columns and social networks',
  }),
  footerFaq: defineCall(callRoutes.footerFaq, {
    response: wireFooterFaq,
    spec: `${CATALOGUE} Other`,
    summary: 'The footer FAQ block',
  }),
  search: defineCall(callRoutes.search, {
    query: searchQuery,
    response: wireSearchResults,
    spec: `${CATALOGUE} Other; ${MEMBER}`,
    summary: 'Full search (q, optional type)',
  }),
  faqArticleBySlug: defineCall(callRoutes.faqArticleBySlug, {
    params: slugParams,
    response: wireFaqArticle,
    spec: `${MEMBER}; member-and-shell.txt §2 (204 redirects to the FAQ home)`,
    summary: 'One FAQ article by slug (204 when it moved to the FAQ home)',
  }),
  faqArticleById: defineCall(callRoutes.faqArticleById, {
    params: idParams,
    response: wireFaqArticle,
    spec: MEMBER,
    summary: 'One FAQ article by id',
  }),
  faqCategory: defineCall(callRoutes.faqCategory, {
    params: idParams,
    response: wireFaqCategory,
    spec: MEMBER,
    summary: 'One FAQ category with its articles',
  }),
  faqChatAvailability: defineCall(callRoutes.faqChatAvailability, {
    response: wireChatAvailability,
    spec: `${MEMBER} (FAQ chat availability; path not shown); catalogue.txt §7 External chat service`,
    summary:
      "Whether the help centre's live chat has advisers: the chat service's instructions (404 without a chat desk)",
  }),
} as const;

export type ApiCalls = typeof apiCalls;
export type ApiCallId = keyof ApiCalls;

/** The registry as a list, in the order above. */
export const apiCallList: readonly ApiCall[] = Object.values(apiCalls);

/** A call as a caller passes it: the whole call (the servers) or its route (the browser). */
type Full<C extends CallRoute> = C extends ApiCall ? C : CallOf<C>;

export type CallParams<C extends CallRoute> = z.input<Full<C>['params']>;
export type CallQuery<C extends CallRoute> = z.input<Full<C>['query']>;
export type CallBody<C extends CallRoute> = Full<C>['body'] extends z.ZodMiniType
  ? z.input<Full<C>['body']>
  : undefined;
export type CallResponse<C extends CallRoute> = Full<C>['response'] extends z.ZodMiniType
  ? z.output<Full<C>['response']>
  : null;
