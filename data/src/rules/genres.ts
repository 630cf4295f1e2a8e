import { filterShowtimes } from './showtimes.ts';

/** A genre as the genre filter offers it: its address word and its name in the page's language. */
export interface GenreChoice {
  value: string;
  label: string;
}

interface ShowWithGenres {
  genres: readonly string[];
  genreSlugs: readonly string[];
}

/**
 * The genres the shows have, each once, by name in the language's order (member §2 Filters in the
 * address, key `genres`). A genre with no address word is not offered.
 */
export function genreChoices(shows: readonly ShowWithGenres[], language: string): GenreChoice[] {
  const byValue = new Map<string, string>();
  for (const show of shows) {
    show.genreSlugs.forEach((value, index) => {
      const label = show.genres[index];
      if (value && label && !byValue.has(value)) byValue.set(value, label);
    });
  }
  const collator = new Intl.Collator(language);
  return [...byValue]
    .map(([value, label]) => ({ value, label }))
    .toSorted((a, b) => collator.compare(a.label, b.label));
}

/** catalogue.txt §5 Showtime filtering, "genres are matched": the shows of any of these genres (all when none). */
export function showsOfGenres<T extends ShowWithGenres>(shows: readonly T[], genres: readonly string[]): T[] {
  return shows.filter((show) => filterShowtimes([{ tags: [], genres: show.genreSlugs }], { genres }).length > 0);
}
