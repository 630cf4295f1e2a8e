import type { WireAlert } from '../contract/cinemas.ts';
import { toAlertMessage, type AlertMessage } from '../model/cinema.ts';

/**
 * The cinema's alerts (catalogue.txt §3 Cinema alert): type 2 entries naming this cinema or
 * all cinemas, warnings first (catalogue.txt §4 Alert banner levels). Type 1 entries are the
 * site alert the shell shows on every page.
 */
export function cinemaAlerts(alerts: readonly WireAlert[], slug: string): AlertMessage[] {
  const forCinema = alerts
    .filter((alert) => alert.type === 2 && (alert.allCinemas === true || (alert.cinemas ?? []).includes(slug)))
    .map(toAlertMessage);
  return [
    ...forCinema.filter((alert) => alert.level === 'warning'),
    ...forCinema.filter((alert) => alert.level !== 'warning'),
  ];
}
