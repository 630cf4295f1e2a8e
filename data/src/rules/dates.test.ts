import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutesInZone,
  apiDate,
  calendarDay,
  inZone,
  instantToZonedTime,
  isoWeekday,
  knownDay,
  utcOffsetText,
  utcStamp,
  yearIn,
  zonedTimeToInstant,
  zoneOffsetMinutes,
} from './dates.ts';

// ARCHITECTURE "Times": shown in the cinema's zone, whatever the machine's. Every assertion runs
// with the machine's zone east of UTC, west of it, and on it; Node reads TZ again whenever it is
// assigned (the data package carries no Node types, hence the cast).
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const machineZones = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'] as const;

describe.each(machineZones)('with the machine in %s', (machineZone) => {
  const before = env.TZ;
  beforeAll(() => {
    env.TZ = machineZone;
  });
  afterAll(() => {
    env.TZ = before;
  });

  it('the machine zone is really set (the tests below would prove nothing otherwise)', () => {
    const hour = new Date('2026-07-01T00:00:00Z').getHours();
    expect(hour).toBe({ UTC: 0, 'Asia/Tokyo': 9, 'America/Los_Angeles': 17, 'Pacific/Kiritimati': 14 }[machineZone]);
  });

  describe('catalogue.txt §9 date format YYYY-MM-DD: calendar days', () => {
    it('moves days across months, years and leap days', () => {
      expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
      expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
      expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
      // Across the machine's own DST changes (Los Angeles 2026-03-08, Paris 2026-03-29).
      expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
      expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
      expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    });

    it('numbers weekdays the ISO way, 1 Monday to 7 Sunday', () => {
      expect(isoWeekday('2026-11-23')).toBe(1);
      expect(isoWeekday('2026-11-22')).toBe(7);
      expect(isoWeekday('2026-03-08')).toBe(7);
    });

    it('refuses days that do not exist and anything that is not a day', () => {
      for (const bad of ['2026-02-30', '2026-13-01', '2026-3-1', 'soon', '']) expect(calendarDay(bad)).toBeNull();
      expect(addDays('soon', 1)).toBe('');
    });

    it('catalogue.txt §5: 1900-01-01 is unknown; a date-time names its own day', () => {
      expect(knownDay('1900-01-01')).toBeNull();
      expect(knownDay('1900-01-01T00:00:00+00:09')).toBeNull();
      expect(knownDay('2026-03-29T23:30:00-08:00')).toBe('2026-03-29');
      expect(knownDay(null)).toBeNull();
      expect(knownDay('soon')).toBeNull();
    });
  });

  describe('an instant in the cinema zone', () => {
    it('takes the calendar day in the cinema zone, not the machine zone', () => {
      const lateInParis = new Date('2026-03-28T23:30:00Z');
      expect(apiDate(lateInParis, 'Europe/Paris')).toBe('2026-03-29');
      expect(apiDate(lateInParis, 'Africa/Dakar')).toBe('2026-03-28');
      expect(yearIn(new Date('2026-12-31T23:30:00Z'), 'Europe/Paris')).toBe(2027);
    });

    it('shows the Paris wall clock on 8 March 2026, when Los Angeles changes its clocks', () => {
      // dayjs's own zoned values are an hour off here on a Los Angeles machine (decision 0034).
      expect(inZone(new Date('2026-03-08T01:30:00Z'), 'Europe/Paris').format('HH:mm')).toBe('02:30');
      expect(inZone(new Date('2026-03-08T09:30:00Z'), 'Europe/Paris').format('HH:mm')).toBe('10:30');
      expect(instantToZonedTime(new Date('2026-11-01T08:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-01 17:30:00');
    });

    it('shows the Paris wall clock on both sides of the spring (2026-03-29) and autumn (2026-10-25) changes', () => {
      expect(inZone(new Date('2026-03-29T00:30:00Z'), 'Europe/Paris').format('HH:mm')).toBe('01:30');
      expect(inZone(new Date('2026-03-29T01:30:00Z'), 'Europe/Paris').format('HH:mm')).toBe('03:30');
      expect(inZone(new Date('2026-10-25T00:30:00Z'), 'Europe/Paris').format('HH:mm')).toBe('02:30');
      expect(inZone(new Date('2026-10-25T01:30:00Z'), 'Europe/Paris').format('HH:mm')).toBe('02:30');
    });

    it('gives the zone offset in minutes on both sides of a change, and for zones without DST', () => {
      expect(zoneOffsetMinutes(new Date('2026-03-29T00:59:00Z'), 'Europe/Paris')).toBe(60);
      expect(zoneOffsetMinutes(new Date('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe(120);
      expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Africa/Dakar')).toBe(0);
      expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/St_Johns')).toBe(-150);
      expect(utcOffsetText(-150)).toBe('-0230');
      expect(utcOffsetText(120, ':')).toBe('+02:00');
    });

    it('writes a UTC stamp for iCalendar', () => {
      expect(utcStamp(new Date('2026-09-01T08:00:00Z'))).toBe('20260901T080000Z');
    });
  });

  describe('ARCHITECTURE Times: the API naive local time + the cinema zone <-> a UTC instant (real-api.md §6)', () => {
    it.each([
      ['2026-09-11 12:30:00', 'Europe/Amsterdam', '2026-09-11T10:30:00.000Z'],
      ['2026-01-15 20:00:00', 'Europe/Paris', '2026-01-15T19:00:00.000Z'],
      ['2026-03-08 02:30:00', 'Europe/Paris', '2026-03-08T01:30:00.000Z'],
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
      expect(instant && instantToZonedTime(instant, zone)).toBe(local);
    });

    it('moves a time inside the spring gap forward (02:30 on 2026-03-29 in Paris is 03:30)', () => {
      expect(zonedTimeToInstant('2026-03-29 02:30:00', 'Europe/Paris')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    });

    it('takes the first of the two 02:30 on 2026-10-25 in Paris (and of the two 01:30 on 2026-11-01 in New York)', () => {
      expect(zonedTimeToInstant('2026-10-25 02:30:00', 'Europe/Paris')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
      expect(zonedTimeToInstant('2026-11-01 01:30', 'America/New_York')?.toISOString()).toBe(
        '2026-11-01T05:30:00.000Z',
      );
    });

    it('accepts the T separator and no seconds; refuses anything else without throwing', () => {
      expect(zonedTimeToInstant('2026-09-11T12:30', 'Europe/Paris')?.toISOString()).toBe('2026-09-11T10:30:00.000Z');
      for (const bad of ['2026-02-30 10:00:00', '2026-09-11 24:00:00', 'tomorrow', '']) {
        expect(zonedTimeToInstant(bad, 'Europe/Paris')).toBeNull();
      }
      expect(zonedTimeToInstant('2026-09-11 12:30:00', 'Mars/Olympus_Mons')).toBeNull();
    });

    it('adds minutes through the instant: the spring change skips an hour of wall clock', () => {
      expect(addMinutesInZone('2026-03-29 01:30:00', 60, 'Europe/Paris')).toBe('2026-03-29 03:30:00');
      expect(addMinutesInZone('2026-10-25 01:30:00', 120, 'Europe/Paris')).toBe('2026-10-25 02:30:00');
    });
  });
});
