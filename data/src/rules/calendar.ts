import { dayjs, utcOffsetText, utcStamp, zonedTimeToInstant, zoneOffsetMinutes } from './dates.ts';

/**
 * Issue 9 "add to calendar": one showtime as an RFC 5545 iCalendar file. Times stay in the
 * cinema's zone (`DTSTART;TZID=Europe/Paris:...`) with that zone's rules written out in a
 * VTIMEZONE built from the zone's offsets, so every calendar shows the screening at the cinema's wall-clock
 * time, across DST changes included (docs/decisions/0017-screenings-calendar-structured-data.md).
 * Issue 19's member feed is the same events, many at once (`showtimesCalendar`, decision 0042).
 */
export interface CalendarEvent {
  /** Stable per showtime (e.g. `V0003S131277@fr.marquee`), so a second download updates the same event. */
  uid: string;
  title: string;
  cinemaName: string;
  /** One line: street, postal code and city. */
  address: string;
  /** Naive local `YYYY-MM-DDTHH:MM:SS` in the cinema's zone. */
  start: string;
  /** Naive local; null when unknown (the event then has no DTEND). */
  end: string | null;
  /** The cinema's IANA zone. */
  timeZone: string;
  bookingUrl: string;
  /** Optional text put before the booking link in the description (in the page's language). */
  description?: string;
  /** DTSTAMP: when this event was last revised; the calendar's `now` when absent. */
  revisedAt?: Date;
}

export interface ShowtimeCalendarEvent extends CalendarEvent {
  now: Date;
}

export interface CalendarOptions {
  /** DTSTAMP of the events that carry no `revisedAt`. */
  now: Date;
  /** The calendar's display name (X-WR-CALNAME), for a subscribed feed. */
  name?: string;
  /** How often a subscriber should fetch the feed again (REFRESH-INTERVAL, RFC 7986). */
  refreshMinutes?: number;
}

const crlf = '\r\n';
const maxLineOctets = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeCalendarText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space. Splits fall
 * between code points, never inside a UTF-8 sequence; a continuation's space counts in its 75.
 */
export function foldCalendarLine(line: string): string {
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = chunks.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      chunks.push(chunk);
      chunk = '';
      octets = 0;
    }
    chunk += character;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join(`${crlf} `);
}

/** `2026-03-29T20:30:00` (or with a space, or without seconds) -> `20260329T203000`. */
function localDateTime(naive: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(naive.trim());
  if (!match) throw new RangeError(`Not a local date-time: ${naive}`);
  const [, year, month, day, hour, minute, second = '00'] = match;
  return `${year}${month}${day}T${hour}${minute}${second}`;
}

/** The wall-clock time of an instant at a fixed offset, as iCalendar local time. */
function localAtOffset(instant: number, offsetMinutes: number): string {
  return dayjs.utc(instant).add(offsetMinutes, 'minute').format('YYYYMMDD[T]HHmmss');
}

export interface ZoneTransition {
  /** The first instant (ms) on the new offset. */
  at: number;
  from: number;
  to: number;
}

const dayMs = 86_400_000;
const minuteMs = 60_000;

/**
 * The zone's offset changes between two instants: offsets (dayjs's, from Intl) sampled daily,
 * each change narrowed by bisection to the minute. Zones change offset at most once a day.
 * Hand-written because neither dayjs nor Intl lists a zone's transitions (decision 0034).
 */
export function zoneTransitions(timeZone: string, from: number, to: number): ZoneTransition[] {
  const offsetAt = (instant: number) => zoneOffsetMinutes(instant, timeZone);
  const transitions: ZoneTransition[] = [];
  let before = Math.floor(from / dayMs) * dayMs;
  let beforeOffset = offsetAt(before);
  while (before < to) {
    const after = before + dayMs;
    const afterOffset = offsetAt(after);
    if (afterOffset !== beforeOffset) {
      let low = before;
      let high = after;
      while (high - low > minuteMs) {
        const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs;
        if (offsetAt(middle) === beforeOffset) low = middle;
        else high = middle;
      }
      transitions.push({ at: high, from: beforeOffset, to: afterOffset });
    }
    before = after;
    beforeOffset = afterOffset;
  }
  return transitions;
}

/**
 * RFC 5545 §3.6.5 VTIMEZONE for the years a showtime touches: every transition from the start of
 * the year before (so an observance always precedes the event) to the end of the event's year,
 * each as one dated observance. The larger of a zone's offsets is its DAYLIGHT one; a zone with
 * no change in that span gets a single STANDARD observance.
 */
export function calendarTimeZone(timeZone: string, instants: readonly Date[]): string[] {
  const years = instants.map((instant) => dayjs.utc(instant).year());
  const from = dayjs.utc(`${Math.min(...years) - 1}-01-01`).valueOf();
  const to = dayjs.utc(`${Math.max(...years) + 1}-01-01`).valueOf();
  const transitions = zoneTransitions(timeZone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = utcOffsetText(zoneOffsetMinutes(instants[0] ?? from, timeZone));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`);
    lines.push('END:STANDARD');
  } else {
    const daylightOffset = Math.max(...transitions.flatMap((transition) => [transition.from, transition.to]));
    for (const transition of transitions) {
      const kind = transition.to === daylightOffset ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        // RFC 5545: an observance's DTSTART is the local time on the offset it changes from.
        `DTSTART:${localAtOffset(transition.at, transition.from)}`,
        `TZOFFSETFROM:${utcOffsetText(transition.from)}`,
        `TZOFFSETTO:${utcOffsetText(transition.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function placed(naive: string, timeZone: string): Date {
  const instant = zonedTimeToInstant(naive, timeZone);
  if (!instant) throw new RangeError(`Cannot place ${naive} in ${timeZone}`);
  return instant;
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const location = [event.cinemaName, event.address].filter(Boolean).join(', ');
  const description = [event.description, event.bookingUrl].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeCalendarText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.revisedAt ?? now)}`,
    `DTSTART;TZID=${event.timeZone}:${localDateTime(event.start)}`,
    ...(event.end ? [`DTEND;TZID=${event.timeZone}:${localDateTime(event.end)}`] : []),
    `SUMMARY:${escapeCalendarText(event.title)}`,
    `LOCATION:${escapeCalendarText(location)}`,
    `DESCRIPTION:${escapeCalendarText(description)}`,
    `URL:${event.bookingUrl}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * Showtimes as one .ics text (CRLF line ends, TEXT escaped, lines folded): one VTIMEZONE per zone
 * the events use, covering all of that zone's events, then the events in the order given. No
 * event gives an empty VCALENDAR, which calendar applications read as "nothing planned".
 */
export function showtimesCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const instantsByZone = new Map<string, Date[]>();
  for (const event of events) {
    const instants = instantsByZone.get(event.timeZone) ?? [];
    instants.push(placed(event.start, event.timeZone));
    if (event.end) instants.push(placed(event.end, event.timeZone));
    instantsByZone.set(event.timeZone, instants);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Marquee//Showtimes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeCalendarText(options.name)}`] : []),
    ...(options.refreshMinutes
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`]
      : []),
    ...[...instantsByZone].flatMap(([timeZone, instants]) => calendarTimeZone(timeZone, instants)),
    ...events.flatMap((event) => eventLines(event, options.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join(crlf) + crlf;
}

/** Issue 9: the .ics text of one showtime. */
export function showtimeCalendar(event: ShowtimeCalendarEvent): string {
  return showtimesCalendar([event], { now: event.now });
}

/** Letters that decomposition leaves alone but French, German and Nordic titles use. */
const asciiLetters: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss', ø: 'o', Ø: 'O' };

/** Issue 9: `{ascii title slug}-{YYYY-MM-DD}.ics`, safe in a Content-Disposition or a download attribute. */
export function calendarFileName(title: string, date: string): string {
  const slug = title
    .replace(/[œŒæÆßøØ]/g, (letter) => asciiLetters[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return `${[slug || 'showtime', day].filter(Boolean).join('-')}.ics`;
}
