export type PagerItem = number | 'gap';

/**
 * catalogue.txt §9 Paging: the first page, the last page, and a window from page - 1 to page + 2;
 * a gap stands for the pages left out. The one place of this rule: it is what the Pager shows.
 */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const pages = new Set([1, pageCount]);
  for (let candidate = current - 1; candidate <= current + 2; candidate++) {
    if (candidate >= 1 && candidate <= pageCount) pages.add(candidate);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((value, index) => {
    const before = sorted[index - 1];
    return before !== undefined && value - before > 1 ? (['gap', value] as PagerItem[]) : [value];
  });
}
