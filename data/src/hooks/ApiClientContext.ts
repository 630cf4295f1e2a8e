import { createContext, useContext, useMemo } from 'react';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../client.ts';
import type { Language } from '../sites/sites.ts';

/**
 * How hooks reach the API: the page's origin, the member's token, the
 * webview flag. Without a provider the hooks call the page's own /api.
 * SWR is the browser cache here, so the client keeps none of its own.
 */
export type ApiClientSettings = Omit<ApiClientOptions, 'language' | 'cache'>;

export const ApiClientContext = createContext<ApiClientSettings>({});

export function useApiClient(language: Language): ApiClient {
  const settings = useContext(ApiClientContext);
  return useMemo(() => createApiClient({ ...settings, language }), [settings, language]);
}
