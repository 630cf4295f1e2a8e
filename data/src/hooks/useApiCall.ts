import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { ApiError, dataOf, type ApiOutcome, type CallArgs } from '../client.ts';
import type { CallResponse } from '../contract/registry.ts';
import type { CallRoute } from '../contract/routes.ts';
import type { Language } from '../sites/sites.ts';
import { useApiClient } from './ApiClientContext.ts';
import { retryDelayMs } from './retry.ts';

export interface ApiCallState<Model> {
  data: Model | undefined;
  error: unknown;
  isLoading: boolean;
  /** 404: the page shows not-found without changing the address. */
  notFound: boolean;
  /** 410: the show is gone. */
  gone: boolean;
  /** 204: the FAQ article moved to the FAQ home. */
  noContent: boolean;
  /** Asks the API again (after an error). */
  retry: () => void;
  /** Asks the API again and resolves once its answer is in (the client reloaded after the sign-in frame's success). */
  reload: () => Promise<void>;
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** Models derived from an answer, per conversion: every hook reading the same answer shares one. */
const models = new WeakMap<(wire: never) => unknown, WeakMap<object, unknown>>();

function modelOf<Wire, Model>(data: Wire, toModel: (wire: Wire) => Model): Model {
  if (typeof data !== 'object' || data === null) return toModel(data);
  let byAnswer = models.get(toModel as (wire: never) => unknown);
  if (!byAnswer) {
    byAnswer = new WeakMap();
    models.set(toModel as (wire: never) => unknown, byAnswer);
  }
  if (!byAnswer.has(data)) byAnswer.set(data, toModel(data));
  return byAnswer.get(data) as Model;
}

/**
 * One GET call through SWR, keyed by the same relative URL the loaders use
 * (callKey), so an SSR fallback or a Storybook fixture under that key is read
 * before any request. The cache holds the wire answer; the model is derived
 * here. `args` null waits (a slug not known yet).
 */
export function useApiCall<C extends CallRoute, Model = CallResponse<C>>(
  call: C,
  language: Language,
  args: CallArgs<C> | null,
  toModel?: (wire: CallResponse<C>) => Model,
): ApiCallState<Model> {
  const client = useApiClient(language);
  const key = args === null ? null : client.key(call, args);
  const { data, error, isLoading, mutate } = useSWR<CallResponse<C>>(
    key,
    async () => dataOf(await client.call(call, args ?? {})),
    {
      // Server-rendered data is fresh: no second request on mount.
      revalidateOnFocus: false,
      revalidateIfStale: false,
      onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
        const delay = retryDelayMs(error, retryCount);
        if (delay !== null) setTimeout(() => void revalidate({ retryCount }), delay);
      },
    },
  );
  // The header, the locator and the page read the same answers: each model is derived once per answer.
  const model = useMemo(
    () => (data === undefined ? undefined : toModel ? modelOf(data, toModel) : (data as unknown as Model)),
    [data, toModel],
  );
  const status = statusOf(error);
  return {
    data: model,
    error,
    isLoading,
    notFound: status === 404,
    gone: status === 410,
    noContent: status === 204,
    retry: () => void mutate(),
    reload: async () => {
      await mutate();
    },
  };
}

/** A write call (POST, PATCH, DELETE): returns a function that sends it and resolves to its typed outcome. */
export function useApiMutation<C extends CallRoute>(
  call: C,
  language: Language,
): (args: CallArgs<C>) => Promise<ApiOutcome<CallResponse<C>>> {
  const client = useApiClient(language);
  return useCallback((args) => client.call(call, args), [client, call]);
}
