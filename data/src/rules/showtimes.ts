import { showOrderingBoost, upcomingShowtimeLookaheadDays } from './constants.ts';
import { dayjs } from './dates.ts';

export const showtimeStatuses = ['available', 'soldout', 'locked'] as const;
export type ShowtimeStatus = (typeof showtimeStatuses)[number];

export interface ServerShowtime {
  status: string | null | undefined;
  /** ISO 8601 with offset (real-api.md §3.7). */
  reservabilityEnd?: string | null;
}

/**
 * catalogue.txt §4 Showtime status: soldout stays soldout; available only while the reservability
 * end is not before now, else locked; anything else locked. A missing end sets no limit; an
 * unreadable one cannot prove the showtime still open, so it locks.
 */
export function showtimeStatus(showtime: ServerShowtime, now: Date): ShowtimeStatus {
  if (showtime.status === 'soldout') return 'soldout';
  if (showtime.status !== 'available') return 'locked';
  if (showtime.reservabilityEnd === null || showtime.reservabilityEnd === undefined) return 'available';
  const end = Date.parse(showtime.reservabilityEnd);
  if (Number.isNaN(end)) return 'locked';
  return end < now.getTime() ? 'locked' : 'available';
}

export interface ShowFlags {
  released: boolean;
  bookable: boolean;
  premiere: boolean;
}

const premiereTags = ['avp', 'avp-equipe'];

/** catalogue.txt §4 Show flags: released and bookable are the opposite of coming soon; avp or avp-equipe is a premiere. */
export function showFlags(show: { isComingSoon: boolean; tags: readonly string[] }): ShowFlags {
  return {
    released: !show.isComingSoon,
    bookable: !show.isComingSoon,
    premiere: show.tags.some((tag) => premiereTags.includes(tag)),
  };
}

export interface FilterableShow {
  tags: readonly string[];
  version?: string | null;
  genres?: readonly string[];
  bookable?: boolean;
  /** An entertainment (opera, concert, sport) rather than a film. */
  isEntertainment?: boolean;
}

export interface ShowtimeFilter {
  languages?: readonly string[];
  types?: readonly string[];
  genres?: readonly string[];
  bookable?: boolean;
}

export const entertainmentType = 'entertainment';

function typeMatches(show: FilterableShow, type: string): boolean {
  // The entertainment type is exempt from tag matching: it is what the show is, not a tag it carries.
  if (type === entertainmentType) return Boolean(show.isEntertainment);
  if (type === 'avp') return show.tags.includes('avp') || show.tags.includes('avp-equipe');
  return show.tags.includes(type);
}

/**
 * catalogue.txt §5 Showtime filtering: languages against tags (or the version), types against
 * tags (entertainment exempt, avp matching avp-equipe), genres; only bookable ones unless
 * bookable is unset. Values of one filter are alternatives; different filters all apply.
 */
export function filterShowtimes<T extends FilterableShow>(shows: readonly T[], filter: ShowtimeFilter): T[] {
  const { languages = [], types = [], genres = [], bookable } = filter;
  return shows.filter(
    (show) =>
      (languages.length === 0 ||
        languages.some((language) => show.tags.includes(language) || show.version === language)) &&
      (types.length === 0 || types.some((type) => typeMatches(show, type))) &&
      (genres.length === 0 || genres.some((genre) => show.genres?.includes(genre))) &&
      (bookable === undefined || show.bookable === true),
  );
}

/** member §9 Upcoming-showtime lookahead: from now (included) to 7 days later (excluded). */
export function isWithinUpcomingLookahead(instant: Date, now: Date): boolean {
  const start = dayjs.utc(now);
  return (
    !dayjs.utc(instant).isBefore(start) && dayjs.utc(instant).isBefore(start.add(upcomingShowtimeLookaheadDays, 'day'))
  );
}

export function upcomingShowtimes<T extends { instant: Date }>(showtimes: readonly T[], now: Date): T[] {
  return showtimes.filter((showtime) => isWithinUpcomingLookahead(showtime.instant, now));
}

export interface BoostableShow {
  preferred?: boolean;
  premiere?: boolean;
  upsell?: boolean;
}

/** member §9 Show ordering boost: 3 for the preferred show, 2 for premieres, 1 for upsell; the strongest applies. */
export function showBoost(show: BoostableShow): number {
  if (show.preferred) return showOrderingBoost.preferred;
  if (show.premiere) return showOrderingBoost.premiere;
  if (show.upsell) return showOrderingBoost.upsell;
  return 0;
}

/** Boosted shows first, in their own order otherwise (the sort is stable). */
export function orderByBoost<T extends BoostableShow>(shows: readonly T[]): T[] {
  return [...shows].sort((a, b) => showBoost(b) - showBoost(a));
}
