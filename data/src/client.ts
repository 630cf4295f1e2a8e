import type { Language } from './sites/sites.ts';

/** Anything that turns an unknown JSON body into a typed value (every contract schema is one). */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** A call the API answered with an error status. */
export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  constructor(status: number, url: string) {
    super(`API answered ${status} for ${url}`);
    this.name = 'ApiError';
    this.status = status;
    this.url = url;
  }
}

/**
 * The key of an /api call: its relative URL with the language query
 * (member-and-shell.txt §7: every /api/ request carries the current language).
 * The same key addresses the SWR cache in the browser and the SSR fallback.
 */
export function apiKey(path: string, language: Language, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, language });
  return `/api/${path.replace(/^\//, '')}?${params.toString()}`;
}

/** Fetches an /api key (see apiKey) from `origin` and parses it with the contract. */
export async function fetchApi<T>(
  key: string,
  schema: Parser<T>,
  { origin = '', fetchImpl = fetch, signal }: { origin?: string; fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<T> {
  const url = `${origin}${key}`;
  const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new ApiError(response.status, url);
  return schema.parse(await response.json());
}
