import type { Decorator } from '@storybook/react-vite';
import { SWRConfig, type Middleware } from 'swr';

/** How a story's data calls behave: answered from fixtures, pending forever, or failing. */
export interface SwrParameters {
  fallback?: Record<string, unknown>;
  mode?: 'fixtures' | 'loading' | 'error';
}

const never = () => new Promise<never>(() => {});
const failing = () => Promise.reject(new Error('Fixture: the API is unreachable'));

/**
 * Gives each story its own SWR cache filled with fixtures, the same way the
 * site fills it with its SSR fallback. Requests never leave Storybook.
 */
export const withSwr: Decorator = (Story, { parameters }) => {
  const { fallback = {}, mode = 'fixtures' } = (parameters.swr ?? {}) as SwrParameters;
  const replaceFetcher: Middleware = (useSWRNext) => (key, _fetcher, config) =>
    useSWRNext(key, (mode === 'error' ? failing : never) as typeof _fetcher, config);
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: mode === 'fixtures' ? fallback : {},
        use: [replaceFetcher],
        shouldRetryOnError: false,
        dedupingInterval: 0,
      }}
    >
      <Story />
    </SWRConfig>
  );
};
