export { showsKey } from './calls.ts';
export { ApiError, apiKey, fetchApi, type Parser } from './client.ts';
export {
  showsQuery,
  wireContentRating,
  wireReleaseAt,
  wireShowSummary,
  wireShowsResponse,
  type WireShowSummary,
  type WireShowsResponse,
} from './contract/shows.ts';
export { toShowSummary, type ShowSummary } from './model/show.ts';
export {
  isLanguage,
  languages,
  siteCodes,
  siteForDevelopmentHost,
  sites,
  type Language,
  type Site,
  type SiteCode,
} from './sites/sites.ts';
