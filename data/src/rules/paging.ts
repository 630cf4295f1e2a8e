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
