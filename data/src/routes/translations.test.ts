import { describe, expect, it } from 'vitest';
import type { Language, SiteCode } from '../sites/sites.ts';
import type { RouteTarget } from './router.ts';
import type { RouteKind } from './table.ts';
import { languageAddresses, languageSwitchPath, ownLanguageSlug, translateCallOf } from './translations.ts';

const target = (kind: RouteKind, language: Language, slug = 'slug-fr'): RouteTarget => ({
  kind,
  language,
  params: { slug },
});

/** A record whose slug differs in each language, as the API's `…/translate` answers it. */
const translations = { fr: 'slug-fr', en: 'slug-en', de: 'slug-de', nl: 'slug-nl' };

describe('issue 21: the language switch names the same item in each language (catalogue.txt §7 …/translate)', () => {
  it.each([
    ['Cinema.Single', 'cinemaTranslate'],
    ['Cinema.Light', 'cinemaTranslate'],
    ['Shows.Movie', 'showTranslate'],
    ['Shows.Entertainment', 'showTranslate'],
    ['News.Single', 'newsTranslate'],
    ['Offers.Single', 'offerTranslate'],
    ['Experience.Single', 'articleTranslate'],
    ['MasterTemplate', 'masterTemplatePageTranslate'],
  ] as const)('a %s page asks %s for its slug per language', (kind, id) => {
    expect(translateCallOf(target(kind, 'fr'))).toEqual({ id, params: { slug: 'slug-fr' } });
  });

  it('pages whose slug is the same in every language ask nothing (a city, a season, a list)', () => {
    expect(translateCallOf(target('Cinema.City.Single', 'fr'))).toBeNull();
    expect(translateCallOf(target('Season', 'fr'))).toBeNull();
    expect(translateCallOf({ kind: 'News.List', language: 'fr', params: {} })).toBeNull();
  });

  // Item kind × site × language → the translated address (route words of catalogue.txt §2).
  it.each([
    ['fr', 'Shows.Movie', { fr: '/films/slug-fr', en: '/en/movies-events/slug-en' }],
    ['fr', 'Cinema.Single', { fr: '/cinemas/slug-fr', en: '/en/cinemas/slug-en' }],
    ['fr', 'News.Single', { fr: '/actualites/slug-fr', en: '/en/news/slug-en' }],
    ['fr', 'Offers.Single', { fr: '/offres/slug-fr', en: '/en/offers/slug-en' }],
    ['fr', 'MasterTemplate', { fr: '/info/slug-fr', en: '/en/info/slug-en' }],
    ['fr', 'Experience.Single', { fr: '/specials/slug-fr', en: '/specials/slug-en' }],
    ['nl', 'Shows.Entertainment', { nl: '/evenementen/slug-nl', en: '/en/events/slug-en' }],
    ['nl', 'Cinema.Light', { nl: '/bioscopen/l/slug-nl', en: '/en/cinemas/l/slug-en' }],
    ['nl', 'News.Single', { nl: '/nieuws/slug-nl', en: '/en/news/slug-en' }],
    ['nl', 'Offers.Single', { nl: '/nieuws-en-aanbiedingen/slug-nl', en: '/en/news-and-offers/slug-en' }],
    [
      'ch',
      'Shows.Movie',
      { fr: '/fr/films-evenements/slug-fr', en: '/movies-events/slug-en', de: '/de/filme-events/slug-de' },
    ],
    ['ch', 'Cinema.Single', { fr: '/fr/cinemas/slug-fr', en: '/cinemas/slug-en', de: '/de/kinos/slug-de' }],
    ['ch', 'News.Single', { fr: '/fr/actualites/slug-fr', en: '/news/slug-en', de: '/de/news/slug-de' }],
    [
      'ch',
      'Offers.Single',
      { fr: '/fr/abos-offres/slug-fr', en: '/subscriptions-offers/slug-en', de: '/de/abos-angebote/slug-de' },
    ],
  ] as const)('%s %s: each language links its own slug', (site: SiteCode, kind, expected) => {
    const addresses = languageAddresses(site, target(kind, 'en', 'slug-en'), translations);
    expect(Object.fromEntries(addresses.map(({ language, path }) => [language, path]))).toEqual(expected);
  });

  it('a language the item has no version in has no address, and its switch leads to the home in that language (decision 0049)', () => {
    const addresses = languageAddresses('ch', target('News.Single', 'fr'), { fr: 'slug-fr', en: null, de: null });
    expect(addresses).toEqual([
      { language: 'fr', path: '/fr/actualites/slug-fr' },
      { language: 'en', path: null },
      { language: 'de', path: null },
    ]);
    expect(addresses.map((address) => languageSwitchPath('ch', address))).toEqual([
      '/fr/actualites/slug-fr',
      '/',
      '/de',
    ]);
  });

  it('while the translations are unknown (the call failed), only the current language keeps the page', () => {
    expect(languageAddresses('fr', target('Offers.Single', 'fr'), undefined)).toEqual([
      { language: 'fr', path: '/offres/slug-fr' },
      { language: 'en', path: null },
    ]);
  });

  it('other pages keep their address in every language, without filters or tab', () => {
    const city: RouteTarget = {
      kind: 'Cinema.City.Single',
      language: 'nl',
      params: { slug: 'den-haag' },
    };
    expect(languageAddresses('nl', city, undefined)).toEqual([
      { language: 'nl', path: '/bioscopen/stad/den-haag' },
      { language: 'en', path: '/en/cinemas/city/den-haag' },
    ]);
    const shows: RouteTarget = { kind: 'Shows.List', language: 'fr', params: {}, tab: 'presales' };
    expect(languageAddresses('fr', shows, undefined).map((address) => address.path)).toEqual([
      '/films',
      '/en/movies-events',
    ]);
  });
});

describe('issue 21: an address naming another language’s version of the item', () => {
  it('names the version in the page’s own language instead', () => {
    expect(ownLanguageSlug(target('News.Single', 'en', 'slug-fr'), translations)).toBe('slug-en');
    expect(ownLanguageSlug(target('News.Single', 'en', 'slug-en'), translations)).toBeNull();
  });

  it('leaves alone a record with no version in that language, unknown translations, and untranslated kinds', () => {
    expect(ownLanguageSlug(target('Offers.Single', 'en'), { fr: 'slug-fr', en: null })).toBeNull();
    expect(ownLanguageSlug(target('Offers.Single', 'en'), undefined)).toBeNull();
    expect(ownLanguageSlug(target('Season', 'en'), translations)).toBeNull();
  });

  it('never for the experience article: its address has no language, the visitor’s browser or cookie gives it', () => {
    expect(ownLanguageSlug(target('Experience.Single', 'en', 'slug-fr'), translations)).toBeNull();
  });
});
