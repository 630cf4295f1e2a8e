import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isUnknownDate } from './formats.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every date computation of the product, on dayjs (issue 23; docs/decisions/0034). Two kinds of
 * value, neither of which ever reads the machine's zone:
 * - a calendar day, `YYYY-MM-DD` (catalogue.txt §9), handled as a UTC dayjs: adding days, ISO
 *   weekdays and week starts are plain calendar arithmetic;
 * - an instant, always placed in a named IANA zone (ARCHITECTURE "Times"): its wall clock there is
 *   a UTC dayjs shifted by the zone's offset (`inZone`).
 *
 * Why not dayjs's own zoned values (`dayjs(x).tz(zone).format()`): the timezone plugin builds
 * them from a machine-local `Date`, so their fields are an hour off whenever the machine's own
 * zone changes its clocks near that instant (a browser in Los Angeles on 8 March showed a Paris
 * 10:30 as 11:30; the tests run under TZ=America/Los_Angeles and Asia/Tokyo to hold this). The
 * zone's offset comes from Intl (`zoneOffsetMinutes`), the instant of a wall clock from
 * `dayjs.tz`, whose arithmetic is done in UTC and is right on any machine.
 *
 * "Now" is never read here: every function takes the page's instant (decision 0025); `dayjs()`
 * without an argument is refused by the lint configuration.
 */

export { dayjs, type Dayjs };

export const dayFormat = 'YYYY-MM-DD';
const wallClockFormat = 'YYYY-MM-DD HH:mm:ss';
const minuteMs = 60_000;
const dayMs = 86_400_000;

/** A `YYYY-MM-DD` calendar day, or null for anything else (2026-02-30 included). */
export function calendarDay(date: string): Dayjs | null {
  const day = dayjs.utc(date);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && day.isValid() && day.format(dayFormat) === date ? day : null;
}

export function isCalendarDate(value: string): boolean {
  return calendarDay(value) !== null;
}

/**
 * The calendar day a date field names (`2026-03-29`, or the day of `2026-03-29T10:00:00+01:00` as
 * written); null for the unknown date 1900-01-01 (catalogue.txt §5) or an unreadable one.
 */
export function knownDay(date: string | null | undefined): string | null {
  if (isUnknownDate(date)) return null;
  const day = (date ?? '').slice(0, 10);
  return isCalendarDate(day) ? day : null;
}

/** A `YYYY-MM-DD` day moved by whole days; '' for an unreadable day. */
export function addDays(date: string, count: number): string {
  return calendarDay(date)?.add(count, 'day').format(dayFormat) ?? '';
}

/** The ISO weekday of a `YYYY-MM-DD` day: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const weekday = calendarDay(date)?.day() ?? Number.NaN;
  return weekday === 0 ? 7 : weekday;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset from UTC at an instant, in minutes (+120 for Paris in summer). Throws for an
 * unknown zone. Read from Intl's `longOffset` name (`GMT+02:00`) through one formatter per zone:
 * dayjs's `.tz()` gives the same number but builds a new Intl formatter on every call, which made
 * the .ics time-zone search ten times slower (decision 0034).
 */
export function zoneOffsetMinutes(instant: Date | number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // `GMT`: the zone is on UTC
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The wall clock of an instant in a zone, as a UTC dayjs (format it, take its day, add to it). */
export function inZone(instant: Date | number, timeZone: string): Dayjs {
  return dayjs.utc(instant).add(zoneOffsetMinutes(instant, timeZone), 'minute');
}

/** catalogue.txt §9 "date format YYYY-MM-DD": the calendar day of an instant in a zone, as the API wants it. */
export function apiDate(instant: Date, timeZone: string): string {
  return inZone(instant, timeZone).format(dayFormat);
}

/** An instant in UTC as iCalendar and HTTP logs write it: `20260901T080000Z`. */
export function utcStamp(instant: Date | number): string {
  return dayjs.utc(instant).format('YYYYMMDD[T]HHmmss[Z]');
}

/**
 * An offset in minutes as text: `+0200` (iCalendar) or `+02:00` (ISO 8601, separator ':').
 * Written out because dayjs prints an offset only beside a zoned value's machine-local fields.
 */
export function utcOffsetText(minutes: number, separator = ''): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(Math.trunc(value)).padStart(2, '0');
  return `${sign}${pad(absolute / 60)}${separator}${pad(absolute % 60)}`;
}

/** The year of an instant in a zone (the footer's copyright line). */
export function yearIn(instant: Date, timeZone: string): number {
  return inZone(instant, timeZone).year();
}

/** The inverse of `zonedTimeToInstant`: an instant as the cinema's naive local `YYYY-MM-DD HH:MM:SS`. */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  return inZone(instant, timeZone).format(wallClockFormat);
}

/**
 * real-api.md §6: showtime times are naive local `YYYY-MM-DD HH:MM(:SS)` (or with a T) in the
 * cinema's zone. Returns the UTC instant, or null for unreadable input or an unknown zone. A time
 * that does not exist (spring forward) moves forward by the gap, as dayjs.tz does; a time that
 * happens twice (fall back) takes the first, as Temporal's "compatible" does, where dayjs.tz takes
 * the second.
 */
export function zonedTimeToInstant(localTime: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?$/.exec(localTime.trim());
  if (!match) return null;
  const wallClock = `${match[1]} ${match[2]}:${match[3] ?? '00'}`;
  const asUtc = dayjs.utc(wallClock);
  if (!asUtc.isValid() || asUtc.format(wallClockFormat) !== wallClock) return null;
  try {
    // dayjs.tz's instant is right on any machine (its offsets come from Intl); only its first
    // guess reads the real clock, and the check below makes the answer independent of it.
    const resolved = dayjs.tz(wallClock, timeZone).valueOf();
    const earlier = asUtc.valueOf() - zoneOffsetMinutes(resolved - dayMs, timeZone) * minuteMs;
    const first = earlier < resolved && instantToZonedTime(new Date(earlier), timeZone) === wallClock;
    return new Date(first ? earlier : resolved);
  } catch {
    return null;
  }
}

/**
 * Minutes added to a cinema's wall-clock time through the instant, so that a screening crossing
 * a DST change ends at the time the cinema's clocks will show. Null for an unreadable time.
 */
export function addMinutesInZone(localTime: string, minutes: number, timeZone: string): string | null {
  const instant = zonedTimeToInstant(localTime, timeZone);
  return instant ? instantToZonedTime(new Date(instant.getTime() + minutes * minuteMs), timeZone) : null;
}
