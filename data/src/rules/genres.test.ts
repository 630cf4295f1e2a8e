import { describe, expect, it } from 'vitest';
import { genreChoices, showsOfGenres } from './genres.ts';

const drama = { slug: 'a', genres: ['Drame', 'Comédie'], genreSlugs: ['drame', 'comedie'] };
const scifi = { slug: 'b', genres: ['Science-fiction', 'Drame'], genreSlugs: ['science-fiction', 'drame'] };
const action = { slug: 'c', genres: ['Action'], genreSlugs: ['action'] };
const none = { slug: 'd', genres: [], genreSlugs: [] };
const shows = [drama, scifi, action, none];

describe('catalogue.txt §5 Showtime filtering: genres are matched (the shows list genre filter)', () => {
  it('keeps the shows of any chosen genre, in their order; no genre keeps them all', () => {
    expect(showsOfGenres(shows, ['drame'])).toEqual([drama, scifi]);
    expect(showsOfGenres(shows, ['action', 'comedie'])).toEqual([drama, action]);
    expect(showsOfGenres(shows, [])).toEqual(shows);
    expect(showsOfGenres(shows, ['western'])).toEqual([]);
  });

  it('offers each genre of the shows once, by name in the language’s order', () => {
    expect(genreChoices(shows, 'fr')).toEqual([
      { value: 'action', label: 'Action' },
      { value: 'comedie', label: 'Comédie' },
      { value: 'drame', label: 'Drame' },
      { value: 'science-fiction', label: 'Science-fiction' },
    ]);
  });
});
