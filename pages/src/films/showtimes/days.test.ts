import { describe, expect, it } from 'vitest';
import {
  apiCalls,
  callKey,
  everyCinema,
  scopeCinemas,
  selectedDay,
  showtimeDays,
  showtimesScope,
  toShowCinemaSchedules,
  todayOn,
  wireShowCinemas,
  type ApiCall,
} from '@marquee/data';
import showCinemasFr from '../../fixtures/show-orbite-days.fr.json' with { type: 'json' };
import { scopeCall, selectedDayCall, showtimesCall } from './days.ts';

const schedules = toShowCinemaSchedules(wireShowCinemas.parse(showCinemasFr));
const slug = 'orbite-10002';

describe('issue 9 film page: the days with showtimes', () => {
  it('today is the calendar day in the site time zone (23:30 UTC is already tomorrow in Paris)', () => {
    expect(todayOn('fr', new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayOn('fr', new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
  });

  it("lists every cinema's days from today on, sorted, once each", () => {
    expect(showtimeDays(schedules, '2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it("with a cinema chosen (the localisation filter), only that cinema's days; an unknown cinema has none", () => {
    const alesia = schedules.find((schedule) => schedule.cinema === 'marquee-alesia');
    expect(showtimeDays(schedules, '2026-11-22', 'marquee-alesia')).toEqual(Object.keys(alesia?.days ?? {}).sort());
    expect(showtimeDays(schedules, '2026-11-22', 'marquee-nowhere')).toEqual([]);
  });

  it("the address's date wins; else the first day to come; none when nothing is to come", () => {
    expect(selectedDay(['2026-11-23', '2026-11-24'], '2026-11-24')).toBe('2026-11-24');
    expect(selectedDay(['2026-11-23', '2026-11-24'], undefined)).toBe('2026-11-23');
    expect(selectedDay([], undefined)).toBeNull();
  });

  it('a cinema gives the by-date-and-area call; every cinema the by-date call', () => {
    expect(showtimesCall(slug, '2026-11-23', 'marquee-alesia')).toEqual({
      id: 'showShowtimesByDateAndArea',
      params: { slug, date: '2026-11-23', cinemaOrZone: 'marquee-alesia' },
    });
    expect(showtimesCall(slug, '2026-11-23', undefined)).toEqual({
      id: 'showShowtimesByDate',
      params: { slug, date: '2026-11-23' },
    });
  });

  it('the follow-up call needs no showCinemas answer when the address names the date; an unreadable answer gives none', () => {
    const filters = { date: '2026-11-24' };
    expect(selectedDayCall('fr', slug, filters, undefined, new Date())?.params?.date).toBe('2026-11-24');
    expect(selectedDayCall('fr', slug, undefined, { broken: true }, new Date())).toBeNull();
  });
});

describe("issue 9 film page: the loader's follow-up call is the key the page reads", () => {
  it('without a date in the address: the first day to come, under the key of useShowShowtimesByDate', () => {
    const call = selectedDayCall('fr', slug, undefined, showCinemasFr, new Date('2026-11-22T20:00:00+01:00'));
    expect(call).toEqual({ id: 'showShowtimesByDate', params: { slug, date: '2026-11-22' } });
    expect(callKey(apiCalls[call!.id] as ApiCall, { params: call!.params }, 'fr')).toBe(
      `/api/show/${slug}/showtimes/2026-11-22?language=fr`,
    );
  });

  it("late at night the first day is tomorrow in the site's zone", () => {
    const call = selectedDayCall('fr', slug, undefined, showCinemasFr, new Date('2026-11-22T23:30:00Z'));
    expect(call?.params?.date).toBe('2026-11-23');
  });

  it('with a cinema: its first day, through the by-date-and-area call', () => {
    const call = selectedDayCall(
      'fr',
      slug,
      { localisation: 'marquee-alesia' },
      showCinemasFr,
      new Date('2026-11-22T20:00:00+01:00'),
    );
    expect(call).toEqual({
      id: 'showShowtimesByDateAndArea',
      params: { slug, date: '2026-11-22', cinemaOrZone: 'marquee-alesia' },
    });
  });
});

describe('issue 10 film page: the showtimes follow the locator choice unless the address names a localisation', () => {
  const lists = {
    cinemas: [
      { slug: 'marquee-beaugrenelle', gpsPosition: { x: 48.8484, y: 2.2821 } },
      { slug: 'marquee-alesia', gpsPosition: { x: 48.8277, y: 2.3265 } },
      { slug: 'marquee-bellecour', gpsPosition: { x: 45.7578, y: 4.832 } },
    ],
    cities: [
      { slug: 'paris', cinemas: ['marquee-beaugrenelle', 'marquee-alesia', 'marquee-wepler'] },
      { slug: 'lyon', cinemas: ['marquee-bellecour'] },
    ],
  };
  const paris = ['marquee-beaugrenelle', 'marquee-alesia', 'marquee-wepler'];

  it('the address wins: a cinema filter is that cinema, a city filter the city zone with its cinemas', () => {
    expect(showtimesScope('marquee-alesia', { type: 'city', slug: 'lyon' }, ['marquee-bellecour'], lists)).toEqual({
      type: 'area',
      area: 'marquee-alesia',
      cinemas: ['marquee-alesia'],
    });
    expect(showtimesScope('paris', null, [], lists)).toEqual({ type: 'area', area: 'paris', cinemas: paris });
    // Lists unknown: the filter is read as the cinema the page's select writes.
    expect(showtimesScope('marquee-x', null, [], { cinemas: [], cities: [] })).toEqual({
      type: 'area',
      area: 'marquee-x',
      cinemas: ['marquee-x'],
    });
  });

  it('a cinema or a city choice asks its area; a position or the favourites keep every cinema’s day to theirs', () => {
    expect(showtimesScope(undefined, { type: 'city', slug: 'paris' }, paris, lists)).toEqual({
      type: 'area',
      area: 'paris',
      cinemas: paris,
    });
    expect(
      showtimesScope(undefined, { type: 'cinema', slug: 'marquee-bellecour' }, ['marquee-bellecour'], lists),
    ).toEqual({ type: 'area', area: 'marquee-bellecour', cinemas: ['marquee-bellecour'] });
    expect(showtimesScope(undefined, { type: 'favorite' }, ['marquee-alesia'], lists)).toEqual({
      type: 'cinemas',
      cinemas: ['marquee-alesia'],
    });
    expect(showtimesScope(undefined, null, [], lists)).toEqual(everyCinema);
  });

  it('the days are those of the scope’s cinemas', () => {
    expect(showtimeDays(schedules, '2026-11-22', ['marquee-nowhere'])).toEqual([]);
    expect(showtimeDays(schedules, '2026-11-22', ['marquee-alesia', 'marquee-beaugrenelle'])).toEqual(
      showtimeDays(schedules, '2026-11-22'),
    );
    expect(scopeCinemas(everyCinema)).toBeUndefined();
  });

  it('the follow-up call of a city choice is its zone’s area call; of a position, the by-date call', () => {
    const now = new Date('2026-11-22T20:00:00+01:00');
    const city = showtimesScope(undefined, { type: 'city', slug: 'paris' }, paris, lists);
    expect(selectedDayCall('fr', slug, undefined, showCinemasFr, now, city)).toEqual({
      id: 'showShowtimesByDateAndArea',
      params: { slug, date: '2026-11-22', cinemaOrZone: 'paris' },
    });
    const position = showtimesScope(undefined, { type: 'position', latitude: 48.857, longitude: 2.352 }, paris, lists);
    expect(selectedDayCall('fr', slug, undefined, showCinemasFr, now, position)).toEqual({
      id: 'showShowtimesByDate',
      params: { slug, date: '2026-11-22' },
    });
    expect(scopeCall(slug, '2026-11-23', city)).toEqual(showtimesCall(slug, '2026-11-23', 'paris'));
    // No cinema of the choice shows the film: no day, no call.
    const nowhere = showtimesScope(undefined, { type: 'favorite' }, ['marquee-nowhere'], lists);
    expect(selectedDayCall('fr', slug, undefined, showCinemasFr, now, nowhere)).toBeNull();
  });
});
