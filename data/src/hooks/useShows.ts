import { callRoutes } from '../contract/routes.ts';
import type { WireShowsResponse } from '../contract/shows.ts';
import { toShowSummary, type ShowSummary } from '../model/show.ts';
import type { Language } from '../sites/sites.ts';
import { useApiCall } from './useApiCall.ts';

export interface ShowsState {
  shows: ShowSummary[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** Asks the API again (after an error). */
  retry: () => void;
}

const toShowSummaries = (wire: WireShowsResponse) => wire.shows.map(toShowSummary);

/**
 * GET /api/shows as the spec's show summaries. Reads the SSR fallback (or a
 * Storybook fixture) under the same key before any request is made.
 */
export function useShows(language: Language): ShowsState {
  const { data, error, isLoading, retry } = useApiCall(callRoutes.shows, language, {}, toShowSummaries);
  return { shows: data, error, isLoading, retry };
}
