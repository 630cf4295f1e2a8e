import { useMemo } from 'react';
import useSWR from 'swr';
import { showsKey } from '../calls.ts';
import { fetchApi } from '../client.ts';
import { wireShowsResponse, type WireShowsResponse } from '../contract/shows.ts';
import { toShowSummary, type ShowSummary } from '../model/show.ts';
import type { Language } from '../sites/sites.ts';

export interface ShowsState {
  shows: ShowSummary[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** Asks the API again (after an error). */
  retry: () => void;
}

/**
 * GET /api/shows as the spec's show summaries. Reads the SSR fallback (or a
 * Storybook fixture) under the same key before any request is made.
 */
export function useShows(language: Language): ShowsState {
  const { data, error, isLoading, mutate } = useSWR<WireShowsResponse>(
    showsKey(language),
    (key: string) => fetchApi(key, wireShowsResponse),
    // Server-rendered data is fresh: no second request on mount.
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  const shows = useMemo(() => data?.shows.map(toShowSummary), [data]);
  return { shows, error, isLoading, retry: () => void mutate() };
}
