import { describe, expect, it } from 'vitest';
import { wireAlertList, type WireAlert, cinemaAlerts } from '@marquee/data';
import alertsFr from '../../fixtures/cinemaPage-alerts.fr.json' with { type: 'json' };

const alert = (overrides: Partial<WireAlert>): WireAlert => ({
  type: 2,
  isWarning: false,
  title: 'Info',
  messageContent: '<p>Text</p>',
  cinemas: [],
  allCinemas: false,
  cta: null,
  ...overrides,
});

describe('cinema alerts (catalogue.txt §3 Cinema alert)', () => {
  it('keeps the type 2 alerts naming the cinema, leaves out the site alert (type 1) and other cinemas’', () => {
    const alerts = wireAlertList.parse(alertsFr);
    expect(cinemaAlerts(alerts, 'marquee-beaugrenelle').map((entry) => entry.title)).toEqual(['Travaux']);
    expect(cinemaAlerts(alerts, 'marquee-wepler')).toEqual([]);
  });

  it('an alert for all cinemas shows on every cinema page', () => {
    expect(cinemaAlerts([alert({ allCinemas: true, title: 'Grève' })], 'marquee-wepler')).toHaveLength(1);
  });

  it('catalogue.txt §4 Alert banner levels: warning alerts come before info ones, each as the API ordered them', () => {
    const alerts = [
      alert({ title: 'first info', cinemas: ['a'] }),
      alert({ title: 'warning', isWarning: true, cinemas: ['a'] }),
      alert({ title: 'second info', allCinemas: true }),
    ];
    expect(cinemaAlerts(alerts, 'a').map((entry) => [entry.title, entry.level])).toEqual([
      ['warning', 'warning'],
      ['first info', 'info'],
      ['second info', 'info'],
    ]);
  });
});
