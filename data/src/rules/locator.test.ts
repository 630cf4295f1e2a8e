import { describe, expect, it } from 'vitest';
import { nauticalMilesBetween } from './cinemas.ts';
import {
  cinemaOrderAfterChoice,
  cinemaOrderAfterNavigation,
  cinemasNearPosition,
  foldedText,
  initialLocatorChoice,
  locatorCinemaSlugs,
  locatorCookieMaxAgeSeconds,
  locatorCookieText,
  locatorHistoryAfter,
  locatorHistoryStorageKey,
  orderedByLocatorChoice,
  parseLocatorCookie,
  parseLocatorHistory,
  searchCities,
  serializeLocatorCookie,
  unlockedCinemaOrder,
} from './locator.ts';

describe('member-and-shell.txt §3 Locator cookie (type and value)', () => {
  it('reads back every choice it writes: cinema, city, position, favorite', () => {
    for (const choice of [
      { type: 'cinema', slug: 'marquee-beaugrenelle' },
      { type: 'city', slug: 'paris' },
      { type: 'position', latitude: 48.857, longitude: 2.352 },
      { type: 'favorite' },
    ] as const) {
      expect(parseLocatorCookie(serializeLocatorCookie(choice))).toEqual(choice);
    }
  });

  it('keeps {type, value} with the position as "latitude,longitude" rounded to three decimals', () => {
    const text = decodeURIComponent(
      serializeLocatorCookie({ type: 'position', latitude: 48.85661, longitude: -2.35222 }),
    );
    expect(JSON.parse(text)).toEqual({ type: 'position', value: '48.857,-2.352' });
  });

  it('reads malformed values as no choice', () => {
    for (const raw of [
      '',
      'not-json',
      '%E0%A4%A',
      encodeURIComponent('{"type":"city"}'),
      encodeURIComponent('{"type":"zone","value":"paris"}'),
      encodeURIComponent('{"type":"city","value":"Paris <script>"}'),
      encodeURIComponent('{"type":"position","value":"91,2"}'),
      encodeURIComponent('{"type":"position","value":"48.8;2.3"}'),
      encodeURIComponent('null'),
    ]) {
      expect(parseLocatorCookie(raw)).toBeNull();
    }
  });
});

describe('member-and-shell.txt §9 the locator cookie lives 365 days', () => {
  it('is written for the whole site for 365 days, Secure on https', () => {
    expect(locatorCookieMaxAgeSeconds).toBe(365 * 86_400);
    const text = locatorCookieText({ type: 'city', slug: 'lyon' }, { secure: true });
    expect(text).toMatch(/^locator=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(locatorCookieText({ type: 'city', slug: 'lyon' }, { secure: false })).not.toContain('Secure');
  });
});

const parisCinemas = [
  { slug: 'marquee-beaugrenelle', gpsPosition: { x: 48.8484, y: 2.2821 } },
  { slug: 'marquee-wepler', gpsPosition: { x: 48.8838, y: 2.3275 } },
  { slug: 'marquee-parnasse', gpsPosition: { x: 48.8432, y: 2.3247 } },
  { slug: 'marquee-les-halles', gpsPosition: { x: 48.8625, y: 2.3469 } },
  { slug: 'marquee-la-villette', gpsPosition: { x: 48.8945, y: 2.3876 } },
  { slug: 'marquee-alesia', gpsPosition: { x: 48.8277, y: 2.3265 } },
  { slug: 'marquee-boulogne', gpsPosition: { x: 48.8246, y: 2.2369 } },
  { slug: 'marquee-stade-de-france', gpsPosition: { x: 48.9225, y: 2.3588 } },
  { slug: 'marquee-massy', gpsPosition: { x: 48.7263, y: 2.2589 } },
  { slug: 'marquee-bellecour', gpsPosition: { x: 45.7578, y: 4.832 } },
  { slug: 'marquee-unplaced', gpsPosition: null },
];
const frCities = [
  {
    slug: 'paris',
    name: 'Paris',
    postalCode: '75',
    mainRegion: 'idf',
    cinemas: ['marquee-beaugrenelle', 'marquee-wepler'],
  },
  {
    slug: 'boulogne-billancourt',
    name: 'Boulogne-Billancourt',
    postalCode: '92',
    mainRegion: 'idf',
    cinemas: ['marquee-boulogne'],
  },
  { slug: 'lyon', name: 'Lyon', postalCode: '69', mainRegion: null, cinemas: ['marquee-bellecour'] },
  { slug: 'evry', name: 'Évry-Courcouronnes', postalCode: '91', mainRegion: 'idf', cinemas: [] },
  { slug: 'saint-etienne', name: 'Saint-Étienne', postalCode: '42', mainRegion: null, cinemas: [] },
  { slug: 'amsterdam', name: 'Amsterdam', postalCode: null, mainRegion: null, cinemas: [] },
];
const centreOfParis = { latitude: 48.8566, longitude: 2.3522 };

describe('member-and-shell.txt §4 Locator initial mode: URL filter, cinema page, cookie, load-fail', () => {
  const lists = { cinemas: parisCinemas, cities: frCities };
  const cookie = { type: 'city', slug: 'lyon' } as const;

  it('the URL localisation filter wins: a cinema slug gives cinema mode, a city or region zone slug city mode', () => {
    expect(
      initialLocatorChoice({ ...lists, localisation: 'marquee-wepler', cinemaPageSlug: 'marquee-massy', cookie }),
    ).toEqual({
      choice: { type: 'cinema', slug: 'marquee-wepler' },
      source: 'url',
    });
    expect(initialLocatorChoice({ ...lists, localisation: 'paris', cookie })).toEqual({
      choice: { type: 'city', slug: 'paris' },
      source: 'url',
    });
    expect(initialLocatorChoice({ ...lists, localisation: 'idf', cookie }).choice).toEqual({
      type: 'city',
      slug: 'idf',
    });
  });

  it('an unknown localisation slug is skipped: the cinema page slug, then the cookie decide', () => {
    expect(
      initialLocatorChoice({ ...lists, localisation: 'nowhere', cinemaPageSlug: 'marquee-massy', cookie }),
    ).toEqual({
      choice: { type: 'cinema', slug: 'marquee-massy' },
      source: 'cinema-page',
    });
    expect(initialLocatorChoice({ ...lists, localisation: 'nowhere', cookie })).toEqual({
      choice: cookie,
      source: 'cookie',
    });
  });

  it('the cookie gives any mode, position and favorite included', () => {
    const position = { type: 'position', latitude: 48.857, longitude: 2.352 } as const;
    expect(initialLocatorChoice({ ...lists, cookie: position })).toEqual({ choice: position, source: 'cookie' });
    expect(initialLocatorChoice({ ...lists, cookie: { type: 'favorite' } }).source).toBe('cookie');
  });

  it('without filter, cinema page or usable cookie it is load-fail, with no choice', () => {
    expect(initialLocatorChoice({ ...lists, cookie: null })).toEqual({ choice: null, source: 'load-fail' });
    // A cookie naming a cinema or a city the site no longer has counts as none.
    expect(initialLocatorChoice({ ...lists, cookie: { type: 'cinema', slug: 'marquee-closed' } }).source).toBe(
      'load-fail',
    );
    expect(initialLocatorChoice({ ...lists, cookie: { type: 'city', slug: 'atlantis' } }).source).toBe('load-fail');
  });

  it('with the lists unknown (their calls failed), the cookie is trusted as it is', () => {
    expect(
      initialLocatorChoice({ cinemas: [], cities: [], cookie: { type: 'cinema', slug: 'marquee-closed' } }).source,
    ).toBe('cookie');
  });

  it('the CinemaLight page forces cinema mode with its slug whatever else is set', () => {
    expect(initialLocatorChoice({ ...lists, lightCinemaSlug: 'marquee-massy', localisation: 'paris', cookie })).toEqual(
      { choice: { type: 'cinema', slug: 'marquee-massy' }, source: 'cinema-page' },
    );
  });

  it('a single cinema in the list forces cinema mode with it', () => {
    const single = [{ slug: 'marquee-dakar' }];
    expect(initialLocatorChoice({ cinemas: single, cities: [], localisation: 'dakar', cookie })).toEqual({
      choice: { type: 'cinema', slug: 'marquee-dakar' },
      source: 'single-cinema',
    });
  });
});

describe('member-and-shell.txt §4 City search: numbers by postal-code prefix, text by accent-insensitive substring', () => {
  const names = (query: string) => searchCities(frCities, query).map((city) => city.slug);

  it('a numeric query matches the postal codes (the departement) by prefix', () => {
    expect(names('9')).toEqual(['boulogne-billancourt', 'evry']);
    expect(names('69')).toEqual(['lyon']);
    expect(names('6')).toEqual(['lyon']);
    expect(names('7')).toEqual(['paris']);
    expect(names('8')).toEqual([]);
  });

  it('a full postal code finds the city of its departement', () => {
    expect(names('75015')).toEqual(['paris']);
    expect(names('69002')).toEqual(['lyon']);
  });

  it('text matches names as a substring, whatever the accents and the case, names starting with it first', () => {
    expect(names('etienne')).toEqual(['saint-etienne']);
    expect(names('ÉVRY')).toEqual(['evry']);
    expect(names('evry')).toEqual(['evry']);
    expect(names('am')).toEqual(['amsterdam']);
    expect(names('ly')).toEqual(['lyon']);
    expect(names('on')).toEqual(['lyon', 'evry']);
    expect(names('b')).toEqual(['boulogne-billancourt']);
    expect(names('s')).toEqual(['saint-etienne', 'paris', 'evry', 'amsterdam']);
    expect(names('r')).toEqual(['paris', 'boulogne-billancourt', 'evry', 'amsterdam']);
  });

  it('the query is trimmed; an empty query finds nothing', () => {
    expect(names('  lyon ')).toEqual(['lyon']);
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });

  it('cities without a postal code (nl) never match a number', () => {
    expect(searchCities([{ name: 'Amsterdam', postalCode: null }], '1')).toEqual([]);
  });

  it('folds accents but keeps letters NFD keeps whole', () => {
    expect(foldedText('Île-de-France')).toBe('ile-de-france');
    expect(foldedText('Straße')).toBe('straße');
  });
});

describe('catalogue.txt §9 Distance and §5 Cinema proximity in the locator (member §9: 6 within 50 km)', () => {
  it('measures great-circle nautical miles: a degree of arc is 60', () => {
    expect(nauticalMilesBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(60, 6);
    expect(nauticalMilesBetween({ latitude: 10, longitude: 5 }, { latitude: 11, longitude: 5 })).toBeCloseTo(60, 6);
  });

  it('keeps the 6 nearest within 50 km, nearest first, in kilometres', () => {
    const near = cinemasNearPosition(parisCinemas, centreOfParis);
    expect(near.map(({ cinema }) => cinema.slug)).toEqual([
      'marquee-les-halles',
      'marquee-parnasse',
      'marquee-wepler',
      'marquee-alesia',
      'marquee-la-villette',
      'marquee-beaugrenelle',
    ]);
    expect(near[0]?.distance).toBeCloseTo(0.76, 2);
  });

  it('the settings override count and distance; Lyon, 390 km away, and unplaced cinemas never show', () => {
    const slugs = (settings: { maxGeolocationCinemas: number; maxGeolocationDistance: number }) =>
      cinemasNearPosition(parisCinemas, centreOfParis, settings).map(({ cinema }) => cinema.slug);
    expect(slugs({ maxGeolocationCinemas: 20, maxGeolocationDistance: 8 })).toHaveLength(7);
    expect(slugs({ maxGeolocationCinemas: 2, maxGeolocationDistance: 50 })).toEqual([
      'marquee-les-halles',
      'marquee-parnasse',
    ]);
    expect(slugs({ maxGeolocationCinemas: 20, maxGeolocationDistance: 1000 })).toContain('marquee-bellecour');
    expect(slugs({ maxGeolocationCinemas: 20, maxGeolocationDistance: 1000 })).not.toContain('marquee-unplaced');
    expect(slugs({ maxGeolocationCinemas: 20, maxGeolocationDistance: 380 })).not.toContain('marquee-bellecour');
  });
});

describe('member-and-shell.txt §4 Locator: the cinemas a choice stands for', () => {
  const facts = { cinemas: parisCinemas, cities: frCities, favourites: ['marquee-massy', 'marquee-wepler'] };

  it('a cinema itself, a city its cinemas, a region zone its cities, favorites the favourites', () => {
    expect(locatorCinemaSlugs({ type: 'cinema', slug: 'marquee-wepler' }, facts)).toEqual(['marquee-wepler']);
    expect(locatorCinemaSlugs({ type: 'city', slug: 'paris' }, facts)).toEqual([
      'marquee-beaugrenelle',
      'marquee-wepler',
    ]);
    expect(locatorCinemaSlugs({ type: 'city', slug: 'idf' }, facts)).toEqual([
      'marquee-beaugrenelle',
      'marquee-wepler',
      'marquee-boulogne',
    ]);
    expect(locatorCinemaSlugs({ type: 'city', slug: 'idf' }, { ...facts, zoneCinemas: ['marquee-massy'] })).toEqual([
      'marquee-massy',
    ]);
    expect(locatorCinemaSlugs({ type: 'favorite' }, facts)).toEqual(['marquee-massy', 'marquee-wepler']);
  });

  it('position mode stands for the nearby cinemas; favorites with nobody signed in for none', () => {
    expect(locatorCinemaSlugs({ type: 'position', ...centreOfParis }, facts)).toHaveLength(6);
    expect(locatorCinemaSlugs({ type: 'favorite' }, { ...facts, favourites: null })).toEqual([]);
    expect(locatorCinemaSlugs(null, facts)).toEqual([]);
  });
});

describe('member-and-shell.txt §4 Locator history (3 latest distinct, kept in local storage)', () => {
  const wepler = { type: 'cinema', slug: 'marquee-wepler', url: '/cinemas/marquee-wepler' } as const;
  const lyon = { type: 'city', slug: 'lyon', url: '/cinemas/villes/lyon' } as const;

  it('a cinema or city choice joins the history; a position or favorites leave it as it is', () => {
    const history = locatorHistoryAfter([wepler], { type: 'city', slug: 'lyon' }, lyon.url);
    expect(history).toEqual([lyon, wepler]);
    expect(locatorHistoryAfter(history, { type: 'favorite' }, '/x')).toEqual(history);
    expect(locatorHistoryAfter(history, { type: 'position', latitude: 1, longitude: 2 }, '/x')).toEqual(history);
    expect(locatorHistoryAfter(history, { type: 'cinema', slug: 'marquee-wepler' }, wepler.url)).toEqual([
      wepler,
      lyon,
    ]);
  });

  it('reads its stored value back, tolerant of anything malformed, keeping 3 distinct', () => {
    expect(parseLocatorHistory(JSON.stringify([lyon, wepler]))).toEqual([lyon, wepler]);
    for (const raw of [null, '', 'nope', '{}', '[1]', JSON.stringify([{ type: 'position', slug: 'x', url: '/x' }])]) {
      expect(parseLocatorHistory(raw)).toEqual([]);
    }
    const stored = [
      lyon,
      { ...wepler, slug: 'Bad Slug' },
      wepler,
      lyon,
      { type: 'city', slug: 'nice', url: '/n' },
      { type: 'city', slug: 'pau', url: '/p' },
    ];
    expect(parseLocatorHistory(JSON.stringify(stored))).toEqual([
      lyon,
      wepler,
      { type: 'city', slug: 'nice', url: '/n' },
    ]);
  });

  it('is stored under marquee.locatorHistory', () => {
    expect(locatorHistoryStorageKey).toBe('marquee.locatorHistory');
  });
});

describe('member-and-shell.txt §4 Locator cinema ordering lock', () => {
  const paris = ['marquee-beaugrenelle', 'marquee-wepler'];

  it('choosing a cinema outside the current list locks; inside it changes nothing', () => {
    expect(cinemaOrderAfterChoice(unlockedCinemaOrder, { type: 'cinema', slug: 'marquee-massy' }, paris)).toEqual({
      locked: true,
    });
    expect(cinemaOrderAfterChoice(unlockedCinemaOrder, { type: 'cinema', slug: 'marquee-wepler' }, paris)).toEqual({
      locked: false,
    });
    expect(cinemaOrderAfterChoice({ locked: true }, { type: 'cinema', slug: 'marquee-wepler' }, paris)).toEqual({
      locked: true,
    });
    expect(cinemaOrderAfterChoice(unlockedCinemaOrder, { type: 'city', slug: 'lyon' }, paris)).toEqual({
      locked: false,
    });
  });

  it('choosing position or favorite mode locks', () => {
    expect(cinemaOrderAfterChoice(unlockedCinemaOrder, { type: 'favorite' }, paris).locked).toBe(true);
    expect(cinemaOrderAfterChoice(unlockedCinemaOrder, { type: 'position', ...centreOfParis }, paris).locked).toBe(
      true,
    );
  });

  it('leaving a non-cinema page releases; leaving a cinema page (single or light) keeps the lock', () => {
    expect(cinemaOrderAfterNavigation({ locked: true }, 'Shows.Movie')).toEqual({ locked: false });
    expect(cinemaOrderAfterNavigation({ locked: true }, 'Cinema.List')).toEqual({ locked: false });
    expect(cinemaOrderAfterNavigation({ locked: true }, 'Cinema.Single')).toEqual({ locked: true });
    expect(cinemaOrderAfterNavigation({ locked: true }, 'Cinema.Light')).toEqual({ locked: true });
    expect(cinemaOrderAfterNavigation({ locked: true }, null)).toEqual({ locked: true });
  });

  it('while locked the choice’s cinemas come first in its order; unlocked the list keeps its own', () => {
    const rows = ['marquee-alesia', 'marquee-beaugrenelle', 'marquee-massy', 'marquee-wepler'];
    const chosen = ['marquee-wepler', 'marquee-massy'];
    expect(orderedByLocatorChoice(rows, (slug) => slug, chosen, { locked: true })).toEqual([
      'marquee-wepler',
      'marquee-massy',
      'marquee-alesia',
      'marquee-beaugrenelle',
    ]);
    expect(orderedByLocatorChoice(rows, (slug) => slug, chosen, unlockedCinemaOrder)).toEqual(rows);
  });
});
