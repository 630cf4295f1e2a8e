import { describe, expect, it } from 'vitest';
import { toSearchResults, type WireSearchResult } from '@marquee/data';
import { searchCinemaSlug, toSearchPopinResults } from './searchResults.ts';

const texts = {
  date: () => null,
  released: (date: string) => date,
  from: (date: string) => date,
  interval: (start: string, end: string) => `${start}-${end}`,
};

const cinemas = toSearchResults([
  { type: 'cinema', title: 'Marquee Wepler', slug: 'marquee-wepler', city: 'Paris', postalCode: '75018' },
  { type: 'cinema', title: 'Marquee Alésia', slug: 'marquee-alesia', city: 'Paris', postalCode: '75014' },
] as WireSearchResult[]);

describe('member-and-shell.txt §2 Search pop-in cinema rows: "a favourite toggle requiring sign-in"', () => {
  it('each row carries the member’s heart for its cinema, and gives its slug back to the toggle', () => {
    const results = toSearchPopinResults(cinemas, {
      site: 'fr',
      language: 'fr',
      texts,
      favourite: (slug) => ({ isFavourite: slug === 'marquee-wepler', isFavouritePending: slug === 'marquee-alesia' }),
    });
    expect(results.cinema).toEqual([
      expect.objectContaining({
        name: 'Marquee Wepler',
        postalCode: '75018',
        isFavourite: true,
        isFavouritePending: false,
      }),
      expect.objectContaining({ name: 'Marquee Alésia', isFavourite: false, isFavouritePending: true }),
    ]);
    expect(results.cinema.map(searchCinemaSlug)).toEqual(['marquee-wepler', 'marquee-alesia']);
  });

  it('without a member, no row is a favourite', () => {
    const results = toSearchPopinResults(cinemas, { site: 'fr', language: 'fr', texts });
    expect(results.cinema.map((row) => row.isFavourite)).toEqual([false, false]);
  });
});
