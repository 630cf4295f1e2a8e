import { describe, expect, it } from 'vitest';
import { wireShowsResponse } from './shows.ts';
import { collectDropped } from './lenient.ts';
import { toShowSummary } from '../model/show.ts';

// Two entries in the shapes the real API answered over time
// (shared/reference/real-api.md §3.1 and open question 2).
const show2025 = {
  slug: 'novocaine-40579',
  title: 'Novocaine',
  releaseAt: ['2025-03-12'],
  posterPath: { lg: 'https://media.example/poster/lg', md: 'https://media.example/poster/md' },
  backgroundPath: { lg: 'a', md: 'b', sm: 'c' },
  label: null,
  contentRating: { ref: '-12ans', description: '-12 jaar', extendedDescription: null },
  cinechecks: [{ ref: 'vio', description: 'Geweld' }],
  isMovie: false,
  isNew: true,
  isEventSpecial: false,
  isComingSoon: false,
  notComingSoon: true,
  specialEvent: false,
  homeOrder: 3,
  genericOrder: 7,
  upcomingOrder: 0,
  mostAwaitedOrder: 0,
  type: 'FILM',
  duration: 110,
  genres: ['Actie'],
  directors: ['Dan Berk, Robert Olsen'],
  next24ShowtimesCount: 42,
  showRef: 'HO00001154',
};
const show2026 = {
  ...show2025,
  slug: 'leviticus-53403',
  releaseAt: { NL_NL: '2026-07-30' },
  contentRating: [],
  genresSlug: ['horror'],
  labelCategory: null,
  type: null,
  posterPath: null,
  isComingSoon: true,
  notComingSoon: false,
};

describe('GET /api/shows wire contract (real-api.md §3.1)', () => {
  it('parses both drifted shapes of releaseAt and contentRating', () => {
    const parsed = wireShowsResponse.parse({ shows: [show2025, show2026], labels: [], contentratings: [] });
    expect(parsed.shows).toHaveLength(2);
    expect(parsed.shows[1]?.releaseAt).toEqual({ NL_NL: '2026-07-30' });
    expect(parsed.shows[1]?.contentRating).toEqual([]);
  });

  it('keeps unknown fields (tolerant reading)', () => {
    const parsed = wireShowsResponse.parse({ shows: [show2026] });
    expect(parsed.shows[0]).toMatchObject({ genresSlug: ['horror'] });
  });

  it('drops a summary without a slug and keeps the others (decision 0030)', () => {
    const { value, dropped } = collectDropped(() =>
      wireShowsResponse.parse({ shows: [{ ...show2025, slug: '' }, show2025] }),
    );
    expect(value.shows).toHaveLength(1);
    expect(dropped).toMatchObject([{ list: 'shows', index: 0 }]);
  });

  it('still refuses an answer that is not the call’s answer at all (no shows list)', () => {
    expect(() => wireShowsResponse.parse({ shows: 'none' })).toThrow();
  });
});

describe('Show summary mapper (catalogue.txt §4 Show flags)', () => {
  it('released and bookable are the opposite of coming soon', () => {
    expect(toShowSummary(wireShowsResponse.parse({ shows: [show2025] }).shows[0]!)).toMatchObject({
      released: true,
      bookable: true,
    });
    expect(toShowSummary(wireShowsResponse.parse({ shows: [show2026] }).shows[0]!)).toMatchObject({
      released: false,
      bookable: false,
    });
  });

  it('maps an unrated show ([] on the wire) to no content rating', () => {
    const model = toShowSummary(wireShowsResponse.parse({ shows: [show2026] }).shows[0]!);
    expect(model.contentRating).toBeNull();
    expect(model.poster).toBeNull();
  });
});
