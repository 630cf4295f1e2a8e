import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiDate,
  formatDuration,
  formatReleaseDate,
  formatShowtimeDate,
  formatShowtimeTime,
  instantToZonedTime,
  isUnknownDate,
  zonedTimeToInstant,
  zoneOffsetMinutes,
} from './formats.ts';

// The server's own zone must not matter (ARCHITECTURE "Times"): run these far from Paris.
// The data package carries no Node types; Node reads TZ again whenever it is assigned.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const serverZone = env.TZ;
beforeAll(() => {
  env.TZ = 'Pacific/Kiritimati';
});
afterAll(() => {
  env.TZ = serverZone;
});

describe('the test server zone', () => {
  it('is really not the cinema zone (Kiritimati is UTC+14)', () => {
    expect(new Date('2026-03-29T00:30:00Z').getHours()).toBe(14);
  });
});

describe('catalogue.txt §9 Formats: duration', () => {
  it.each([
    [0, '0 min'],
    [59, '59 min'],
    [60, '1h00'],
    [125, '2h05'],
    [600, '10h00'],
  ])('%i minutes -> %s', (minutes, shown) => {
    expect(formatDuration(minutes)).toBe(shown);
  });

  it('shows nothing for a negative or missing duration', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('catalogue.txt §5 The date 1900-01-01 means unknown; member §9 release date DD/MM/YYYY', () => {
  it('formats a release date as DD/MM/YYYY', () => {
    expect(formatReleaseDate('2026-03-29')).toBe('29/03/2026');
  });

  it('leaves out the unknown date and unreadable dates', () => {
    expect(isUnknownDate('1900-01-01')).toBe(true);
    expect(isUnknownDate('1900-01-01T00:00:00+00:09')).toBe(true);
    expect(isUnknownDate('2026-03-29')).toBe(false);
    expect(formatReleaseDate('1900-01-01')).toBeNull();
    expect(formatReleaseDate(null)).toBeNull();
    expect(formatReleaseDate('soon')).toBeNull();
  });
});

describe('catalogue.txt §9 Formats: YYYY-MM-DD for the API, in the cinema zone', () => {
  it('takes the calendar day in the cinema zone, not the server zone', () => {
    const lateInParis = new Date('2026-03-28T23:30:00Z');
    expect(apiDate(lateInParis, 'Europe/Paris')).toBe('2026-03-29');
    expect(apiDate(lateInParis, 'Africa/Dakar')).toBe('2026-03-28');
  });
});

describe('member-and-shell.txt §9 Formats: showtime date and time, in the site locale and cinema zone', () => {
  const sunday = new Date('2026-03-29T18:15:00Z');

  it('writes day name + DD MMMM YYYY in each language', () => {
    expect(formatShowtimeDate(sunday, 'fr-FR', 'Europe/Paris')).toBe('dimanche 29 mars 2026');
    expect(formatShowtimeDate(sunday, 'en-FR', 'Europe/Paris')).toBe('Sunday 29 March 2026');
    expect(formatShowtimeDate(sunday, 'de-CH', 'Europe/Zurich')).toBe('Sonntag 29 März 2026');
    expect(formatShowtimeDate(sunday, 'nl-NL', 'Europe/Amsterdam')).toBe('zondag 29 maart 2026');
    expect(formatShowtimeDate(new Date('2026-03-05T12:00:00Z'), 'fr-FR', 'Europe/Paris')).toBe('jeudi 05 mars 2026');
  });

  it('writes HH:mm on the 24-hour clock', () => {
    expect(formatShowtimeTime(sunday, 'Europe/Paris')).toBe('20:15');
    expect(formatShowtimeTime(new Date('2026-03-28T23:05:00Z'), 'Europe/Paris')).toBe('00:05');
    expect(formatShowtimeTime(sunday, 'Africa/Abidjan')).toBe('18:15');
  });

  it('shows the Paris wall clock on both sides of the spring change (2026-03-29)', () => {
    expect(formatShowtimeTime(new Date('2026-03-29T00:30:00Z'), 'Europe/Paris')).toBe('01:30');
    expect(formatShowtimeTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Paris')).toBe('03:30');
  });

  it('shows the Paris wall clock on both sides of the autumn change (2026-10-25)', () => {
    expect(formatShowtimeTime(new Date('2026-10-25T00:30:00Z'), 'Europe/Paris')).toBe('02:30');
    expect(formatShowtimeTime(new Date('2026-10-25T01:30:00Z'), 'Europe/Paris')).toBe('02:30');
    expect(formatShowtimeDate(new Date('2026-10-25T22:30:00Z'), 'fr-FR', 'Europe/Paris')).toBe(
      'dimanche 25 octobre 2026',
    );
  });
});

describe('ARCHITECTURE Times: the API naive local time + the cinema zone <-> a UTC instant (real-api.md §6)', () => {
  it.each([
    ['2026-09-11 12:30:00', 'Europe/Amsterdam', '2026-09-11T10:30:00.000Z'],
    ['2026-01-15 20:00:00', 'Europe/Paris', '2026-01-15T19:00:00.000Z'],
    ['2026-03-29 01:59:00', 'Europe/Paris', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29 03:00:00', 'Europe/Paris', '2026-03-29T01:00:00.000Z'],
    ['2026-10-25 03:00:00', 'Europe/Paris', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25 20:00:00', 'Europe/Paris', '2026-10-25T19:00:00.000Z'],
    ['2026-07-01 21:00:00', 'Africa/Casablanca', '2026-07-01T20:00:00.000Z'],
    ['2026-07-01 21:00:00', 'Africa/Dakar', '2026-07-01T21:00:00.000Z'],
    ['2026-09-12 00:45:00', 'Africa/Tunis', '2026-09-11T23:45:00.000Z'],
  ])('%s in %s is %s, and back', (local, zone, utc) => {
    const instant = zonedTimeToInstant(local, zone);
    expect(instant?.toISOString()).toBe(utc);
    expect(instantToZonedTime(instant!, zone)).toBe(local);
  });

  it('moves a time inside the spring gap forward (02:30 on 2026-03-29 in Paris is 03:30)', () => {
    expect(zonedTimeToInstant('2026-03-29 02:30:00', 'Europe/Paris')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the first of the two 02:30 on 2026-10-25 in Paris', () => {
    expect(zonedTimeToInstant('2026-10-25 02:30:00', 'Europe/Paris')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('accepts the T separator and no seconds; refuses anything else without throwing', () => {
    expect(zonedTimeToInstant('2026-09-11T12:30', 'Europe/Paris')?.toISOString()).toBe('2026-09-11T10:30:00.000Z');
    for (const bad of ['2026-02-30 10:00:00', '2026-09-11 24:00:00', 'tomorrow', '']) {
      expect(zonedTimeToInstant(bad, 'Europe/Paris')).toBeNull();
    }
    expect(zonedTimeToInstant('2026-09-11 12:30:00', 'Mars/Olympus_Mons')).toBeNull();
  });
});

describe('zone offsets (ARCHITECTURE "Times": shown in the cinema’s zone)', () => {
  it('gives the offset in minutes on both sides of the 2026-03-29 Paris change, and for zones without DST', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-29T00:59:00Z'), 'Europe/Paris')).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Africa/Dakar')).toBe(0);
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/St_Johns')).toBe(-150);
  });
});
