import { describe, expect, it } from 'vitest';
import { releaseGroups, siteReleaseDate } from './releaseDates.ts';

describe('siteReleaseDate (real-api.md §6 locale-keyed release dates)', () => {
  const releaseAt = { BE_FR: '2026-11-19', CH_FR: '2026-11-18', FR_FR: '2026-11-17', NL_NL: '2026-11-20' };

  it("reads the site's own country key", () => {
    expect(siteReleaseDate(releaseAt, 'fr')).toBe('2026-11-17');
    expect(siteReleaseDate(releaseAt, 'nl')).toBe('2026-11-20');
    expect(siteReleaseDate(releaseAt, 'ch')).toBe('2026-11-18');
  });

  it('catalogue.txt §5: 1900-01-01 means unknown', () => {
    expect(siteReleaseDate({ FR_FR: '1900-01-01', NL_NL: '2026-11-20' }, 'fr')).toBeNull();
  });

  it("a show released elsewhere but not in the site's country has no date here", () => {
    expect(siteReleaseDate({ FR_FR: '2026-11-20', TN_FR: '2026-11-20' }, 'nl')).toBeNull();
  });

  it('the 2025 list shape (index keys) gives its earliest known date', () => {
    expect(siteReleaseDate({ 0: '2026-12-01', 1: '1900-01-01', 2: '2026-11-30' }, 'fr')).toBe('2026-11-30');
    expect(siteReleaseDate({}, 'fr')).toBeNull();
  });
});

describe('releaseGroups (catalogue.txt §5: 1900-01-01 displayed as unknown or left out of zone lists)', () => {
  const show = (slug: string, FR_FR: string) => ({ slug, releaseAt: { FR_FR, NL_NL: '2026-12-31' } });
  // Already in the upcoming order (catalogue.txt §3 Show summary orders).
  const shows = [
    show('atlas', '1900-01-01'),
    show('robots', '2026-12-09'),
    show('lagune', '2026-12-19'),
    show('dragons', '2026-12-09'),
    show('mystere', '1900-01-01'),
  ];
  const summary = (groups: ReturnType<typeof releaseGroups<(typeof shows)[number]>>) =>
    groups.map((group) => [group.date, group.shows.map((item) => item.slug)]);

  it('groups by release date in the site country, earliest first, the unknown dates last', () => {
    expect(summary(releaseGroups(shows, 'fr'))).toEqual([
      ['2026-12-09', ['robots', 'dragons']],
      ['2026-12-19', ['lagune']],
      [null, ['atlas', 'mystere']],
    ]);
  });

  it('keeps the upcoming order inside a day', () => {
    const reversed = [show('dragons', '2026-12-09'), show('robots', '2026-12-09')];
    expect(summary(releaseGroups(reversed, 'fr'))).toEqual([['2026-12-09', ['dragons', 'robots']]]);
  });

  it('a zone list leaves the unknown dates out', () => {
    expect(summary(releaseGroups(shows, 'fr', { zoneList: true }))).toEqual([
      ['2026-12-09', ['robots', 'dragons']],
      ['2026-12-19', ['lagune']],
    ]);
  });

  it("reads the site's own country: the Dutch dates group differently", () => {
    expect(summary(releaseGroups(shows, 'nl'))).toEqual([
      ['2026-12-31', ['atlas', 'robots', 'lagune', 'dragons', 'mystere']],
    ]);
  });

  it('no unknown date, no unknown group; no shows, no groups', () => {
    expect(summary(releaseGroups(shows.slice(1, 3), 'fr'))).toEqual([
      ['2026-12-09', ['robots']],
      ['2026-12-19', ['lagune']],
    ]);
    expect(releaseGroups([], 'fr')).toEqual([]);
  });
});
