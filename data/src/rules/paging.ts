export type PagerItem = number | 'gap';

/**
 * catalogue.txt §9 Paging: the first page, the last page, and a window from page - 1 to
 * page + 2; a gap stands for the pages left out.
 */
export function pagerItems(page: number, lastPage: number): PagerItem[] {
  if (lastPage < 1) return [];
  const current = Math.min(Math.max(1, page), lastPage);
  const pages = new Set([1, lastPage]);
  for (let candidate = current - 1; candidate <= current + 2; candidate++) {
    if (candidate >= 1 && candidate <= lastPage) pages.add(candidate);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((value, index) => {
    const before = sorted[index - 1];
    return before !== undefined && value - before > 1 ? (['gap', value] as PagerItem[]) : [value];
  });
}

/** catalogue.txt §5: the page query parameter is an integer with default 1; anything else reads as 1. */
export function pageQueryParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function lastPage(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}
