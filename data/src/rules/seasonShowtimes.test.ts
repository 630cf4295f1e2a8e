import { describe, expect, it } from 'vitest';
import { seasonByCinema, seasonByShow, seasonDays } from './seasonShowtimes.ts';

const shows = [
  { slug: 'symphonie', title: 'Symphonie n° 9' },
  { slug: 'casse-noisette', title: 'Casse-Noisette' },
  { slug: 'absent', title: 'Pas ce jour-là' },
];
// Two shows the same day (GET show/{slug}/showtimes/{date}, keyed by cinema).
const answers = {
  symphonie: { 'marquee-wepler': ['20:00'], 'marquee-alesia': ['19:30', '21:00'], 'marquee-lille': [] },
  'casse-noisette': { 'marquee-alesia': ['16:00'] },
};
const names = new Map([
  ['marquee-wepler', 'Marquee Wepler'],
  ['marquee-alesia', 'Marquee Alésia'],
  ['marquee-lille', 'Marquee Lille'],
]);

describe('season page, shows mode', () => {
  it('lists the shows in the programme order, each with its cinemas by name and their showtimes', () => {
    expect(seasonByShow(shows, answers, names)).toEqual([
      {
        show: shows[0],
        cinemas: [
          { cinema: { slug: 'marquee-alesia', name: 'Marquee Alésia' }, showtimes: ['19:30', '21:00'] },
          { cinema: { slug: 'marquee-wepler', name: 'Marquee Wepler' }, showtimes: ['20:00'] },
        ],
      },
      {
        show: shows[1],
        cinemas: [{ cinema: { slug: 'marquee-alesia', name: 'Marquee Alésia' }, showtimes: ['16:00'] }],
      },
    ]);
  });

  it('a cinema unknown to the cinemas list keeps its slug as its name', () => {
    expect(seasonByShow([shows[1]!], { 'casse-noisette': { 'marquee-new': ['10:00'] } }, names)).toEqual([
      { show: shows[1], cinemas: [{ cinema: { slug: 'marquee-new', name: 'marquee-new' }, showtimes: ['10:00'] }] },
    ]);
  });
});

describe('season page, cinemas mode', () => {
  it('lists the cinemas by name, each with the shows it plays in the programme order', () => {
    expect(seasonByCinema(shows, answers, names)).toEqual([
      {
        cinema: { slug: 'marquee-alesia', name: 'Marquee Alésia' },
        shows: [
          { show: shows[0], showtimes: ['19:30', '21:00'] },
          { show: shows[1], showtimes: ['16:00'] },
        ],
      },
      { cinema: { slug: 'marquee-wepler', name: 'Marquee Wepler' }, shows: [{ show: shows[0], showtimes: ['20:00'] }] },
    ]);
  });

  it('no answers, no cinemas', () => {
    expect(seasonByCinema(shows, {}, names)).toEqual([]);
    expect(seasonByShow(shows, {}, names)).toEqual([]);
  });
});

describe('seasonDays (the programme matrix, real-api.md §3.5)', () => {
  it('lists the days in order with the shows playing each, in the programme order', () => {
    const schedule = {
      days: [{ date: '2026-11-29' }, { date: '2026-11-26' }, { date: '2026-12-05' }],
      shows: [
        { slug: 'traviata', days: { '2026-11-26': {} } },
        { slug: 'lac', days: { '2026-11-29': {}, '2026-11-26': {} } },
      ],
    };
    expect(seasonDays(schedule)).toEqual([
      { date: '2026-11-26', shows: ['traviata', 'lac'] },
      { date: '2026-11-29', shows: ['lac'] },
      { date: '2026-12-05', shows: [] },
    ]);
  });

  it('catalogue.txt §5: the unknown date 1900-01-01 is no day', () => {
    expect(seasonDays({ days: [{ date: '1900-01-01' }], shows: [{ slug: 'x', days: { '1900-01-01': {} } }] })).toEqual(
      [],
    );
  });
});
