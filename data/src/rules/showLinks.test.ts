import { describe, expect, it } from 'vitest';
import { showPageKind } from './showKind.ts';
import { seasonPageKind, seasonPath, showPath } from './showLinks.ts';

describe('showPageKind (decision 0030: the strand decides; isMovie is false for every real Dutch film)', () => {
  it('a show whose type names a stage or live strand (Music, Ballet, Opera) is entertainment', () => {
    expect(showPageKind({ strand: 'Music' })).toBe('Shows.Entertainment');
    expect(showPageKind({ strand: 'BALLET' })).toBe('Shows.Entertainment');
    expect(showPageKind({ strand: 'Opéra' })).toBe('Shows.Entertainment');
  });

  it('a film strand (FILM, Classics, SNEAK PREVIEW) or no type at all stays a film', () => {
    expect(showPageKind({ strand: 'Classics' })).toBe('Shows.Movie');
    expect(showPageKind({ strand: 'SNEAK PREVIEW' })).toBe('Shows.Movie');
    expect(showPageKind({ strand: null })).toBe('Shows.Movie');
  });

  it('builds the path in the site words', () => {
    expect(showPath('fr', 'fr', { slug: 'orbite-10002', strand: null })).toBe('/films/orbite-10002');
    expect(showPath('fr', 'fr', { slug: 'la-traviata-10043', strand: 'Opera' })).toBe('/evenements/la-traviata-10043');
    expect(showPath('nl', 'nl', { slug: 'baan-10002', strand: null })).toBe('/films/baan-10002');
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
