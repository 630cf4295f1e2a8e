export {
  clientTokenClaims,
  forceAuthRequired,
  identityProviderError,
  loginRequiredMessage,
  unknownIdpError,
  type Browser,
  type DeviceFacts,
  type TokenClaims,
} from './auth.ts';
export {
  addFavouriteCinema,
  cinemasNearby,
  cinemaWeekOffset,
  citySlug,
  headerCinemasLink,
  nauticalMilesToKilometres,
  partnersWithTheatres,
  removeFavouriteCinema,
  servicesWithId,
  toggleFavouriteCinema,
  type CinemasLinkTarget,
  type FavouriteError,
  type FavouriteLimitWarning,
  type Favourites,
  type FavouriteToggle,
  type ProximityLimits,
} from './cinemas.ts';
export * from './constants.ts';
export {
  footerFaqQuestions,
  foundTag,
  homeNews,
  injectionElements,
  injectionPositions,
  knownInjections,
  seasonSeoDescription,
  voucherCard,
  type InjectionElement,
  type InjectionPosition,
  type SettingsInjection,
} from './content.ts';
export {
  apiDate,
  formatDuration,
  formatReleaseDate,
  formatShowtimeDate,
  formatShowtimeTime,
  instantToZonedTime,
  isUnknownDate,
  zonedTimeToInstant,
} from './formats.ts';
export { addLocatorHistory, addSearchHistory, type LocatorHistoryItem, type SearchHistoryItem } from './history.ts';
export { lastPage, pageQueryParam } from './paging.ts';
export { err, ok, type Result } from './result.ts';
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
  createEventEmitter,
  hashEmail,
  pageViewPayload,
  trackedPageTypes,
  trackingPlatform,
  type PageViewFacts,
  type PageViewPayload,
  type Platform,
  type TrackedPageType,
} from './tracking.ts';
export { isDesktopViewport, viewportKind, viewportKinds, type ViewportKind } from './viewport.ts';
