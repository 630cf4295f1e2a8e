import { describe, expect, it } from 'vitest';
import {
  addFavouriteCinema,
  cinemasNearby,
  cinemaWeekOffset,
  citySlug,
  headerCinemasLink,
  nauticalMilesToKilometres,
  partnersWithTheatres,
  removeFavouriteCinema,
  toggleFavouriteCinema,
} from './cinemas.ts';

describe('catalogue.txt §9 Distance', () => {
  it('nautical miles times 1.853159616 gives kilometres', () => {
    expect(nauticalMilesToKilometres(10)).toBeCloseTo(18.53159616, 10);
    expect(nauticalMilesToKilometres(0)).toBe(0);
  });
});

describe('catalogue.txt §5 Cinema proximity (member §9 locator defaults 6 within 50)', () => {
  const at = (slug: string, distance: number) => ({ slug, distance });

  it('keeps cinemas within the maximum distance, the limit included, nearest first', () => {
    const cinemas = [at('far', 50.01), at('edge', 50), at('near', 1.5), at('mid', 20)];
    expect(cinemasNearby(cinemas).map((cinema) => cinema.slug)).toEqual(['near', 'mid', 'edge']);
  });

  it('cuts to the maximum count, 6 by default', () => {
    const cinemas = Array.from({ length: 9 }, (_, index) => at(`c${index}`, 9 - index));
    expect(cinemasNearby(cinemas).map((cinema) => cinema.distance)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cinemasNearby(cinemas, { maxDistance: 4, maxCount: 10 })).toHaveLength(4);
  });
});

describe('member-and-shell.txt §4 Favourite cinemas, state', () => {
  it('adding puts the slug first, deduplicates and cuts to the limit', () => {
    expect(addFavouriteCinema(['a', 'b', 'c'], 'b', { isKnownCinema: true, limit: 5 })).toEqual({
      ok: true,
      value: ['b', 'a', 'c'],
    });
    expect(addFavouriteCinema(['a', 'b', 'c', 'd', 'e'], 'f', { isKnownCinema: true, limit: 5 })).toEqual({
      ok: true,
      value: ['f', 'a', 'b', 'c', 'd'],
    });
    expect(addFavouriteCinema(['a'], 'b', { isKnownCinema: true })).toEqual({ ok: true, value: ['b', 'a'] });
  });

  it('with no client, favourites change nothing', () => {
    expect(addFavouriteCinema(null, 'a', { isKnownCinema: true, limit: 1 })).toEqual({ ok: true, value: null });
    expect(removeFavouriteCinema(null, 'a')).toBeNull();
  });

  it('adding an unknown cinema is an error', () => {
    expect(addFavouriteCinema(['a'], 'nowhere', { isKnownCinema: false, limit: 5 })).toEqual({
      ok: false,
      error: 'unknown-cinema',
    });
  });

  it('removing drops the slug', () => {
    expect(removeFavouriteCinema(['a', 'b'], 'a')).toEqual(['b']);
    expect(removeFavouriteCinema(['a', 'b'], 'z')).toEqual(['a', 'b']);
  });
});

describe('member-and-shell.txt §4 Favourite toggle, §8 Favourite limit reached (Cinemas.Alert.Title/Subtitle)', () => {
  it('adds when one under the limit, reaching it', () => {
    expect(toggleFavouriteCinema(['a', 'b', 'c', 'd'], 'e', 5)).toEqual({
      outcome: 'added',
      favourites: ['e', 'a', 'b', 'c', 'd'],
    });
  });

  it('refuses at exactly the limit with a 10 s warning carrying the number', () => {
    expect(toggleFavouriteCinema(['a'], 'b', 1)).toEqual({
      outcome: 'refused',
      warning: {
        level: 'warning',
        titleKey: 'Cinemas.Alert.Title',
        subtitleKey: 'Cinemas.Alert.Subtitle',
        count: 1,
        autoCloseMs: 10_000,
      },
    });
  });

  it('removes a present slug, even at the limit', () => {
    expect(toggleFavouriteCinema(['a', 'b', 'c', 'd', 'e'], 'c', 5)).toEqual({
      outcome: 'removed',
      favourites: ['a', 'b', 'd', 'e'],
    });
  });

  it('asks for sign-in without a client (§6)', () => {
    expect(toggleFavouriteCinema(null, 'a', 5)).toEqual({ outcome: 'sign-in-required' });
  });
});

describe('catalogue.txt §9 Cinema week offset', () => {
  it('is 3 by default, otherwise the configured week start plus 1', () => {
    expect(cinemaWeekOffset(undefined)).toBe(3);
    expect(cinemaWeekOffset(null)).toBe(3);
    expect(cinemaWeekOffset(0)).toBe(1);
    expect(cinemaWeekOffset(2)).toBe(3);
    expect(cinemaWeekOffset(4)).toBe(5);
  });
});

describe('member-and-shell.txt §2 Cinema.City.Single city naming', () => {
  it('lower-cases and turns only the first space into a hyphen', () => {
    expect(citySlug('Paris')).toBe('paris');
    expect(citySlug('Den Haag')).toBe('den-haag');
    expect(citySlug('Aix en Provence')).toBe('aix-en provence');
  });
});

describe('member-and-shell.txt §2 Header Cinemas link target', () => {
  it('goes to the single cinema when the selected city has exactly one', () => {
    expect(
      headerCinemasLink({ city: { slug: 'tilburg', cinemaSlugs: ['pathe-tilburg'] }, cinemaSlug: 'other' }),
    ).toEqual({
      kind: 'Cinema.Single',
      slug: 'pathe-tilburg',
    });
  });

  it('goes to the city page when it has several', () => {
    expect(headerCinemasLink({ city: { slug: 'paris', cinemaSlugs: ['a', 'b'] } })).toEqual({
      kind: 'Cinema.City.Single',
      slug: 'paris',
    });
  });

  it('goes to the selected cinema without a city, otherwise to the list', () => {
    expect(headerCinemasLink({ city: { slug: 'x', cinemaSlugs: [] }, cinemaSlug: 'wepler' })).toEqual({
      kind: 'Cinema.Single',
      slug: 'wepler',
    });
    expect(headerCinemasLink({})).toEqual({ kind: 'Cinema.List' });
  });
});

describe('member-and-shell.txt §5 dropped records', () => {
  it('drops partner cinemas without theatre data', () => {
    const partners = [
      { slug: 'a', theaters: [{}] },
      { slug: 'b', theaters: [] },
      { slug: 'c', theaters: null },
      { slug: 'd' },
    ];
    expect(partnersWithTheatres(partners).map((partner) => partner.slug)).toEqual(['a']);
  });
});
