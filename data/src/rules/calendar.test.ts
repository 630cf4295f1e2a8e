import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarFileName,
  escapeCalendarText,
  foldCalendarLine,
  showtimeCalendar,
  showtimesCalendar,
  zoneTransitions,
  type ShowtimeCalendarEvent,
} from './calendar.ts';

const base: ShowtimeCalendarEvent = {
  uid: 'V3166S151771@fr.marquee',
  title: 'Orbite',
  cinemaName: 'Marquee Wepler',
  address: '140 boulevard de Clichy, 75018 Paris',
  start: '2026-09-11T20:30:00',
  end: '2026-09-11T23:12:00',
  timeZone: 'Europe/Paris',
  bookingUrl: 'https://tickets.marquee.fr/fr/V3166S151771/booking',
  now: new Date('2026-09-01T08:00:00Z'),
};

/** Parsed with a real iCalendar reader: the event's zone comes from the file's own VTIMEZONE. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    calendar,
    vevent,
    event,
    startUtc: event.startDate.toJSDate().toISOString(),
    endUtc: vevent.hasProperty('dtend') ? event.endDate.toJSDate().toISOString() : null,
  };
}

describe('issue 9 add to calendar: RFC 5545 VCALENDAR with one VEVENT in the cinema’s zone', () => {
  it('has PRODID, VERSION 2.0, METHOD PUBLISH, one VEVENT, CRLF line ends only', () => {
    const text = showtimeCalendar(base);
    const { calendar } = parsed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Marquee//Showtimes//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('DTSTART/DTEND carry TZID and local time; DTSTAMP is UTC; UID, URL and DESCRIPTION as given', () => {
    const text = showtimeCalendar({ ...base, description: 'Réservez vos places' });
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20260911T203000\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Paris:20260911T231200\r\n');
    expect(text).toContain('DTSTAMP:20260901T080000Z\r\n');
    const { vevent, event } = parsed(text);
    expect(event.startDate.zone?.tzid).toBe('Europe/Paris');
    expect(event.uid).toBe('V3166S151771@fr.marquee');
    expect(vevent.getFirstPropertyValue('url')).toBe(base.bookingUrl);
    expect(event.description).toBe(`Réservez vos places\n${base.bookingUrl}`);
  });

  it.each([
    // Paris on both sides of the 2026-03-29 spring change and the 2026-10-25 autumn change.
    [
      'Europe/Paris',
      '2026-03-28T20:30:00',
      '2026-03-28T22:45:00',
      '2026-03-28T19:30:00.000Z',
      '2026-03-28T21:45:00.000Z',
    ],
    [
      'Europe/Paris',
      '2026-03-29T20:30:00',
      '2026-03-29T22:45:00',
      '2026-03-29T18:30:00.000Z',
      '2026-03-29T20:45:00.000Z',
    ],
    [
      'Europe/Paris',
      '2026-10-24T20:30:00',
      '2026-10-24T22:45:00',
      '2026-10-24T18:30:00.000Z',
      '2026-10-24T20:45:00.000Z',
    ],
    [
      'Europe/Paris',
      '2026-10-25T20:30:00',
      '2026-10-25T22:45:00',
      '2026-10-25T19:30:00.000Z',
      '2026-10-25T21:45:00.000Z',
    ],
    // A night screening spanning the autumn change: 01:30 CEST to 02:30 CET.
    [
      'Europe/Paris',
      '2026-10-25T01:30:00',
      '2026-10-25T02:30:00',
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ],
    // January, before the year's first change: the previous year's observance applies.
    [
      'Europe/Paris',
      '2026-01-10T20:30:00',
      '2026-01-10T22:00:00',
      '2026-01-10T19:30:00.000Z',
      '2026-01-10T21:00:00.000Z',
    ],
    [
      'Europe/Zurich',
      '2026-07-01T20:30:00',
      '2026-07-01T22:30:00',
      '2026-07-01T18:30:00.000Z',
      '2026-07-01T20:30:00.000Z',
    ],
    [
      'Europe/Amsterdam',
      '2026-12-05T21:00:00',
      '2026-12-06T00:10:00',
      '2026-12-05T20:00:00.000Z',
      '2026-12-05T23:10:00.000Z',
    ],
    [
      'Africa/Tunis',
      '2026-07-01T20:30:00',
      '2026-07-01T22:30:00',
      '2026-07-01T19:30:00.000Z',
      '2026-07-01T21:30:00.000Z',
    ],
    [
      'Africa/Dakar',
      '2026-07-01T20:30:00',
      '2026-07-01T22:30:00',
      '2026-07-01T20:30:00.000Z',
      '2026-07-01T22:30:00.000Z',
    ],
    [
      'Africa/Abidjan',
      '2026-01-15T18:00:00',
      '2026-01-15T20:00:00',
      '2026-01-15T18:00:00.000Z',
      '2026-01-15T20:00:00.000Z',
    ],
    // Casablanca is UTC+1 but UTC+0 during Ramadan (2026-02-15 to 2026-03-22 in the zone data).
    [
      'Africa/Casablanca',
      '2026-03-01T20:30:00',
      '2026-03-01T22:30:00',
      '2026-03-01T20:30:00.000Z',
      '2026-03-01T22:30:00.000Z',
    ],
    [
      'Africa/Casablanca',
      '2026-06-01T20:30:00',
      '2026-06-01T22:30:00',
      '2026-06-01T19:30:00.000Z',
      '2026-06-01T21:30:00.000Z',
    ],
  ])('%s %s -> %s read back as %s .. %s UTC', (timeZone, start, end, startUtc, endUtc) => {
    const read = parsed(showtimeCalendar({ ...base, timeZone, start, end }));
    expect(read.event.startDate.zone?.tzid).toBe(timeZone);
    expect(read.startUtc).toBe(startUtc);
    expect(read.endUtc).toBe(endUtc);
  });

  it('Paris gets DAYLIGHT and STANDARD observances at the real 2026 changes; Dakar one STANDARD', () => {
    const paris = showtimeCalendar(base);
    expect(paris).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200');
    expect(paris).toContain('BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100');
    const dakar = showtimeCalendar({ ...base, timeZone: 'Africa/Dakar' });
    expect(dakar.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(dakar).toContain('TZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000');
  });

  it('the transitions are found to the minute: Paris 2026 changes at 01:00 UTC', () => {
    const transitions = zoneTransitions('Europe/Paris', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(transitions.map((transition) => new Date(transition.at).toISOString())).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
  });

  it('without an end the event has no DTEND', () => {
    const text = showtimeCalendar({ ...base, end: null });
    expect(text).not.toContain('DTEND');
    expect(parsed(text).endUtc).toBeNull();
  });

  it('summary and location with commas, semicolons, backslashes, line breaks and accents round-trip', () => {
    const title = 'Amélie; ou le destin, "fabuleux" \\ suite\nÉpisode 2';
    const text = showtimeCalendar({
      ...base,
      title,
      cinemaName: 'Marquee Bâle; Küchlin',
      address: 'Steinenvorstadt 55, 4051 Basel',
    });
    const { event } = parsed(text);
    expect(event.summary).toBe(title);
    expect(event.location).toBe('Marquee Bâle; Küchlin, Steinenvorstadt 55, 4051 Basel');
    expect(text).toContain('SUMMARY:Amélie\\; ou le destin\\, "fabuleux" \\\\ suite\\nÉpisode 2');
  });

  it('lines longer than 75 octets fold with CRLF + space, never inside a UTF-8 character', () => {
    const title = `${'Écran géant, séance spéciale '.repeat(6)}🎬 fin`;
    const text = showtimeCalendar({ ...base, title });
    const lines = text.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines.join('')).not.toContain('\uFFFD');
    expect(parsed(text).event.summary).toBe(title);
  });

  it('folding counts octets: 40 two-octet letters fold after 37 on the first line', () => {
    const folded = foldCalendarLine(`X:${'é'.repeat(40)}`).split('\r\n');
    expect(folded[0]).toBe(`X:${'é'.repeat(36)}`);
    expect(folded[1]).toBe(` ${'é'.repeat(4)}`);
    expect(foldCalendarLine('SHORT:line')).toBe('SHORT:line');
  });

  it('TEXT escaping covers backslash, semicolon, comma and every line break', () => {
    expect(escapeCalendarText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('issue 19 member feed (decision 0042): many showtimes in one VCALENDAR, built from the same parts', () => {
  const zurich = { ...base, uid: 'V0200S1@ch.marquee', timeZone: 'Europe/Zurich', start: '2026-10-25T20:30:00' };
  const events = [
    { ...base, revisedAt: new Date('2026-08-30T10:00:00Z') },
    { ...base, uid: 'V3166S151772@fr.marquee', start: '2026-10-25T18:00:00', end: '2026-10-25T20:10:00' },
    zurich,
  ];

  it('one VTIMEZONE per zone used, every event read back at its instant in its own zone', () => {
    const text = showtimesCalendar(events, { now: base.now });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Paris',
      'Europe/Zurich',
    ]);
    const read = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(read.map((event) => [event.uid, event.startDate.toJSDate().toISOString()])).toEqual([
      ['V3166S151771@fr.marquee', '2026-09-11T18:30:00.000Z'],
      // After the autumn change: Paris and Zurich are back on UTC+1.
      ['V3166S151772@fr.marquee', '2026-10-25T17:00:00.000Z'],
      ['V0200S1@ch.marquee', '2026-10-25T19:30:00.000Z'],
    ]);
  });

  it('DTSTAMP is the event’s own revision when given (a feed that did not change reads the same), else now', () => {
    const text = showtimesCalendar(events, { now: base.now });
    expect(text.match(/^DTSTAMP:.*$/gm)).toEqual([
      'DTSTAMP:20260830T100000Z',
      'DTSTAMP:20260901T080000Z',
      'DTSTAMP:20260901T080000Z',
    ]);
  });

  it('names the calendar and its refresh interval for subscribers; the single-showtime file has neither', () => {
    const text = showtimesCalendar(events, { now: base.now, name: 'Marquee, mes films', refreshMinutes: 60 });
    expect(text).toContain('X-WR-CALNAME:Marquee\\, mes films\r\n');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    expect(showtimeCalendar(base)).not.toMatch(/X-WR-CALNAME|REFRESH-INTERVAL/);
  });

  it('with no event it is an empty VCALENDAR that a reader still parses', () => {
    const text = showtimesCalendar([], { now: base.now });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getAllSubcomponents()).toEqual([]);
  });

  it('the single-showtime file is the one-event feed', () => {
    expect(showtimeCalendar(base)).toBe(showtimesCalendar([base], { now: base.now }));
  });
});

describe('issue 9 calendar file name', () => {
  it('is an ascii slug of the title, the date and .ics', () => {
    expect(calendarFileName('La Dernière Séance', '2026-09-11T20:30:00')).toBe('la-derniere-seance-2026-09-11.ics');
    expect(calendarFileName('Amélie: l’œuvre & « suite » !', '2026-03-29')).toBe(
      'amelie-l-oeuvre-suite-2026-03-29.ics',
    );
    expect(calendarFileName('千と千尋', '2026-03-29')).toBe('showtime-2026-03-29.ics');
  });
});
