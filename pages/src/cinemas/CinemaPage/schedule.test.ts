import { describe, expect, it } from 'vitest';
import {
  addDays,
  cinemaWeekOffset,
  isoWeekday,
  toSchedule,
  wireCinemaProgramme,
  cinemaDay,
  programmeDays,
  programmeWeek,
  showsOfDay,
  weekStartOf,
} from '@marquee/data';
import { selectedDayCalls } from './schedule.ts';
import programmeFr from '../../fixtures/cinemaPage-programme.fr.json' with { type: 'json' };

const schedule = toSchedule(wireCinemaProgramme.parse(programmeFr));
/** The fixture was recorded on Sunday 2026-11-22. */
const today = '2026-11-22';

describe('programme week (catalogue.txt §9 cinema week offset)', () => {
  it('numbers weekdays the ISO way, 1 Monday to 7 Sunday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-25')).toBe(3);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('moves dates across months and years', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('catalogue.txt §9: the default offset 3 starts weeks on Wednesday, the French cinema week', () => {
    const offset = cinemaWeekOffset(null);
    expect(offset).toBe(3);
    expect(weekStartOf('2026-11-22', offset)).toBe('2026-11-18');
    // A Wednesday starts its own week; the Tuesday after still belongs to it.
    expect(weekStartOf('2026-11-25', offset)).toBe('2026-11-25');
    expect(weekStartOf('2026-12-01', offset)).toBe('2026-11-25');
  });

  it('catalogue.txt §9: a configured week start 3 gives offset 4, weeks from Thursday (the Dutch cinema week)', () => {
    const offset = cinemaWeekOffset(3);
    expect(offset).toBe(4);
    expect(weekStartOf('2026-11-25', offset)).toBe('2026-11-19');
    expect(weekStartOf('2026-11-26', offset)).toBe('2026-11-26');
  });

  it('an offset past Sunday wraps to the start of the week (week start 7 gives 8, Monday)', () => {
    expect(weekStartOf('2026-11-22', 8)).toBe('2026-11-16');
    expect(weekStartOf('2026-11-23', 8)).toBe('2026-11-23');
  });
});

describe('programme days (GET cinema/{slug}/shows: the shows’ day cells)', () => {
  it('lists the days with a cell from today on, sorted', () => {
    const days = programmeDays(schedule, today);
    expect(days[0]).toBe('2026-11-22');
    expect(days).toHaveLength(14);
    expect(programmeDays(schedule, '2026-12-05')).toEqual(['2026-12-05']);
  });

  it('opens on the address’s date, else the first programme day; none without programme', () => {
    expect(cinemaDay(schedule, today, undefined)).toBe('2026-11-22');
    expect(cinemaDay(schedule, today, '2026-11-29')).toBe('2026-11-29');
    expect(cinemaDay(toSchedule({ days: {}, shows: {} }), today, undefined)).toBeNull();
  });

  it('shows the selected week from today on, with the links to the previous and next weeks', () => {
    const days = programmeDays(schedule, today);
    // Sunday 22 belongs to the week of Wednesday 18: only Sunday to Tuesday are still to come.
    const first = programmeWeek('2026-11-22', days, 3, today);
    expect(first.start).toBe('2026-11-18');
    expect(first.days.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('2026-11-25');
    const second = programmeWeek('2026-11-29', days, 3, today);
    expect(second.days.map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(second.previous).toBe('2026-11-22');
    expect(second.next).toBe('2026-12-02');
    // The last programme day (Saturday 5 December) ends the programme: the week's later days, to Tuesday 8, have none.
    const last = programmeWeek('2026-12-05', days, 3, today);
    expect(last.days.filter((day) => !day.hasShowtimes).map((day) => day.date)).toEqual([
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
    ]);
    expect(last.next).toBeNull();
  });

  it('a previous week without programme is skipped to the closest week that has one', () => {
    const week = programmeWeek('2026-12-10', ['2026-11-22', '2026-11-23', '2026-12-10'], 3, today);
    expect(week.previous).toBe('2026-11-22');
  });

  it('keeps a chosen day with no showtimes in its week, marked as such', () => {
    const week = programmeWeek('2026-12-07', ['2026-11-22'], 3, today);
    expect(week.days.find((day) => day.date === '2026-12-07')).toEqual({ date: '2026-12-07', hasShowtimes: false });
  });
});

describe('shows of the day and their showtimes calls', () => {
  it('keeps the shows with a cell that day, in the programme’s order (cineOrder)', () => {
    expect(showsOfDay(schedule, '2026-11-22').map((show) => show.slug)).toEqual([
      'la-derniere-seance-10001',
      'orbite-10002',
      'le-voyage-de-mila-10003',
      'rouge-express-10007',
      'le-grand-demenagement-10008',
    ]);
    // The concert plays one day only, ordered 48th.
    expect(
      showsOfDay(schedule, '2026-11-25')
        .map((show) => show.slug)
        .at(-1),
    ).toBe('concert-anniversaire-les-etoiles-10048');
  });

  it('member §9 show ordering boost on the recorded programme: the day’s highlighted show first, then the order', () => {
    // 2026-11-29 highlights ciel-d-automne (an avant-première too), 34th in the programme's order.
    const playing = schedule.shows.filter((show) => '2026-11-29' in show.days).map((show) => show.slug);
    expect(playing[0]).not.toBe('ciel-d-automne-10034');
    const boosted = showsOfDay(schedule, '2026-11-29').map((show) => show.slug);
    expect(boosted).toEqual(['ciel-d-automne-10034', ...playing.filter((slug) => slug !== 'ciel-d-automne-10034')]);
  });

  it('member §9 boost: the highlighted show beats a premiere, a premiere beats the upsell', () => {
    const wire = {
      days: { '2026-11-22': { upsell: { showSlug: 'c' }, highlightedShowtime: { type: 'tag', showSlug: 'b' } } },
      shows: Object.fromEntries(
        ['a', 'b', 'c', 'd'].map((slug, index) => [
          slug,
          {
            cineOrder: index,
            days: {
              '2026-11-22': { tags: slug === 'd' || slug === 'b' ? ['avp'] : [], bookable: true, versions: ['vf'] },
            },
          },
        ]),
      ),
    };
    expect(showsOfDay(toSchedule(wireCinemaProgramme.parse(wire)), '2026-11-22').map((show) => show.slug)).toEqual([
      'b',
      'd',
      'c',
      'a',
    ]);
  });

  it('followUpCalls: one show/{slug}/showtimes/{cinema}/{date} call per show of the selected day', () => {
    const now = new Date('2026-11-22T08:00:00+01:00');
    const calls = selectedDayCalls('fr', 'marquee-beaugrenelle', undefined, programmeFr, now);
    expect(calls).toHaveLength(5);
    expect(calls[0]).toEqual({
      id: 'showShowtimesByCinemaAndDate',
      params: { slug: 'la-derniere-seance-10001', cinema: 'marquee-beaugrenelle', date: '2026-11-22' },
    });
    const chosen = selectedDayCalls('fr', 'marquee-beaugrenelle', '2026-11-29', programmeFr, now);
    expect(chosen.map((call) => call.params?.slug)).toContain('ciel-d-automne-10034');
  });

  it('followUpCalls: nothing for a day without programme or an unreadable answer', () => {
    const now = new Date('2026-11-22T08:00:00+01:00');
    expect(selectedDayCalls('fr', 'marquee-beaugrenelle', '2027-01-01', programmeFr, now)).toEqual([]);
    expect(selectedDayCalls('fr', 'marquee-beaugrenelle', undefined, undefined, now)).toEqual([]);
  });

  it('today is the site’s day: 23:30 UTC on 4 December is already 5 December in Paris', () => {
    const calls = selectedDayCalls(
      'fr',
      'marquee-beaugrenelle',
      undefined,
      programmeFr,
      new Date('2026-12-04T23:30:00Z'),
    );
    expect(calls[0]?.params?.date).toBe('2026-12-05');
  });
});
