import { describe, expect, it } from 'vitest';
import { adsMinutesFor, apiDate, defaultFeatures, siteCodes, sites, toSettings, wireSettings } from '@marquee/data';
import { advertisingMinutes, generateDemoData, showtimeDays } from './generate.ts';

const now = new Date('2026-11-21T09:30:00Z');
const data = generateDemoData({ now });

describe('demo data generator (ARCHITECTURE apps/api: deterministic, 8 sites, relative to today)', () => {
  it('gives the same rows for the same seed and day', () => {
    expect(JSON.stringify(generateDemoData({ now }))).toBe(JSON.stringify(data));
  });

  it('has showtimes on each of the next 14 days in every site, from the site’s today', () => {
    for (const site of siteCodes) {
      const cinemas = new Set(data.cinemas.filter((row) => row.site === site).map((row) => row.slug));
      const days = new Set(data.showtimes.filter((row) => cinemas.has(row.cinemaSlug)).map((row) => row.localDate));
      expect(days.size, site).toBe(showtimeDays);
      expect(days.has(apiDate(now, sites[site].timeZone)), site).toBe(true);
    }
  });

  it('places about 25 cinemas in France, Paris and idf among them, Amsterdam in region amsterdam', () => {
    const france = data.cinemas.filter((row) => row.site === 'fr' && !row.redirectSlug);
    expect(france.length).toBeGreaterThanOrEqual(24);
    expect(new Set(france.map((row) => row.citySlug)).size).toBeGreaterThanOrEqual(12);
    expect(data.zones.find((zone) => zone.slug === 'idf')?.cinemas.length).toBeGreaterThan(6);
    expect(data.zones.find((zone) => zone.site === 'nl' && zone.slug === 'amsterdam')?.kind).toBe('region');
    for (const site of siteCodes)
      expect(
        data.cinemas.some((row) => row.site === site),
        site,
      ).toBe(true);
  });

  it('has about 60 shows: kids, premieres tagged avp, an unknown release date, a gone show, the skeleton four', () => {
    expect(data.shows.length).toBeGreaterThanOrEqual(60);
    expect(data.shows.some((row) => row.isKids)).toBe(true);
    expect(data.shows.some((row) => row.tags?.includes('avp'))).toBe(true);
    expect(data.shows.some((row) => Object.values(row.releaseAt).includes('1900-01-01'))).toBe(true);
    expect(data.shows.filter((row) => row.gone).length).toBe(1);
    expect(data.shows.find((row) => row.slug === 'orbite-10002')?.title.nl).toBe('Baan');
  });

  it('issue 20 "Prochainement is not ordered by date": the upcoming order follows the release dates, the unknown date last', () => {
    const comingSoon = data.shows
      .filter((row) => row.upcomingOrder !== null)
      .sort((a, b) => (a.upcomingOrder ?? 0) - (b.upcomingOrder ?? 0))
      .map((row) => row.releaseAt['fr-FR'] ?? Object.values(row.releaseAt)[0] ?? '');
    expect(comingSoon.length).toBeGreaterThan(5);
    const known = comingSoon.filter((date) => date !== '1900-01-01');
    expect(known).toEqual(known.toSorted());
    expect(comingSoon.at(-1)).toBe('1900-01-01');
    expect(comingSoon.indexOf('1900-01-01')).toBe(known.length);
  });

  it('stores showtimes in UTC with the cinema’s zone: 10:15 in Paris is 09:15Z in November', () => {
    const paris = data.showtimes.filter((row) => row.timeZone === 'Europe/Paris');
    expect(paris.some((row) => row.startsAt.toISOString().endsWith('T09:15:00.000Z'))).toBe(true);
    expect(paris.every((row) => row.startsAt.getUTCHours() >= 9)).toBe(true);
  });

  it('takes each site’s features from defaultFeatures', () => {
    for (const site of siteCodes) {
      expect(data.settings.find((row) => row.site === site)?.features).toEqual({ ...defaultFeatures(site) });
    }
  });

  it('issue 9 advertising: 20 minutes by default, 15 or 25 at a few cinemas of each big site, fixed by the slug', () => {
    for (const site of siteCodes) {
      const advertising = data.settings.find((row) => row.site === site)?.advertising;
      expect(advertising?.defaultMinutes, site).toBe(20);
      for (const minutes of Object.values(advertising?.cinemas ?? {})) expect([15, 25], site).toContain(minutes);
    }
    const france = data.settings.find((row) => row.site === 'fr')?.advertising?.cinemas ?? {};
    expect(new Set(Object.values(france))).toEqual(new Set([15, 25]));
    expect(Object.keys(france).length).toBeLessThan(data.cinemas.filter((row) => row.site === 'fr').length / 2);
    expect(advertisingMinutes('marquee-beaugrenelle')).toBe(advertisingMinutes('marquee-beaugrenelle'));
  });

  it('issue 9 advertising: every showtime ends after its cinema’s advertising and the film, as the settings say', () => {
    const durations = new Map(data.shows.map((row) => [row.slug, row.duration ?? 120]));
    const settingsBySite = new Map(data.settings.map((row) => [row.site, toSettings(wireSettings.parse(row))]));
    const siteOf = new Map(data.cinemas.map((row) => [row.slug, row.site]));
    for (const row of data.showtimes) {
      const settings = settingsBySite.get(siteOf.get(row.cinemaSlug) ?? 'fr');
      const ads = settings ? adsMinutesFor(settings, row.cinemaSlug) : null;
      const minutes = (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000;
      expect(minutes, `${row.cinemaSlug} ${row.showSlug}`).toBe(
        (ads ?? Number.NaN) + (durations.get(row.showSlug) ?? 0),
      );
    }
  });
});
