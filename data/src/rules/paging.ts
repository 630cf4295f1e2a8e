// The pager window (catalogue.txt §9) is what the Pager shows: it lives with the Pager in the design system.

/** catalogue.txt §5: the page query parameter is an integer with default 1; anything else reads as 1. */
export function pageQueryParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function lastPage(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** The article types the news list holds (catalogue.txt §3 Article; offers and experiences have their own pages). */
export const newsListTypes = ['news', 'event'] as const;
export type NewsListType = (typeof newsListTypes)[number];

/** What the news list's address asks for: its page and its article-type filter (none when unknown). */
export interface NewsListQuery {
  page: number;
  type?: NewsListType;
}

/** Reads the news list's `page` and `type` from a query string (`?type=event&page=2`). */
export function newsListQuery(search: string | null | undefined): NewsListQuery {
  const params = new URLSearchParams(search ?? '');
  const type = params.get('type');
  const page = pageQueryParam(params.get('page'));
  return (newsListTypes as readonly string[]).includes(type ?? '') ? { page, type: type as NewsListType } : { page };
}

/** The news list's address for a query; page 1 and no filter are the bare list. */
export function newsListHref(listPath: string, { page, type }: NewsListQuery): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}

/**
 * catalogue.txt §4 News page: "An article-type filter toggles on and off and resets the page to 1":
 * the address a type's filter leads to from the current query.
 */
export function newsTypeToggle(current: NewsListQuery, type: NewsListType): NewsListQuery {
  return current.type === type ? { page: 1 } : { page: 1, type };
}
