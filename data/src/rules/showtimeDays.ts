import type { ShowCinemaSchedule } from '../model/cinema.ts';
import { apiDate } from './dates.ts';
import { initialLocatorChoice, locatorCinemaSlugs, type LocatorChoice, type LocatorCinemaFacts } from './locator.ts';
import { sites, type SiteCode } from '../sites/sites.ts';

/** Today in the site's time zone, as the API writes days (catalogue.txt §9 YYYY-MM-DD). */
export function todayOn(site: SiteCode, now: Date): string {
  return apiDate(now, sites[site].timeZone);
}

/**
 * Whose showtimes the film page shows (issue 10: "the locator's choice drives which showtimes a
 * film page shows"), and through which call: every cinema (by date); a cinema or a city zone
 * (by date and area, the zone's answer keyed by cinema); or a set of cinemas (a position's nearby
 * cinemas, the favourites: by date, kept to the set). `cinemas` decides the days.
 */
export type ShowtimesScope =
  | { type: 'all' }
  | { type: 'area'; area: string; cinemas: readonly string[] }
  | { type: 'cinemas'; cinemas: readonly string[] };

export const everyCinema: ShowtimesScope = { type: 'all' };

/**
 * The scope of the film page: the address's localisation filter wins (a cinema, or a city or
 * region zone), else the locator's choice with the cinemas it stands for, else every cinema.
 */
export function showtimesScope(
  localisation: string | undefined,
  choice: LocatorChoice | null,
  choiceCinemas: readonly string[],
  lists: LocatorCinemaFacts,
): ShowtimesScope {
  if (localisation) {
    const named = initialLocatorChoice({ localisation, cookie: null, cinemas: lists.cinemas, cities: lists.cities });
    // Lists unknown (their calls failed): the filter is taken for a cinema, as the page's own select writes it.
    const cinemas = named.source === 'url' ? locatorCinemaSlugs(named.choice, lists) : [localisation];
    return { type: 'area', area: localisation, cinemas };
  }
  if (!choice) return everyCinema;
  if (choice.type === 'cinema' || choice.type === 'city') {
    return { type: 'area', area: choice.slug, cinemas: choiceCinemas };
  }
  return { type: 'cinemas', cinemas: choiceCinemas };
}

/** The cinemas whose days count; undefined for every cinema. */
export function scopeCinemas(scope: ShowtimesScope): readonly string[] | undefined {
  return scope.type === 'all' ? undefined : scope.cinemas;
}

/**
 * The days with showtimes from today on, for one cinema (the localisation filter), a set of
 * cinemas (the locator's choice) or every cinema showing the film; sorted. Cinemas not showing
 * the film give none.
 */
export function showtimeDays(
  schedules: readonly ShowCinemaSchedule[],
  today: string,
  cinemas?: string | readonly string[],
): string[] {
  const wanted = typeof cinemas === 'string' ? [cinemas] : cinemas;
  const chosen = wanted ? schedules.filter((schedule) => wanted.includes(schedule.cinema)) : schedules;
  const days = new Set(chosen.flatMap((schedule) => Object.keys(schedule.days)).filter((day) => day >= today));
  return [...days].sort();
}

/**
 * The day whose showtimes the page shows: the address's date when it names one, else the first day
 * from today on with showtimes; null when there is none (the film has no showtimes to come).
 */
export function selectedDay(days: readonly string[], requested: string | undefined): string | null {
  return requested ?? days[0] ?? null;
}
