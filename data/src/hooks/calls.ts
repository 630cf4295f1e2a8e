import type { CallArgs } from '../client.ts';
import type { WireAlert, WireCinema, WireCity } from '../contract/cinemas.ts';
import type { WireArticle, WireTag } from '../contract/content.ts';
import { callRoutes, type CallRoutes } from '../contract/routes.ts';
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
export const useAlerts = (language: Language) => useApiCall(callRoutes.alerts, language, {}, toAlertMessages);
export const useCinemas = (language: Language) => useApiCall(callRoutes.cinemas, language, {}, toCinemas);
export const useCinema = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.cinema, language, bySlug(slug), toCinemaDetails);
export const useCinemaShows = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.cinemaShows, language, bySlug(slug), toSchedule);
export const useCities = (language: Language) => useApiCall(callRoutes.cities, language, {}, toCities);
export const useCity = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.city, language, bySlug(slug), toCityDetails);

// Passes, cards and events
export const useCinepass = (language: Language) => useApiCall(callRoutes.cinepass, language, {}, toSubscription);
export const useCinepassCurrentShows = (language: Language) =>
  useApiCall(callRoutes.cinepassCurrentShows, language, {}, toSchedule);
export const useEcards = (language: Language) => useApiCall(callRoutes.ecards, language, {});
export const useEvents = (language: Language) => useApiCall(callRoutes.events, language, {});
export const useEvent = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.event, language, bySlug(slug));
export const useEventShows = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.eventShows, language, bySlug(slug), toSchedule);

// Shows (useShows keeps its own file and state shape)
export const useShow = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.show, language, bySlug(slug), toShowDetail);
export const useShowCinemas = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.showCinemas, language, bySlug(slug), toShowCinemaSchedules);
export const useShowShowtimesByDate = (language: Language, slug: string | null, date: string) =>
  useApiCall(
    callRoutes.showShowtimesByDate,
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
    callRoutes.showShowtimesByDateAndArea,
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
    callRoutes.showShowtimesByCinemaAndDate,
    language,
    slug === null ? null : { params: { slug, cinema, date } },
    toShowtimes,
  );

// Member
export const useClientStatus = (language: Language, id: string | null) =>
  useApiCall(callRoutes.clientStatus, language, byId(id), toClientStatus);
export const useAccount = (language: Language, enabled = true) =>
  useApiCall(callRoutes.account, language, enabled ? {} : null, accountToClient);
export const useFavouriteCinemas = (language: Language, enabled = true) =>
  useApiCall(callRoutes.favouriteCinemas, language, enabled ? {} : null);
export const useWebviewAuth = (language: Language) => useApiCall(callRoutes.webview, language, {});

/**
 * Issue 19 beyond the spec (decision 0042): whether the member has a calendar feed on this site, and
 * the wishlisted shows with new showtimes at a favourite cinema. The feed itself
 * (`calendar/{token}.ics`) has no hook: calendar applications fetch it, not pages.
 */
export const useCalendarFeedStatus = (language: Language, id: string | null) =>
  useApiCall(callRoutes.calendarFeedStatus, language, byId(id));

// Gift card and voucher: null args wait until the visitor submits a code and a captcha answer.
export const useVoucherCheck = (language: Language, args: CallArgs<CallRoutes['voucher']> | null) =>
  useApiCall(callRoutes.voucher, language, args, toVoucherCard);
export const useGiftCardCheck = (language: Language, args: CallArgs<CallRoutes['giftCard']> | null) =>
  useApiCall(callRoutes.giftCard, language, args, toVoucherCard);
/** The voucher types with their terms; `enabled` false (a switch off) asks nothing. */
export const useVoucherTypes = (language: Language, enabled = true) =>
  useApiCall(callRoutes.vouchers, language, enabled ? {} : null, toVoucherTypes);
export const useSubscriptionOffers = (language: Language) => useApiCall(callRoutes.subscriptionOffers, language, {});

// Experiences
export const useExperiences = (language: Language) => useApiCall(callRoutes.experiences, language, {}, toArticles);
export const useExperience = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.experience, language, bySlug(slug), toExperience);
export const useExperienceShows = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.experienceShows, language, bySlug(slug), toSchedule);
export const useTechnologies = (language: Language) => useApiCall(callRoutes.technologies, language, {}, toTagModels);
export const useExperienceGroup = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.experienceGroup, language, bySlug(slug));

// Master template
export const useMasterTemplatePages = (language: Language) => useApiCall(callRoutes.masterTemplatePages, language, {});
export const useMasterTemplatePage = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.masterTemplatePage, language, bySlug(slug));

// News and offers
export const useNews = (language: Language, query: CallArgs<CallRoutes['news']>['query'] = {}) =>
  useApiCall(callRoutes.news, language, { query }, toArticlePage);
export const useNewsItem = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.newsItem, language, bySlug(slug), toArticle);
export const useOffersPage = (language: Language) => useApiCall(callRoutes.offersPage, language, {});
export const useNewsOffers = (language: Language, query: CallArgs<CallRoutes['newsOffers']>['query'] = {}) =>
  useApiCall(callRoutes.newsOffers, language, { query }, toArticlePage);
export const usePromotions = (language: Language) => useApiCall(callRoutes.promotions, language, {});
export const useTemporaryOffers = (language: Language) => useApiCall(callRoutes.temporaryOffers, language, {});
export const useOffer = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.offer, language, bySlug(slug), toArticle);

// Other
export const useFeatured = (language: Language, type: string) =>
  useApiCall(callRoutes.featured, language, { query: { type } });
export const useSettings = (language: Language) => useApiCall(callRoutes.settings, language, {}, toSettings);
export const useTags = (language: Language) => useApiCall(callRoutes.tags, language, {}, toTagModels);
export const useVersions = (language: Language) => useApiCall(callRoutes.versions, language, {});
/** The locator's load-fail fallback (member §4): the backend's geolocation zone, asked only while `enabled`. */
export const useGeolocatedZone = (language: Language, enabled: boolean) =>
  useApiCall(callRoutes.zone, language, enabled ? {} : null);
export const useZoneById = (language: Language, id: string | null) =>
  useApiCall(callRoutes.zoneById, language, byId(id));
export const useFooter = (language: Language) => useApiCall(callRoutes.footer, language, {}, toFooter);
export const useFooterFaq = (language: Language) => useApiCall(callRoutes.footerFaq, language, {}, toFooterFaq);
export const useSearch = (language: Language, query: CallArgs<CallRoutes['search']>['query'] | null) =>
  useApiCall(callRoutes.search, language, query === null ? null : { query }, toSearchResults);
export const useFaqArticleBySlug = (language: Language, slug: string | null) =>
  useApiCall(callRoutes.faqArticleBySlug, language, bySlug(slug), toFaqArticle);
export const useFaqArticleById = (language: Language, id: string | null) =>
  useApiCall(callRoutes.faqArticleById, language, byId(id), toFaqArticle);
export const useFaqCategory = (language: Language, id: string | null) =>
  useApiCall(callRoutes.faqCategory, language, byId(id));
/** Asked only where the site has its chat desk (decision 0051): `enabled` false waits. */
export const useFaqChatAvailability = (language: Language, enabled: boolean) =>
  useApiCall(callRoutes.faqChatAvailability, language, enabled ? {} : null);

// Writes (member-and-shell.txt §7 client calls)
export const useCreateCalendarFeed = (language: Language) => useApiMutation(callRoutes.createCalendarFeed, language);
export const useRevokeCalendarFeed = (language: Language) => useApiMutation(callRoutes.revokeCalendarFeed, language);
