import { describe, expect, it } from 'vitest';
import {
  filterShowtimes,
  isWithinUpcomingLookahead,
  orderByBoost,
  showBoost,
  showFlags,
  showtimeStatus,
  type FilterableShow,
} from './showtimes.ts';

const now = new Date('2026-09-11T10:30:00Z');

describe('catalogue.txt §4 Showtime status', () => {
  it('soldout gives soldout, whatever the reservability end', () => {
    expect(showtimeStatus({ status: 'soldout', reservabilityEnd: '2020-01-01T00:00:00Z' }, now)).toBe('soldout');
  });

  it('available gives available while the reservability end is not before now, exactly now included', () => {
    expect(showtimeStatus({ status: 'available', reservabilityEnd: '2026-09-11T12:30:00+02:00' }, now)).toBe(
      'available',
    );
    expect(showtimeStatus({ status: 'available', reservabilityEnd: '2026-09-11T10:30:00.001Z' }, now)).toBe(
      'available',
    );
  });

  it('available gives locked once the reservability end is before now', () => {
    expect(showtimeStatus({ status: 'available', reservabilityEnd: '2026-09-11T12:29:59.999+02:00' }, now)).toBe(
      'locked',
    );
  });

  it('an unreadable end locks; a missing end sets no limit', () => {
    expect(showtimeStatus({ status: 'available', reservabilityEnd: 'soon' }, now)).toBe('locked');
    expect(showtimeStatus({ status: 'available', reservabilityEnd: null }, now)).toBe('available');
  });

  it.each(['cancelled', '', null, undefined, 'AVAILABLE'])('any other status (%j) gives locked', (status) => {
    expect(showtimeStatus({ status, reservabilityEnd: '2030-01-01T00:00:00Z' }, now)).toBe('locked');
  });
});

describe('catalogue.txt §4 Show flags', () => {
  it('released and bookable are the opposite of coming soon', () => {
    expect(showFlags({ isComingSoon: true, tags: [] })).toEqual({ released: false, bookable: false, premiere: false });
    expect(showFlags({ isComingSoon: false, tags: [] })).toMatchObject({ released: true, bookable: true });
  });

  it('a show is a premiere if its tags include avp or avp-equipe, not AVP or other spellings', () => {
    expect(showFlags({ isComingSoon: false, tags: ['imax', 'avp'] }).premiere).toBe(true);
    expect(showFlags({ isComingSoon: false, tags: ['avp-equipe'] }).premiere).toBe(true);
    expect(showFlags({ isComingSoon: false, tags: ['AVP', 'avant-premiere'] }).premiere).toBe(false);
  });
});

describe('catalogue.txt §5 Showtime filtering', () => {
  const vost3d: FilterableShow = { tags: ['3d', 'DEFAULT'], version: 'vost', genres: ['action'], bookable: true };
  const vfAvpEquipe: FilterableShow = { tags: ['avp-equipe', 'vf'], version: 'vf', genres: ['drame'], bookable: false };
  const opera: FilterableShow = {
    tags: ['LIVE'],
    version: 'vo',
    genres: ['opera'],
    bookable: true,
    isEntertainment: true,
  };
  const all = [vost3d, vfAvpEquipe, opera];

  it('keeps everything with no filter', () => {
    expect(filterShowtimes(all, {})).toEqual(all);
  });

  it('matches languages against tags or the version', () => {
    expect(filterShowtimes(all, { languages: ['vost'] })).toEqual([vost3d]);
    expect(filterShowtimes(all, { languages: ['vf'] })).toEqual([vfAvpEquipe]);
    expect(filterShowtimes(all, { languages: ['vost', 'vo'] })).toEqual([vost3d, opera]);
  });

  it('matches types against tags, avp matching avp-equipe', () => {
    expect(filterShowtimes(all, { types: ['3d'] })).toEqual([vost3d]);
    expect(filterShowtimes(all, { types: ['avp'] })).toEqual([vfAvpEquipe]);
  });

  it('exempts the entertainment type from tag matching: it keeps entertainments', () => {
    expect(filterShowtimes(all, { types: ['entertainment'] })).toEqual([opera]);
    expect(filterShowtimes([{ tags: ['entertainment'] }], { types: ['entertainment'] })).toEqual([]);
  });

  it('matches genres, and every filter applies together', () => {
    expect(filterShowtimes(all, { genres: ['drame', 'opera'] })).toEqual([vfAvpEquipe, opera]);
    expect(filterShowtimes(all, { genres: ['drame', 'opera'], languages: ['vo'] })).toEqual([opera]);
  });

  it('keeps only bookable shows unless bookable is unset', () => {
    expect(filterShowtimes(all, { bookable: true })).toEqual([vost3d, opera]);
    expect(filterShowtimes(all, { bookable: undefined })).toEqual(all);
  });
});

describe('member-and-shell.txt §9 Upcoming-showtime lookahead of 7 days', () => {
  it('includes exactly now and excludes exactly 7 days later', () => {
    expect(isWithinUpcomingLookahead(now, now)).toBe(true);
    expect(isWithinUpcomingLookahead(new Date(now.getTime() + 7 * 86_400_000 - 1), now)).toBe(true);
    expect(isWithinUpcomingLookahead(new Date(now.getTime() + 7 * 86_400_000), now)).toBe(false);
    expect(isWithinUpcomingLookahead(new Date(now.getTime() - 1), now)).toBe(false);
  });
});

describe('member-and-shell.txt §9 Show ordering boost', () => {
  it('boosts 3 for the preferred show, 2 for premieres, 1 for upsell', () => {
    expect(showBoost({ preferred: true, premiere: true })).toBe(3);
    expect(showBoost({ premiere: true, upsell: true })).toBe(2);
    expect(showBoost({ upsell: true })).toBe(1);
    expect(showBoost({})).toBe(0);
  });

  it('orders boosted shows first and keeps the rest in place', () => {
    const shows = [
      { id: 'a' },
      { id: 'b', upsell: true },
      { id: 'c' },
      { id: 'd', premiere: true },
      { id: 'e', preferred: true },
    ];
    expect(orderByBoost(shows).map((show) => show.id)).toEqual(['e', 'd', 'b', 'a', 'c']);
  });
});
