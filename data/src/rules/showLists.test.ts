import type { ShowSummary } from '../model/show.ts';
import { defaultFeatures } from '../sites/features.ts';
import { describe, expect, it } from 'vitest';
import { homeShows, showsOfTab, upcomingShows, visibleShowsTabs } from './showLists.ts';

function show(slug: string, overrides: Partial<ShowSummary> = {}): ShowSummary {
  return {
    slug,
    title: slug,
    poster: null,
    backdrop: null,
    contentRating: null,
    movie: true,
    new: false,
    notComingSoon: true,
    released: true,
    bookable: true,
    premiere: false,
    flag: null,
    label: null,
    genres: [],
    genreSlugs: [],
    duration: 100,
    strand: null,
    releaseAt: {},
    releaseDate: null,
    orders: { default: null, home: null, upcoming: null },
    salesOpeningDate: null,
    showtimesDisplayDate: null,
    specialEvent: false,
    reference: null,
    isKids: false,
    ...overrides,
  };
}

const orders = (order: Partial<ShowSummary['orders']>) => ({
  orders: { default: null, home: null, upcoming: null, ...order },
});
const slugs = (shows: ShowSummary[]) => shows.map((item) => item.slug);
const now = Date.parse('2026-11-21T12:00:00Z');
const allOn = { presaleEnabled: true, previewEnabled: true };

describe('catalogue.txt §3 Show summary orders', () => {
  it('the home lists the released shows in the home order (issue 22: every real show has one)', () => {
    const shows = [
      show('third', orders({ home: 3, default: 1 })),
      show('coming', { released: false, ...orders({ home: 0 }) }),
      show('first', orders({ home: 1 })),
      show('second', orders({ home: 2 })),
    ];
    expect(slugs(homeShows(shows))).toEqual(['first', 'second', 'third']);
  });

  it('upcoming lists unreleased shows in the upcoming order, those without one last by title', () => {
    const shows = [
      show('released', { ...orders({ upcoming: 1 }) }),
      show('b-no-order', { released: false }),
      show('two', { released: false, ...orders({ upcoming: 2 }) }),
      show('a-no-order', { released: false }),
      show('one', { released: false, ...orders({ upcoming: 1 }) }),
    ];
    expect(slugs(upcomingShows(shows))).toEqual(['one', 'two', 'a-no-order', 'b-no-order']);
  });
});

describe('catalogue.txt §2 Shows list tab fragments: book, presales, kids, special, upcoming', () => {
  const shows = [
    show('film-2', orders({ default: 2 })),
    show('film-1', orders({ default: 1 })),
    show('kids-film', { isKids: true, ...orders({ default: 3 }) }),
    show('opera', { specialEvent: true, movie: false, ...orders({ default: 4 }) }),
    show('on-sale', { released: false, salesOpeningDate: '2026-11-19T08:00:00.000Z', ...orders({ upcoming: 2 }) }),
    show('sale-later', { released: false, salesOpeningDate: '2026-12-01T08:00:00.000Z', ...orders({ upcoming: 3 }) }),
    show('premiere', { released: false, premiere: true, ...orders({ upcoming: 1 }) }),
    show('kids-soon', { released: false, isKids: true, ...orders({ default: 5, upcoming: 4 }) }),
  ];

  it('book: released shows in the default order', () => {
    expect(slugs(showsOfTab(shows, 'book', { features: allOn, now }))).toEqual([
      'film-1',
      'film-2',
      'kids-film',
      'opera',
    ]);
  });

  it('presales: unreleased shows whose sales opened, and premieres, in the upcoming order', () => {
    expect(slugs(showsOfTab(shows, 'presales', { features: allOn, now }))).toEqual(['premiere', 'on-sale']);
  });

  it('presales: a sale opening after now is not a presale yet', () => {
    const later = Date.parse('2026-12-01T08:00:00Z');
    expect(slugs(showsOfTab(shows, 'presales', { features: allOn, now: later }))).toEqual([
      'premiere',
      'on-sale',
      'sale-later',
    ]);
  });

  it('presales: each switch keeps only its own shows', () => {
    const presaleOnly = { presaleEnabled: true, previewEnabled: false };
    const previewOnly = { presaleEnabled: false, previewEnabled: true };
    expect(slugs(showsOfTab(shows, 'presales', { features: presaleOnly, now }))).toEqual(['on-sale']);
    expect(slugs(showsOfTab(shows, 'presales', { features: previewOnly, now }))).toEqual(['premiere']);
  });

  it('kids: kids shows, released or not, in the default order', () => {
    expect(slugs(showsOfTab(shows, 'kids', { features: allOn, now }))).toEqual(['kids-film', 'kids-soon']);
  });

  it('special: special events', () => {
    expect(slugs(showsOfTab(shows, 'special', { features: allOn, now }))).toEqual(['opera']);
  });

  it('upcoming: unreleased shows in the upcoming order', () => {
    expect(slugs(showsOfTab(shows, 'upcoming', { features: allOn, now }))).toEqual([
      'premiere',
      'on-sale',
      'sale-later',
      'kids-soon',
    ]);
  });
});

describe('member-and-shell.txt §9 "preview and presale off in nl"', () => {
  it('nl has no presales tab', () => {
    expect(visibleShowsTabs(defaultFeatures('nl'))).toEqual(['book', 'kids', 'special', 'upcoming']);
  });

  it('fr has every tab', () => {
    expect(visibleShowsTabs(defaultFeatures('fr'))).toEqual(['book', 'presales', 'kids', 'special', 'upcoming']);
  });

  it('either switch keeps the presales tab', () => {
    expect(visibleShowsTabs({ presaleEnabled: false, previewEnabled: true })).toContain('presales');
    expect(visibleShowsTabs({ presaleEnabled: true, previewEnabled: false })).toContain('presales');
  });
});
