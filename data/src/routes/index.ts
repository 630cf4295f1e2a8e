export {
  decodeFilters,
  encodeFilters,
  filterKeys,
  filtersBaseUrl,
  filtersFromQuery,
  hasFilters,
  singleValueFilterKeys,
  type AddressFilters,
  type FilterKey,
} from './filters.ts';
export {
  alternateLanguageLinks,
  canonicalUrl,
  homeLikeKinds,
  parseRedirectPath,
  redirectKinds,
  redirectPath,
  redirectTarget,
  type AlternateLink,
  type RedirectKind,
  type RedirectLink,
} from './links.ts';
export { enabledMatch, matchRoute, routePath, type RouteMatch, type RouteTarget } from './router.ts';
export {
  helpKinds,
  isLanguageless,
  routeKinds,
  routePatterns,
  siteRouteKinds,
  type RouteKind,
  type RouteParamName,
  type RoutePattern,
  type RouteSegment,
} from './table.ts';
export { routeWords, showsTabs, type RouteWords, type ShowsTab } from './words.ts';
export {
  languageAddresses,
  languageSwitchPath,
  ownLanguageSlug,
  translateCallOf,
  type LanguageAddress,
  type TranslateCallId,
} from './translations.ts';
