import type { CallArgs } from '../client.ts';
import type { WireAlert, WireCinema, WireCity } from '../contract/cinemas.ts';
import type { WireArticle, WireTag } from '../contract/content.ts';
import { apiCalls, type ApiCalls } from '../contract/registry.ts';
import {
  toAlertMessage,
  toCinema,
  toCinemaDetails,
  toCity,
  toCityDetails,
  toSchedule,
  toShowCinemaSchedules,
} from '../model/cinema.ts';
import {
  toArticle,
  toArticlePage,
  toExperience,
  toFaqArticle,
  toFooter,
  toFooterFaq,
  toSearchResults,
  toSettings,
  toTags,
  toVoucherCard,
  toVoucherTypes,
} from '../model/content.ts';
import { accountToClient, toClientStatus } from '../model/member.ts';
import { toShowDetail } from '../model/show.ts';
import { toSubscription } from '../model/subscription.ts';
import { toShowtimes, toShowtimesByCinema } from '../model/showtime.ts';
import type { Language } from '../sites/sites.ts';
import { useApiCall, useApiMutation } from './useApiCall.ts';

/**
 * One hook per call a page reads (catalogue.txt §7, member-and-shell.txt §7), each answering the
 * spec's model where one exists. A null slug waits. Calls no page reads have no hook (decision
 * 0063): the member store writes through the API client, and a call a page comes to need gets its
 * hook then; the few kept unmounted are named in that decision with the spec row that needs them.
 */

const bySlug = (slug: string | null) => (slug === null ? null : { params: { slug } });
const byId = (id: string | null) => (id === null ? null : { params: { id } });

const toAlertMessages = (wire: WireAlert[]) => wire.map(toAlertMessage);
const toCinemas = (wire: WireCinema[]) => wire.map(toCinema);
const toCities = (wire: WireCity[]) => wire.map(toCity);
const toArticles = (wire: WireArticle[]) => wire.map(toArticle);
const toTagModels = (wire: WireTag[]) => toTags(wire);

// Cinemas and cities
export const useAlerts = (language: Language) => useApiCall(apiCalls.alerts, language, {}, toAlertMessages);
export const useCinemas = (language: Language) => useApiCall(apiCalls.cinemas, language, {}, toCinemas);
export const useCinema = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.cinema, language, bySlug(slug), toCinemaDetails);
export const useCinemaShows = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.cinemaShows, language, bySlug(slug), toSchedule);
export const useCities = (language: Language) => useApiCall(apiCalls.cities, language, {}, toCities);
export const useCity = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.city, language, bySlug(slug), toCityDetails);

// Passes, cards and events
export const useCinepass = (language: Language) => useApiCall(apiCalls.cinepass, language, {}, toSubscription);
export const useCinepassCurrentShows = (language: Language) =>
  useApiCall(apiCalls.cinepassCurrentShows, language, {}, toSchedule);
export const useEcards = (language: Language) => useApiCall(apiCalls.ecards, language, {});
export const useEvents = (language: Language) => useApiCall(apiCalls.events, language, {});
export const useEvent = (language: Language, slug: string | null) => useApiCall(apiCalls.event, language, bySlug(slug));
export const useEventShows = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.eventShows, language, bySlug(slug), toSchedule);

// Shows (useShows keeps its own file and state shape)
export const useShow = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.show, language, bySlug(slug), toShowDetail);
export const useShowCinemas = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.showCinemas, language, bySlug(slug), toShowCinemaSchedules);
export const useShowShowtimesByDate = (language: Language, slug: string | null, date: string) =>
  useApiCall(
    apiCalls.showShowtimesByDate,
    language,
    slug === null ? null : { params: { slug, date } },
    toShowtimesByCinema,
  );
/** A list for a cinema, keyed by cinema for a zone: the wire answer (model: toShowtimesForDay). */
export const useShowShowtimesByDateAndArea = (
  language: Language,
  slug: string | null,
  date: string,
  cinemaOrZone: string,
) =>
  useApiCall(
    apiCalls.showShowtimesByDateAndArea,
    language,
    slug === null ? null : { params: { slug, date, cinemaOrZone } },
  );
export const useShowShowtimesByCinemaAndDate = (
  language: Language,
  slug: string | null,
  cinema: string,
  date: string,
) =>
  useApiCall(
    apiCalls.showShowtimesByCinemaAndDate,
    language,
    slug === null ? null : { params: { slug, cinema, date } },
    toShowtimes,
  );

// Member
export const useClientStatus = (language: Language, id: string | null) =>
  useApiCall(apiCalls.clientStatus, language, byId(id), toClientStatus);
export const useAccount = (language: Language, enabled = true) =>
  useApiCall(apiCalls.account, language, enabled ? {} : null, accountToClient);
export const useFavouriteCinemas = (language: Language, enabled = true) =>
  useApiCall(apiCalls.favouriteCinemas, language, enabled ? {} : null);
export const useWebviewAuth = (language: Language) => useApiCall(apiCalls.webview, language, {});

/**
 * Issue 19 beyond the spec (decision 0042): whether the member has a calendar feed on this site, and
 * the wishlisted shows with new showtimes at a favourite cinema. The feed itself
 * (`calendar/{token}.ics`) has no hook: calendar applications fetch it, not pages.
 */
export const useCalendarFeedStatus = (language: Language, id: string | null) =>
  useApiCall(apiCalls.calendarFeedStatus, language, byId(id));

// Gift card and voucher: null args wait until the visitor submits a code and a captcha answer.
export const useVoucherCheck = (language: Language, args: CallArgs<ApiCalls['voucher']> | null) =>
  useApiCall(apiCalls.voucher, language, args, toVoucherCard);
export const useGiftCardCheck = (language: Language, args: CallArgs<ApiCalls['giftCard']> | null) =>
  useApiCall(apiCalls.giftCard, language, args, toVoucherCard);
/** The voucher types with their terms; `enabled` false (a switch off) asks nothing. */
export const useVoucherTypes = (language: Language, enabled = true) =>
  useApiCall(apiCalls.vouchers, language, enabled ? {} : null, toVoucherTypes);
export const useSubscriptionOffers = (language: Language) => useApiCall(apiCalls.subscriptionOffers, language, {});

// Experiences
export const useExperiences = (language: Language) => useApiCall(apiCalls.experiences, language, {}, toArticles);
export const useExperience = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.experience, language, bySlug(slug), toExperience);
export const useExperienceShows = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.experienceShows, language, bySlug(slug), toSchedule);
export const useTechnologies = (language: Language) => useApiCall(apiCalls.technologies, language, {}, toTagModels);
export const useExperienceGroup = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.experienceGroup, language, bySlug(slug));

// Master template
export const useMasterTemplatePages = (language: Language) => useApiCall(apiCalls.masterTemplatePages, language, {});
export const useMasterTemplatePage = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.masterTemplatePage, language, bySlug(slug));

// News and offers
export const useNews = (language: Language, query: CallArgs<ApiCalls['news']>['query'] = {}) =>
  useApiCall(apiCalls.news, language, { query }, toArticlePage);
export const useNewsItem = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.newsItem, language, bySlug(slug), toArticle);
export const useOffersPage = (language: Language) => useApiCall(apiCalls.offersPage, language, {});
export const useNewsOffers = (language: Language, query: CallArgs<ApiCalls['newsOffers']>['query'] = {}) =>
  useApiCall(apiCalls.newsOffers, language, { query }, toArticlePage);
export const usePromotions = (language: Language) => useApiCall(apiCalls.promotions, language, {});
export const useTemporaryOffers = (language: Language) => useApiCall(apiCalls.temporaryOffers, language, {});
export const useOffer = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.offer, language, bySlug(slug), toArticle);

// Other
export const useFeatured = (language: Language, type: string) =>
  useApiCall(apiCalls.featured, language, { query: { type } });
export const useSettings = (language: Language) => useApiCall(apiCalls.settings, language, {}, toSettings);
export const useTags = (language: Language) => useApiCall(apiCalls.tags, language, {}, toTagModels);
export const useVersions = (language: Language) => useApiCall(apiCalls.versions, language, {});
/** The locator's load-fail fallback (member §4): the backend's geolocation zone, asked only while `enabled`. */
export const useGeolocatedZone = (language: Language, enabled: boolean) =>
  useApiCall(apiCalls.zone, language, enabled ? {} : null);
export const useZoneById = (language: Language, id: string | null) => useApiCall(apiCalls.zoneById, language, byId(id));
export const useFooter = (language: Language) => useApiCall(apiCalls.footer, language, {}, toFooter);
export const useFooterFaq = (language: Language) => useApiCall(apiCalls.footerFaq, language, {}, toFooterFaq);
export const useSearch = (language: Language, query: CallArgs<ApiCalls['search']>['query'] | null) =>
  useApiCall(apiCalls.search, language, query === null ? null : { query }, toSearchResults);
export const useFaqArticleBySlug = (language: Language, slug: string | null) =>
  useApiCall(apiCalls.faqArticleBySlug, language, bySlug(slug), toFaqArticle);
export const useFaqArticleById = (language: Language, id: string | null) =>
  useApiCall(apiCalls.faqArticleById, language, byId(id), toFaqArticle);
export const useFaqCategory = (language: Language, id: string | null) =>
  useApiCall(apiCalls.faqCategory, language, byId(id));
/** Asked only where the site has its chat desk (decision 0051): `enabled` false waits. */
export const useFaqChatAvailability = (language: Language, enabled: boolean) =>
  useApiCall(apiCalls.faqChatAvailability, language, enabled ? {} : null);

// Writes (member-and-shell.txt §7 client calls)
export const useCreateCalendarFeed = (language: Language) => useApiMutation(apiCalls.createCalendarFeed, language);
export const useRevokeCalendarFeed = (language: Language) => useApiMutation(apiCalls.revokeCalendarFeed, language);
