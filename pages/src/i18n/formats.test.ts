import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, SiteCode } from '@marquee/data';
import { formatsOf } from './formats.ts';
import { createI18n } from './index.ts';

// Intl puts no-break spaces in prices and some dates; compare on plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

/** One row per language, on a site that offers it: what a visitor of that page reads. */
const cases: {
  language: Language;
  site: SiteCode;
  selected: [string, string, string];
  answers: [string, string, string];
  showtimeDate: string;
  day: string;
  releaseDate: string;
  price: string;
}[] = [
  {
    language: 'fr',
    site: 'fr',
    selected: ['Aucune séance choisie', '1 séance choisie', '2 séances choisies'],
    answers: ['0 réponse trouvée', '1 réponse trouvée', '2 réponses trouvées'],
    showtimeDate: 'dimanche 29 mars 2026',
    day: 'dim. 29 mars',
    releaseDate: '29/03/2026',
    price: '9,50 €',
  },
  {
    language: 'en',
    site: 'nl',
    selected: ['No showtime chosen', '1 showtime chosen', '2 showtimes chosen'],
    answers: ['0 answers found', '1 answer found', '2 answers found'],
    showtimeDate: 'Sunday, 29 March 2026',
    day: 'Sun, 29 Mar',
    releaseDate: '29/03/2026',
    price: '€9.50',
  },
  {
    language: 'de',
    site: 'ch',
    selected: ['Keine Vorstellung gewählt', '1 Vorstellung gewählt', '2 Vorstellungen gewählt'],
    answers: ['0 Antworten gefunden', '1 Antwort gefunden', '2 Antworten gefunden'],
    showtimeDate: 'Sonntag, 29. März 2026',
    day: 'So., 29. März',
    releaseDate: '29.03.2026',
    price: 'CHF 9.50',
  },
  {
    language: 'nl',
    site: 'nl',
    selected: ['Geen voorstelling gekozen', '1 voorstelling gekozen', '2 voorstellingen gekozen'],
    answers: ['0 antwoorden gevonden', '1 antwoord gevonden', '2 antwoorden gevonden'],
    showtimeDate: 'zondag 29 maart 2026',
    day: 'zo 29 mrt',
    releaseDate: '29-03-2026',
    price: '€ 9,50',
  },
];

describe.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])('with the machine in %s', (machineZone) => {
  const before = env.TZ;
  beforeAll(() => {
    env.TZ = machineZone;
  });
  afterAll(() => {
    env.TZ = before;
  });

  describe.each(cases)('issue 23: $language on the $site site', (row) => {
    const i18n = createI18n(row.language, row.site);
    const format = formatsOf(i18n);

    it('plurals at 0, 1 and 2 by the CLDR categories of the language (fr: 0 is singular)', () => {
      expect([0, 1, 2].map((count) => i18n.t('films.season.selectedCount', { count }))).toEqual(row.selected);
      expect([0, 1, 2].map((count) => i18n.t('content.faq.results.count', { count }))).toEqual(row.answers);
    });

    it('member §9 showtime date, in the cinema zone, in the language’s own format', () => {
      // 23:30 UTC on 28 March is already Sunday 29 March in Paris and Zurich.
      const lateSaturday = new Date('2026-03-28T23:30:00Z');
      expect(format.showtimeDate(lateSaturday, 'Europe/Paris')).toBe(row.showtimeDate);
      expect(format.time(lateSaturday, 'Europe/Paris')).toBe('00:30');
      expect(format.time(new Date('2026-03-08T09:30:00Z'), 'Europe/Paris')).toBe('10:30');
    });

    it('a calendar day and a release date (member §9 DD/MM/YYYY in French), whatever the machine zone', () => {
      expect(plain(format.day('2026-03-29'))).toBe(row.day);
      expect(format.date('2026-03-29')).toBe(row.releaseDate);
      expect(format.date('1900-01-01')).toBeNull();
    });

    it('a price in the site’s currency; a duration as catalogue §9 writes it', () => {
      expect(plain(format.price(9.5))).toBe(row.price);
      expect(format.duration(125)).toBe('2h05');
      expect(format.duration(59)).toBe('59 min');
    });
  });
});

describe('i18next formatting inside a string', () => {
  it('a plural with a formatted number ({{count}} through the page’s locale)', () => {
    const i18n = createI18n('fr', 'fr');
    expect(i18n.t('shell.locator.nearbyCount', { count: 2, distance: formatsOf(i18n).number(12.5) })).toBe(
      '2 cinémas à moins de 12,5 km de vous.',
    );
  });
});
