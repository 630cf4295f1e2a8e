export {
  clientTokenClaims,
  forceAuthRequired,
  forcedClientFrame,
  forcedFrameOpening,
  identityProviderError,
  loginRequiredMessage,
  unknownIdpError,
  type Browser,
  type ClientRegistration,
  type ClientStatusFrames,
  type DeviceFacts,
  type ForcedClientFrame,
  type ForcedFrameOpening,
  type TokenClaims,
} from './auth.ts';
export {
  addFavouriteCinema,
  cinemasNearby,
  cinemaWeekOffset,
  citySlug,
  headerCinemasLink,
  nauticalMilesBetween,
  nauticalMilesToKilometres,
  partnersWithTheatres,
  removeFavouriteCinema,
  toggleFavouriteCinema,
  type CinemasLinkTarget,
  type FavouriteError,
  type FavouriteLimitWarning,
  type Favourites,
  type FavouriteToggle,
  type ProximityLimits,
} from './cinemas.ts';
export {
  calendarFileName,
  calendarTimeZone,
  escapeCalendarText,
  foldCalendarLine,
  showtimeCalendar,
  showtimesCalendar,
  zoneTransitions,
  type CalendarEvent,
  type CalendarOptions,
  type ShowtimeCalendarEvent,
  type ZoneTransition,
} from './calendar.ts';
export * from './constants.ts';
export {
  chatAvailability,
  chatHidingInstructions,
  faqListShown,
  relatedFaqArticles,
  type ChatAvailability,
} from './helpCentre.ts';
export { footerFaqQuestions, foundTag, homeNews, seasonSeoDescription, voucherCard } from './content.ts';
export {
  addDays,
  addMinutesInZone,
  apiDate,
  calendarDay,
  dayFormat,
  dayjs,
  inZone,
  instantToZonedTime,
  isCalendarDate,
  isoWeekday,
  knownDay,
  utcOffsetText,
  utcStamp,
  yearIn,
  zonedTimeToInstant,
  zoneOffsetMinutes,
  type Dayjs,
} from './dates.ts';
export { formatDuration, isUnknownDate } from './formats.ts';
export {
  appStoreForDevice,
  consentCookieName,
  dismissalKeys,
  dismissalsStorageKey,
  type Dismissals,
} from './dismissalKeys.ts';
export {
  dismissalEnd,
  dismissalKeyPattern,
  headerPushDismissals,
  headerPushShown,
  isDismissed,
  nextDayStart,
  readDismissals,
  siteAlertDismissalDays,
  siteAlertDismissalKey,
  smartBannerDismissalDays,
  withDismissal,
} from './dismissals.ts';
export { cmsParagraphs, cmsText, withoutRepeatedHeading } from './cmsText.ts';
export { addLocatorHistory, addSearchHistory, type LocatorHistoryItem, type SearchHistoryItem } from './history.ts';
export {
  lastPage,
  newsListHref,
  newsListQuery,
  newsListTypes,
  newsTypeToggle,
  pageQueryParam,
  type NewsListQuery,
  type NewsListType,
} from './paging.ts';
export { err, ok, type Result } from './result.ts';
export {
  adsMinutesFor,
  filterScreenings,
  screeningTimes,
  showFiltersPlace,
  showtimeFilterTags,
  switchedFilterTags,
  type ScreeningSelection,
  type ScreeningTimes,
} from './screenings.ts';
export { genreChoices, showsOfGenres, type GenreChoice } from './genres.ts';
export {
  entertainmentType,
  filterShowtimes,
  isWithinUpcomingLookahead,
  orderByBoost,
  showBoost,
  showFlags,
  showtimeStatus,
  showtimeStatuses,
  upcomingShowtimes,
  type BoostableShow,
  type FilterableShow,
  type ServerShowtime,
  type ShowFlags,
  type ShowtimeFilter,
  type ShowtimeStatus,
} from './showtimes.ts';
export {
  isoDuration,
  isoWithOffset,
  jsonLdText,
  showStructuredData,
  versionLanguages,
  videoFormats,
  type ScreeningCinema,
  type ShowStructuredDataInput,
  type StructuredData,
  type StructuredScreening,
  type VersionLanguages,
} from './structuredData.ts';
export {
  cinemaOrderAfterChoice,
  cinemaOrderAfterNavigation,
  cinemasNearPosition,
  foldedText,
  initialLocatorChoice,
  locatorCinemaSlugs,
  locatorCookieName,
  locatorCookieMaxAgeSeconds,
  locatorCookieText,
  locatorHistoryAfter,
  locatorHistoryStorageKey,
  orderedByLocatorChoice,
  parseLocatorCookie,
  parseLocatorHistory,
  regionZones,
  searchCities,
  serializeLocatorCookie,
  unlockedCinemaOrder,
  type CinemaOrderLock,
  type Coordinates,
  type InitialLocatorFacts,
  type LocatorCinemaFacts,
  type LocatorChoice,
  type LocatorSettings,
  type LocatorSource,
  type PlacedCinema,
} from './locator.ts';
export { isLegalPageSlug, legalPageStems, legalSlug } from './legalPages.ts';
export {
  activeNav,
  cinemasLinkTarget,
  footerCinemaColumn,
  footerExtraColumns,
  footerLegalLinkIds,
  footerLegalLinks,
  headerExtraIds,
  headerExtras,
  mainNavItems,
  siteAlert,
  type FooterCinemaLink,
  type FooterLegalLink,
  type FooterLegalLinkId,
  type HeaderExtra,
  type HeaderExtraId,
  type HeaderExtrasFacts,
  type HeaderExtraVisibility,
  type LocatorSelection,
  type MainNavItem,
  type ShellCinema,
  type ShellCity,
  type ShellLinkTarget,
  type SiteAlertCandidate,
} from './shell.ts';
export {
  createEventEmitter,
  hashEmail,
  pageTypesWithData,
  pageViewPayload,
  selectItemEvent,
  selectItemLists,
  trackedPageType,
  trackedPageTypes,
  trackingPlatform,
  type ChosenShowtime,
  type DataLayerEvent,
  type PageViewData,
  type PageViewFacts,
  type PageViewPayload,
  type Platform,
  type SelectItemEvent,
  type SelectItemList,
  type TrackedPageType,
} from './tracking.ts';
export { isDesktopViewport, viewportKind, viewportKinds, type ViewportKind } from './viewport.ts';
export { eventStrands, isEventStrand, showPageKind, type ShowPageKind } from './showKind.ts';
export { contentRatingRefs, ratingAge, readableRating } from './ratings.ts';
export {
  confirmFavourites,
  confirmFeelings,
  feelingChangeNeeded,
  noFavouriteWrites,
  noFeelingWrites,
  settleFavouriteWrite,
  settleFeelingWrite,
  shownFavourites,
  shownFeeling,
  shownFeelings,
  isLocalPath,
  signInAddress,
  forcedFrameAddress,
  signInFrameMessageType,
  signInFrameOutcome,
  startFavouriteWrite,
  startFeelingWrite,
  type FavouriteWrite,
  type FavouriteWrites,
  type FeelingChange,
  type FeelingWrites,
  type PendingFeeling,
  type SignInFrameMessage,
  type SignInFrameOutcome,
} from './memberWrites.ts';
export { shareLinks, type ShareAddress } from './share.ts';
export {
  changeOption,
  offersOfSite,
  planPurchaseUrl,
  planTotal,
  resetPlan,
  selectPlan,
  subscriptionKinds,
  type PlanOffer,
  type SelectedPlan,
  type SubscriptionKind,
} from './subscription.ts';
// Rules of the pages' own (issue 20 "pure rules in data/rules", decision 0063): one module per page concern.
export * from './authCallback.ts';
export * from './cardFacts.ts';
export * from './cinemaAddress.ts';
export * from './cinemaAlerts.ts';
export * from './cinemaFragments.ts';
export * from './cinemaGroups.ts';
export * from './clientError.ts';
export * from './cta.ts';
export * from './ecards.ts';
export * from './experienceTeaser.ts';
export * from './faqResults.ts';
export * from './feelings.ts';
export * from './nextShowtime.ts';
export * from './offers.ts';
export * from './pageView.ts';
export * from './panelShow.ts';
export * from './pricing.ts';
export * from './programmeFilms.ts';
export * from './programmeWeek.ts';
export * from './releaseDates.ts';
export * from './seasonSelection.ts';
export * from './seasonShowtimes.ts';
export * from './shellLinks.ts';
export * from './showLinks.ts';
export * from './showLists.ts';
export * from './showText.ts';
export * from './showtimeDays.ts';
export * from './sitemapPages.ts';
export * from './tabFragments.ts';
export * from './trailer.ts';
export * from './versionText.ts';
