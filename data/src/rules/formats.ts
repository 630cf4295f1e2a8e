import { unknownDate } from './constants.ts';

/** catalogue.txt §9 / member §9: minutes under 60, else hours and zero-padded minutes (59 min, 1h00, 2h05). */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)}h${String(whole % 60).padStart(2, '0')}`;
}

/** catalogue.txt §5: 1900-01-01 means unknown. */
export function isUnknownDate(date: string | null | undefined): boolean {
  return !date || date.startsWith(unknownDate);
}

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(instant: Date, timeZone: string): ZonedParts {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** catalogue.txt §9 "date format YYYY-MM-DD": the calendar day of an instant in a zone, as the API wants it. */
export function apiDate(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** member §9 "release date DD/MM/YYYY"; null for the unknown date or an unreadable one. */
export function formatReleaseDate(date: string | null | undefined): string | null {
  if (isUnknownDate(date)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** member §9 "showtime date DD MMMM YYYY with day name", in the site's locale and the cinema's zone. */
export function formatShowtimeDate(instant: Date, locale: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** member §9 "time HH:mm", in the cinema's zone. */
export function formatShowtimeTime(instant: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

function offsetMs(instant: number, timeZone: string): number {
  const parts = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The zone's offset from UTC at an instant, in minutes (+120 for Paris in summer). Throws for an unknown zone. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return Math.round(offsetMs(instant.getTime(), timeZone) / 60_000);
}

/**
 * real-api.md §6: showtime times are naive local `YYYY-MM-DD HH:MM:SS` in the cinema's zone.
 * Returns the UTC instant, or null for unreadable input or an unknown zone. A time that does not
 * exist (spring forward) moves forward by the gap; a time that happens twice (fall back) takes
 * the first, as Temporal's "compatible" does.
 */
export function zonedTimeToInstant(localTime: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(localTime.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((value) => Number(value ?? 0));
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallClock);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  try {
    const before = offsetMs(wallClock - 86_400_000, timeZone);
    const after = offsetMs(wallClock + 86_400_000, timeZone);
    const candidates = [...new Set([before, after])]
      .map((offset) => wallClock - offset)
      .filter((instant) => zonedWallClock(instant, timeZone) === wallClock)
      .sort((a, b) => a - b);
    const [first] = candidates;
    if (first !== undefined) return new Date(first);
    // In a spring-forward gap: read the wall clock with the offset from before the change.
    return new Date(wallClock - before);
  } catch {
    return null;
  }
}

function zonedWallClock(instant: number, timeZone: string): number {
  const parts = zonedParts(new Date(instant), timeZone);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The inverse: an instant as the cinema's naive local `YYYY-MM-DD HH:MM:SS`. */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = zonedParts(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}
