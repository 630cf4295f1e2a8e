import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';

/** How a story's data calls behave: answered from fixtures, pending forever, or failing. */
export interface SwrParameters {
  fallback?: Record<string, unknown>;
  mode?: 'fixtures' | 'loading' | 'error';
  /** Keys that fail while the others follow `mode` (one call of a page failing; page stories only). */
  failing?: readonly string[];
}

const never = () => new Promise<never>(() => {});
const failing = () => Promise.reject(new Error('Fixture: the API is unreachable'));

/** Every fetch of a story stays pending, or fails where `fails(key)` says so. */
const replaceFetcher =
  (fails: (key: unknown) => boolean): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) =>
    useSWRNext(key, (fails(key) ? failing : never) as typeof fetcher, config);

/**
 * A story's own SWR cache, filled with `fallback` the way the site fills it with its SSR fallback.
 * Requests never leave Storybook: a fetch stays pending, or fails where `fails(key)` says so.
 */
export function StoryCache({
  fallback,
  fails,
  children,
}: {
  fallback: Record<string, unknown>;
  fails: (key: unknown) => boolean;
  children: ReactNode;
}) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback,
        use: [replaceFetcher(fails)],
        shouldRetryOnError: false,
        dedupingInterval: 0,
      }}
    >
      {children}
    </SWRConfig>
  );
}

/** Gives each story its own SWR cache, answered from its fixtures, pending forever, or failing. */
export const withSwr: Decorator = (Story, { parameters }) => {
  const { fallback = {}, mode = 'fixtures' } = (parameters.swr ?? {}) as SwrParameters;
  return (
    <StoryCache fallback={mode === 'fixtures' ? fallback : {}} fails={() => mode === 'error'}>
      <Story />
    </StoryCache>
  );
};

/** A story's `parameters` entry for `withSwr`. */
export const swr = (value: SwrParameters) => ({ swr: value });
