import { callKey, type CallArgs } from './client.ts';
import type { ApiCallId, ApiCalls } from './contract/registry.ts';
import { callRoutes } from './contract/routes.ts';
import type { Language } from './sites/sites.ts';

/** GET /api/shows (catalogue.txt §7 Shows). */
export function showsKey(language: Language): string {
  return callKey(callRoutes.shows, {}, language);
}

/**
 * The SWR key of any call by its registry id: what a loader puts in the
 * fallback and what the matching hook reads.
 */
export function keyOf<Id extends ApiCallId>(
  id: Id,
  args: Pick<CallArgs<ApiCalls[Id]>, 'params' | 'query'>,
  language: Language,
): string {
  return callKey(callRoutes[id], args, language);
}
