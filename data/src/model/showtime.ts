import type {
  WireShowtime,
  WireShowtimesByCinema,
  WireShowtimesByDay,
  WireShowtimesForDay,
} from '../contract/shows.ts';

/**
 * catalogue.txt §3 Showtime and member-and-shell.txt §3 Showtime (panel
 * view). The status stays the server's: the rule that turns it into
 * available/soldout/locked (catalogue.txt §4) lives with the domain rules and
 * needs the reservability end kept here.
 */
export interface Showtime {
  /** The `V{cinema}S{session}` segment of the booking link: the stable showtime id (real-api.md §3.7). */
  id: string | null;
  serverStatus: string;
  reservabilityEnd: string | null;
  /** Naive local date-time in the cinema's zone, `YYYY-MM-DDTHH:MM:SS`. */
  datetime: string;
  /** YYYY-MM-DD of the start. */
  date: string;
  /** HH:MM of the start. */
  time: string;
  /** Naive local end time, `YYYY-MM-DDTHH:MM:SS`; may fall after midnight. */
  endTime: string | null;
  version: string;
  tags: string[];
  /** The booking link into the purchase tunnel. */
  tunnelUrl: string;
  auditorium: string | null;
  seatCount: number | null;
  highlighted: boolean;
  specialShowtimeDetails: {
    titleScreening: string | null;
    titleShowtimeDetails: string | null;
    descriptionShowtimeDetails: string | null;
    source: string | null;
    color: string | null;
    backgroundColor: string | null;
  } | null;
  flags: { full: boolean; kidsFriendly: boolean; '3d': boolean; live: boolean; disabled: boolean };
}

const hasTag = (tags: readonly string[], ...wanted: string[]) => tags.some((tag) => wanted.includes(tag.toLowerCase()));

/** `2026-09-11 12:30:00` -> `2026-09-11T12:30:00`: still naive, never read as UTC. */
const toIsoLocal = (naive: string) => naive.replace(' ', 'T');

export function toShowtime(wire: WireShowtime): Showtime {
  const capacity = wire.auditoriumCapacity == null ? null : Number(wire.auditoriumCapacity);
  const details = wire.specialShowtimeDetails;
  return {
    id: /\/(V\d+S\d+)\//.exec(wire.refCmd)?.[1] ?? null,
    serverStatus: wire.status,
    reservabilityEnd: wire.reservabilityEnd ?? null,
    datetime: toIsoLocal(wire.time),
    date: wire.time.slice(0, 10),
    time: wire.time.slice(11, 16),
    endTime: wire.endTime ? toIsoLocal(wire.endTime) : null,
    version: wire.version,
    tags: wire.tags,
    tunnelUrl: wire.refCmd,
    auditorium: wire.auditoriumName ?? null,
    seatCount: capacity !== null && Number.isFinite(capacity) ? capacity : null,
    highlighted: wire.highlighted ?? false,
    specialShowtimeDetails: details
      ? {
          titleScreening: details.titleScreening ?? null,
          titleShowtimeDetails: details.titleShowtimeDetails ?? null,
          descriptionShowtimeDetails: details.descriptionShowtimeDetails ?? null,
          source: details.source ?? null,
          color: details.color ?? null,
          backgroundColor: details.backgroundColor ?? null,
        }
      : null,
    flags: {
      full: wire.status === 'soldout',
      kidsFriendly: hasTag(wire.tags, 'cinekids', 'kleuter'),
      '3d': hasTag(wire.tags, '3d'),
      live: hasTag(wire.tags, 'live'),
      disabled: hasTag(wire.tags, 'pmr'),
    },
  };
}

const byStart = (a: Showtime, b: Showtime) => a.datetime.localeCompare(b.datetime);

export function toShowtimes(wire: readonly WireShowtime[]): Showtime[] {
  return wire.map(toShowtime).sort(byStart);
}

/** show/{slug}/showtimes/{cinema}: `[]` and `{}` both mean no showtimes. */
export function toShowtimesByDay(wire: WireShowtimesByDay): Record<string, Showtime[]> {
  if (Array.isArray(wire)) return {};
  return Object.fromEntries(Object.entries(wire).map(([day, list]) => [day, toShowtimes(list)]));
}

/** show/{slug}/showtimes/{date}: keyed by cinema slug. */
export function toShowtimesByCinema(wire: WireShowtimesByCinema): Record<string, Showtime[]> {
  if (Array.isArray(wire)) return {};
  return Object.fromEntries(Object.entries(wire).map(([cinema, list]) => [cinema, toShowtimes(list)]));
}

/**
 * show/{slug}/showtimes/{date}/{cinemaOrZone}: a list for a cinema (keyed
 * under that cinema's slug here), keyed by cinema for a zone.
 */
export function toShowtimesForDay(wire: WireShowtimesForDay, cinemaOrZone: string): Record<string, Showtime[]> {
  if (Array.isArray(wire)) return wire.length ? { [cinemaOrZone]: toShowtimes(wire) } : {};
  return toShowtimesByCinema(wire);
}
