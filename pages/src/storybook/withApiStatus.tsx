import type { Decorator } from '@storybook/react-vite';
import { SWRConfig, type Middleware } from 'swr';
import { ApiError } from '@marquee/data';

/**
 * For stories of a status the API answers with (404 not found, 204 moved): every call without a
 * fixture fails with that status, as the data client reports it. Put it inside `withSwr`.
 */
export const withApiStatus: Decorator = (Story, { parameters }) => {
  const status = (parameters.apiStatus as number | undefined) ?? null;
  if (status === null) return <Story />;
  const failing: Middleware = (useSWRNext) => (key, _fetcher, config) =>
    useSWRNext(key, (() => Promise.reject(new ApiError(status, String(key)))) as typeof _fetcher, config);
  return (
    <SWRConfig value={{ use: [failing] }}>
      <Story />
    </SWRConfig>
  );
};
