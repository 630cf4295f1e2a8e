export { useShows, type ShowsState } from './useShows.ts';
export { ApiClientContext, useApiClient, type ApiClientSettings } from './ApiClientContext.ts';
export { useApiCall, useApiMutation, type ApiCallState } from './useApiCall.ts';
export * from './calls.ts';
