import { describe, expect, it } from 'vitest';
import { seasonPageKind, seasonPath, showPageKind, showPath } from './showLinks.ts';

describe('showPageKind (real-api.md open question 5: isMovie is false for Dutch films)', () => {
  it('a special event that is not a movie is entertainment', () => {
    expect(showPageKind({ movie: false, specialEvent: true })).toBe('Shows.Entertainment');
  });

  it('a Dutch film (isMovie false, no special event) stays a film', () => {
    expect(showPageKind({ movie: false, specialEvent: false })).toBe('Shows.Movie');
    expect(showPageKind({ movie: true, specialEvent: false })).toBe('Shows.Movie');
  });

  it('builds the path in the site words', () => {
    expect(showPath('fr', 'fr', { slug: 'orbite-10002', movie: true, specialEvent: false })).toBe(
      '/films/orbite-10002',
    );
    expect(showPath('fr', 'fr', { slug: 'la-traviata-10043', movie: false, specialEvent: true })).toBe(
      '/evenements/la-traviata-10043',
    );
    expect(showPath('nl', 'nl', { slug: 'baan-10002', movie: false, specialEvent: false })).toBe('/films/baan-10002');
  });
});

describe('seasonPath', () => {
  it('follows the kind the events call names', () => {
    expect(seasonPageKind('season')).toBe('Season');
    expect(seasonPageKind('event-special')).toBe('Season.EventSpecial');
    expect(seasonPageKind('branded-events')).toBe('Season.BrandedEvents');
    expect(seasonPageKind(undefined)).toBe('Season');
    expect(seasonPath('fr', 'fr', { slug: 'festival-des-enfants', kind: 'event-special' })).toBe(
      '/event-special/festival-des-enfants',
    );
  });

  it('member-and-shell.txt §2: an item with only a redirect slug goes to its own season page', () => {
    expect(
      seasonPath('fr', 'fr', { slug: 'saison-opera-2025', kind: 'event-special', redirectSlug: 'saison-opera-ballet' }),
    ).toBe('/saison/saison-opera-ballet');
    expect(seasonPath('nl', 'en', { slug: 'old', redirectSlug: 'new' })).toBe('/en/season/new');
  });
});
