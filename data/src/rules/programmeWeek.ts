import type { Schedule, ScheduleShow } from '../model/cinema.ts';
import { isPremiere } from '../model/show.ts';
import { addDays, isoWeekday } from './dates.ts';
import { selectedDay } from './showtimeDays.ts';
import { orderByBoost } from './showtimes.ts';

/**
 * The cinema's programme week (catalogue.txt §9 "cinema week offset defaults to 3, otherwise the
 * configured week start plus 1"). The offset names an ISO weekday, 1 Monday to 7 Sunday: the
 * default 3 is Wednesday, the French cinema week; a configured week start counts from 0 Monday
 * (the nl and be cinemas' 3 gives 4, Thursday, the Dutch cinema week).
 */

/** The first day of the programme week holding `date`; an offset outside 1-7 wraps around the week (8 is Monday). */
export function weekStartOf(date: string, offset: number): string {
  const startWeekday = ((((offset - 1) % 7) + 7) % 7) + 1;
  return addDays(date, -((isoWeekday(date) - startWeekday + 7) % 7));
}

/** The days from today on on which at least one show has showtimes (a cell), sorted. */
export function programmeDays(schedule: Schedule, today: string): string[] {
  const days = new Set(schedule.shows.flatMap((show) => Object.keys(show.days)).filter((day) => day >= today));
  return [...days].sort();
}

export interface WeekDay {
  date: string;
  hasShowtimes: boolean;
}

export interface ProgrammeWeek {
  /** The first day of the week (its weekday is the offset's). */
  start: string;
  /** The week's days from today on (and the selected day, even before today). */
  days: WeekDay[];
  /** The first programme day of the closest earlier week that has any; null when none. */
  previous: string | null;
  /** The first programme day after this week; null when none. */
  next: string | null;
}

/** The week of the selected day, and where the previous and next weeks begin. */
export function programmeWeek(selected: string, days: readonly string[], offset: number, today: string): ProgrammeWeek {
  const start = weekStartOf(selected, offset);
  const end = addDays(start, 7);
  const inWeek = Array.from({ length: 7 }, (_, index) => addDays(start, index)).filter(
    (date) => date >= today || date === selected,
  );
  const before = days.filter((date) => date < start);
  const lastBefore = before.at(-1);
  const previousStart = lastBefore === undefined ? null : weekStartOf(lastBefore, offset);
  return {
    start,
    days: inWeek.map((date) => ({ date, hasShowtimes: days.includes(date) })),
    previous: previousStart === null ? null : (before.find((date) => date >= previousStart) ?? null),
    next: days.find((date) => date >= end) ?? null,
  };
}

/** The show the day's upsell names, read like the day's highlighted showtime ({showSlug}); null otherwise. */
function upsellShow(upsell: unknown): string | null {
  const slug = typeof upsell === 'object' && upsell !== null ? (upsell as { showSlug?: unknown }).showSlug : null;
  return typeof slug === 'string' ? slug : null;
}

/**
 * The shows with showtimes on `date`, boosted first (member-and-shell.txt §9 show ordering boost:
 * 3 the day's highlighted show, 2 a premiere that day, 1 the day's upsell), then in the
 * programme's order (cineOrder, as toSchedule sorts them).
 */
export function showsOfDay(schedule: Schedule, date: string): ScheduleShow[] {
  const day = schedule.days.find((candidate) => candidate.date === date);
  const playing = schedule.shows.filter((show) => date in show.days);
  return orderByBoost(
    playing.map((show) => ({
      show,
      preferred: show.slug === day?.highlightedShowSlug,
      premiere: isPremiere(show.days[date]?.tags),
      upsell: show.slug === upsellShow(day?.upsell),
    })),
  ).map(({ show }) => show);
}

/** The day the page shows: the address's date, else the first programme day from today on. */
export function cinemaDay(schedule: Schedule, today: string, requested: string | undefined): string | null {
  return selectedDay(programmeDays(schedule, today), requested);
}
