import {
  cinemaDay,
  showsOfDay,
  toSchedule,
  todayOn,
  wireCinemaProgramme,
  type ScheduleShow,
  type SiteCode,
} from '@marquee/data';
import type { PageCall } from '../../page.ts';

/** One call per show of the day (the API has no bulk showtimes call, real-api.md §3.5-3.7). */
export function showtimesCalls(cinema: string, shows: readonly ScheduleShow[], date: string): PageCall[] {
  return shows.map((show) => ({
    id: 'showShowtimesByCinemaAndDate',
    params: { slug: show.slug, cinema, date },
  }));
}

/** followUpCalls of the cinema page: the showtimes of the selected day, from the programme's answer. */
export function selectedDayCalls(
  site: SiteCode,
  cinema: string,
  requested: string | undefined,
  programmeAnswer: unknown,
  now: Date,
): PageCall[] {
  const parsed = wireCinemaProgramme.safeParse(programmeAnswer);
  if (!parsed.success) return [];
  const schedule = toSchedule(parsed.data);
  const day = cinemaDay(schedule, todayOn(site, now), requested);
  return day === null ? [] : showtimesCalls(cinema, showsOfDay(schedule, day), day);
}
