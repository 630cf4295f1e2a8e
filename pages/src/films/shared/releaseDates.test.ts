import { describe, expect, it } from 'vitest';
import { siteReleaseDate } from './releaseDates.ts';

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
