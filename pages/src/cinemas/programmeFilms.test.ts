import { describe, expect, it } from 'vitest';
import {
  toSchedule,
  toShowSummary,
  wireCinemaProgramme,
  wireShowsResponse,
  programmeFilms,
  titleFromSlug,
} from '@marquee/data';
import cinemaShows from '../fixtures/cinemaShows.fr.json' with { type: 'json' };
import shows from '../fixtures/cinemas-shows.fr.json' with { type: 'json' };

const programme = toSchedule(wireCinemaProgramme.parse(cinemaShows)).shows;
const summaries = wireShowsResponse.parse(shows).shows.map(toShowSummary);

describe('programmeFilms (member-and-shell.txt §3 Schedule, per cinema)', () => {
  it('lists every show of the programme in its order, titled from the shows list', () => {
    const films = programmeFilms(programme, summaries);
    expect(films.map((film) => film.slug)).toEqual(programme.map((show) => show.slug));
    expect(films[0]).toEqual({ slug: 'la-derniere-seance-10001', title: 'La Dernière Séance', kind: 'Shows.Movie' });
  });

  it('decision 0030: a show whose strand is a stage one (Opera) links to the events page; isMovie false alone does not', () => {
    const [first] = summaries;
    expect(programmeFilms(programme.slice(0, 1), [{ ...first!, strand: 'Opera' }])[0]!.kind).toBe(
      'Shows.Entertainment',
    );
    expect(programmeFilms(programme.slice(0, 1), [{ ...first!, movie: false }])[0]!.kind).toBe('Shows.Movie');
  });

  it('real-api.md §3.5: a show missing from the shows list keeps its place, titled from its slug', () => {
    const films = programmeFilms(programme, undefined);
    expect(films).toHaveLength(programme.length);
    expect(films[0]).toEqual({ slug: 'la-derniere-seance-10001', title: 'La derniere seance', kind: 'Shows.Movie' });
  });

  it('titleFromSlug drops the trailing id only', () => {
    expect(titleFromSlug('symphonie-n-9-en-direct-10044')).toBe('Symphonie n 9 en direct');
    expect(titleFromSlug('rouge-express')).toBe('Rouge express');
  });
});
