import type { WireShowtime } from '../contract/shows.ts';
import { toShowtimes } from '../model/showtime.ts';
import { describe, expect, it } from 'vitest';
import { eveningOnly, nextShowtime } from './nextShowtime.ts';

const wire = (time: string, extra: Partial<WireShowtime> = {}): WireShowtime =>
  ({
    time,
    endTime: null,
    version: 'vf',
    tags: [],
    status: 'available',
    reservabilityEnd: null,
    refCmd: `https://tickets.example/fr/V0001S${time.replace(/\D/g, '').slice(4, 12)}/booking`,
    auditoriumName: '1',
    auditoriumCapacity: '100',
    specialShowtimeDetails: null,
    highlighted: false,
    ...extra,
  }) as WireShowtime;

const paris = 'Europe/Paris';
// Monday 23 November 2026, 9:00 in Paris.
const now = new Date('2026-11-23T08:00:00Z');

describe("issue 20: the next showtime of the visitor's choice (member-and-shell.txt §9 Upcoming-showtime lookahead 7 days)", () => {
  it('the earliest bookable showtime still to come, across the cinemas shown', () => {
    const rows = [
      { slug: 'alesia', shown: toShowtimes([wire('2026-11-23 20:00:00'), wire('2026-11-23 08:30:00')]) },
      {
        slug: 'bellecour',
        shown: toShowtimes([wire('2026-11-23 11:00:00', { status: 'soldout' }), wire('2026-11-23 14:00:00')]),
      },
    ];
    // 8:30 has begun, 11:00 is sold out: 14:00 at Bellecour.
    expect(nextShowtime(rows, now, paris)).toMatchObject({ cinema: 'bellecour', showtime: { time: '14:00' } });
  });

  it('§9 lookahead: one starting now counts, one 7 days from now or later does not', () => {
    const at = (time: string) => [{ slug: 'alesia', shown: toShowtimes([wire(time)]) }];
    expect(nextShowtime(at('2026-11-23 09:00:00'), now, paris)?.showtime.time).toBe('09:00');
    expect(nextShowtime(at('2026-11-30 08:59:00'), now, paris)?.showtime.time).toBe('08:59');
    expect(nextShowtime(at('2026-11-30 09:00:00'), now, paris)).toBeNull();
  });

  it('catalogue.txt §4 Showtime status: one whose booking has closed is not offered', () => {
    const closed = [
      {
        slug: 'alesia',
        shown: toShowtimes([wire('2026-11-23 20:00:00', { reservabilityEnd: '2026-11-23T08:59:00+01:00' })]),
      },
    ];
    expect(nextShowtime(closed, now, paris)).toBeNull();
    expect(nextShowtime([], now, paris)).toBeNull();
  });
});

describe('issue 20: tonight is from 18:00 (decision 0058)', () => {
  it('keeps the showtimes from 18:00 on, and tells whether tonight has one still to book', () => {
    const rows = [{ slug: 'alesia', shown: toShowtimes([wire('2026-11-23 17:59:00'), wire('2026-11-23 18:00:00')]) }];
    expect(eveningOnly(rows)[0]?.shown.map((showtime) => showtime.time)).toEqual(['18:00']);
    expect(nextShowtime(eveningOnly(rows), now, paris)?.showtime.time).toBe('18:00');
    const afternoon = [{ slug: 'alesia', shown: toShowtimes([wire('2026-11-23 14:00:00')]) }];
    expect(nextShowtime(eveningOnly(afternoon), now, paris)).toBeNull();
  });
});
