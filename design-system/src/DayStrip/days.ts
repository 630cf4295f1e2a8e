/** catalogue.txt §5: 1900-01-01 means unknown; an unknown day is never offered. */
export const unknownDate = '1900-01-01';

export function isUnknownDate(date: string): boolean {
  return date.startsWith(unknownDate);
}

/** The calendar day after an ISO `YYYY-MM-DD` date (catalogue.txt §9 date format), time-zone free. */
export function nextDay(date: string): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return Number.isNaN(next.getTime()) ? '' : next.toISOString().slice(0, 10);
}
