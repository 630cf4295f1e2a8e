import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** catalogue.txt §5: 1900-01-01 means unknown; an unknown day is never offered. */
export const unknownDate = '1900-01-01';

export function isUnknownDate(date: string): boolean {
  return date.startsWith(unknownDate);
}

/**
 * The calendar day after an ISO `YYYY-MM-DD` date (catalogue.txt §9 date format), on dayjs in UTC
 * so the machine's zone never matters ('' for an unreadable day). The design system takes no
 * dependency on `@marquee/data`, whose `addDays` is the same arithmetic.
 */
export function nextDay(date: string): string {
  const day = dayjs.utc(date);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && day.isValid() ? day.add(1, 'day').format('YYYY-MM-DD') : '';
}
