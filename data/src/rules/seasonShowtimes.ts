/** A show of the season as the page names it. */
export interface SeasonShow {
  slug: string;
  title: string;
}

/** One show's showtimes of one day, keyed by cinema slug (GET show/{slug}/showtimes/{date}). */
export type ShowtimesByCinema<Showtime> = Readonly<Record<string, readonly Showtime[]>>;

export interface SeasonCinemaShowtimes<Showtime> {
  cinema: { slug: string; name: string };
  showtimes: readonly Showtime[];
}

export interface SeasonShowShowtimes<Showtime> {
  show: SeasonShow;
  showtimes: readonly Showtime[];
}

/** Shows mode: each show of the day (in the programme's order), its cinemas by name. */
export interface SeasonShowGroup<Showtime> {
  show: SeasonShow;
  cinemas: SeasonCinemaShowtimes<Showtime>[];
}

/** Cinemas mode: each cinema playing the day (by name), the season's shows there in the programme's order. */
export interface SeasonCinemaGroup<Showtime> {
  cinema: { slug: string; name: string };
  shows: SeasonShowShowtimes<Showtime>[];
}

const cinemaOf = (slug: string, names: ReadonlyMap<string, string>) => ({ slug, name: names.get(slug) ?? slug });

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The day's showtimes of a season, film by film: shows in the programme's order, each with the
 * cinemas that play it by name. A cinema or a show without a showtime that day is left out.
 */
export function seasonByShow<Showtime>(
  shows: readonly SeasonShow[],
  answers: Readonly<Record<string, ShowtimesByCinema<Showtime>>>,
  cinemaNames: ReadonlyMap<string, string>,
): SeasonShowGroup<Showtime>[] {
  return shows
    .map((show) => ({
      show,
      cinemas: Object.entries(answers[show.slug] ?? {})
        .filter(([, showtimes]) => showtimes.length > 0)
        .map(([slug, showtimes]) => ({ cinema: cinemaOf(slug, cinemaNames), showtimes }))
        .sort((a, b) => byName(a.cinema, b.cinema)),
    }))
    .filter((group) => group.cinemas.length > 0);
}

/** The same showtimes, cinema by cinema: cinemas by name, the shows there in the programme's order. */
export function seasonByCinema<Showtime>(
  shows: readonly SeasonShow[],
  answers: Readonly<Record<string, ShowtimesByCinema<Showtime>>>,
  cinemaNames: ReadonlyMap<string, string>,
): SeasonCinemaGroup<Showtime>[] {
  const cinemas = new Map<string, SeasonShowShowtimes<Showtime>[]>();
  for (const show of shows) {
    for (const [slug, showtimes] of Object.entries(answers[show.slug] ?? {})) {
      if (showtimes.length === 0) continue;
      cinemas.set(slug, [...(cinemas.get(slug) ?? []), { show, showtimes }]);
    }
  }
  return [...cinemas.entries()]
    .map(([slug, played]) => ({ cinema: cinemaOf(slug, cinemaNames), shows: played }))
    .sort((a, b) => byName(a.cinema, b.cinema));
}

/** A day of the season and the shows that play it, in the programme's order. */
export interface SeasonDay {
  date: string;
  shows: string[];
}

/**
 * The season's days from its programme (GET event/{slug}/shows, real-api.md §3.5 matrix), in date
 * order, each with the shows that have a cell that day; the unknown date (catalogue.txt §5) is no day.
 */
export function seasonDays(schedule: {
  days: readonly { date: string }[];
  shows: readonly { slug: string; days: Readonly<Record<string, unknown>> }[];
}): SeasonDay[] {
  const dates = new Set([
    ...schedule.days.map((day) => day.date),
    ...schedule.shows.flatMap((show) => Object.keys(show.days)),
  ]);
  return [...dates]
    .filter((date) => !date.startsWith('1900-01-01'))
    .sort()
    .map((date) => ({ date, shows: schedule.shows.filter((show) => date in show.days).map((show) => show.slug) }));
}
