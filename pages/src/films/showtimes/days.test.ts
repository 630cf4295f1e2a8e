import { describe, expect, it } from 'vitest';
import { apiCalls, callKey, toShowCinemaSchedules, wireShowCinemas, type ApiCall } from '@marquee/data';
import showCinemasFr from '../fixtures/show-orbite-days.fr.json' with { type: 'json' };
import { selectedDay, selectedDayCall, showtimeDays, showtimesCall, todayOn } from './days.ts';

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
