import { describe, expect, it } from 'vitest';
import { footerTopCities, helpCentreTiles } from './content.ts';
import { localeFor, siteForDevelopmentHost, sites } from './sites.ts';

describe('Country sites (catalogue.txt §3)', () => {
  it('has the default language among the languages offered, for all 8 sites', () => {
    expect(Object.keys(sites)).toHaveLength(8);
    for (const site of Object.values(sites)) expect(site.languages).toContain(site.defaultLanguage);
  });

  it.each([
    ['fr', 'fr', ['fr', 'en']],
    ['ch', 'en', ['fr', 'en', 'de']],
    ['be', 'en', ['fr', 'nl', 'en']],
    ['nl', 'nl', ['nl', 'en']],
    ['ma', 'fr', ['fr', 'en']],
  ] as const)('%s defaults to %s and offers %j', (code, defaultLanguage, offered) => {
    expect(sites[code].defaultLanguage).toBe(defaultLanguage);
    expect(sites[code].languages).toEqual(offered);
  });
});

describe('Development hosts (ARCHITECTURE: {site}.localhost)', () => {
  it('serves each site on {site}.localhost', () => {
    expect(siteForDevelopmentHost('nl.localhost:3000')?.code).toBe('nl');
    expect(siteForDevelopmentHost('CH.localhost')?.code).toBe('ch');
  });
  it('serves fr on plain localhost and loopback addresses', () => {
    expect(siteForDevelopmentHost('localhost:3000')?.code).toBe('fr');
    expect(siteForDevelopmentHost('127.0.0.1:3000')?.code).toBe('fr');
    expect(siteForDevelopmentHost('[::1]:3000')?.code).toBe('fr');
  });
  it('issue 22 host confusion: any other numeric host is no site (not served as fr)', () => {
    expect(siteForDevelopmentHost('999.999.999.999')).toBeNull();
    expect(siteForDevelopmentHost('10.0.0.7:3000')).toBeNull();
    expect(siteForDevelopmentHost('127.0.0.2')).toBeNull();
    expect(siteForDevelopmentHost('[2001:db8::1]')).toBeNull();
  });
  it('knows no site for an unknown code', () => {
    expect(siteForDevelopmentHost('xx.localhost:3000')).toBeNull();
    expect(siteForDevelopmentHost('example.com')).toBeNull();
  });
});

describe('Site settings (member-and-shell.txt §9)', () => {
  it.each([
    ['fr', 'fr', 'Europe/Paris', 'EUR', 5],
    ['ch', 'default', 'Europe/Zurich', 'CHF', 1],
    ['be', 'benelux', 'Europe/Brussels', 'EUR', 5],
    ['nl', 'benelux', 'Europe/Amsterdam', 'EUR', 5],
    ['tn', 'default', 'Africa/Tunis', 'TND', 1],
    ['sn', 'default', 'Africa/Dakar', 'XOF', 1],
    ['ci', 'default', 'Africa/Abidjan', 'XOF', 1],
    ['ma', 'default', 'Africa/Casablanca', 'MAD', 1],
  ] as const)('%s: theme %s, zone %s, currency %s, favourite limit %i', (code, theme, timeZone, currency, limit) => {
    expect(sites[code]).toMatchObject({ theme, timeZone, currency, favouriteCinemasLimit: limit });
    expect(() => new Intl.DateTimeFormat('fr', { timeZone })).not.toThrow();
  });

  it('formats in the language of the site country, fr-FR by default', () => {
    expect(localeFor(sites.fr, 'fr')).toBe('fr-FR');
    expect(localeFor(sites.ch, 'de')).toBe('de-CH');
    expect(localeFor(sites.be, 'nl')).toBe('nl-BE');
  });
});

describe('Site content (member-and-shell.txt §2 Footer)', () => {
  it('has the French and Dutch top-city lists', () => {
    expect(footerTopCities.fr).toEqual(['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice']);
    expect(footerTopCities.nl).toEqual(['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Tilburg']);
  });

  it('has six help-centre tiles for be, fr and nl, as listed', () => {
    const topics = (site: keyof typeof helpCentreTiles) => helpCentreTiles[site].map((tile) => tile.topic);
    expect(topics('be')).toEqual([
      'online-reservations',
      'programming',
      'star',
      'cinema-vouchers',
      'your-account',
      'your-cinema-visit',
    ]);
    expect(topics('fr')).toHaveLength(6);
    expect(topics('nl')).toContain('vouchers-and-giftcards');
  });

  it('issue 20: each tile leads to a FAQ category of its own, none shared between tiles or sites', () => {
    const ids = Object.values(helpCentreTiles).flatMap((tiles) => tiles.map((tile) => tile.categoryId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
