import { describe, expect, it } from 'vitest';
import { defaultFeatures, type RouteTarget } from '@marquee/data';
import cinemasFr from '../fixtures/cinemas.fr.json' with { type: 'json' };
import citiesFr from '../fixtures/cities.fr.json' with { type: 'json' };
import settingsFr from '../fixtures/settings.fr.json' with { type: 'json' };
import type { AnswerOf, PageCall } from '../page.ts';
import { serverShowtimesScope } from '../films/showtimes/pageScope.ts';
import { locatorAddressFacts, locatorListsFromAnswers, resolvedLocatorChoice } from './choice.ts';
import { storyNow } from '../storybook/clock.ts';

const answers: Record<string, unknown> = { cinemas: cinemasFr, cities: citiesFr, settings: settingsFr };
const answer: AnswerOf = (call: PageCall) => answers[call.id];
const lists = locatorListsFromAnswers(answer);
const film: RouteTarget = { kind: 'Shows.Movie', language: 'fr', params: { slug: 'orbite-10002' } };

describe('member-and-shell.txt §4 Locator initial mode, from what the page knows', () => {
  it('reads the address: its localisation filter, a cinema page, a cinema light page', () => {
    expect(locatorAddressFacts({ ...film, filters: { localisation: 'paris' } })).toEqual({
      localisation: 'paris',
      cinemaPageSlug: null,
      lightCinemaSlug: null,
    });
    expect(locatorAddressFacts({ kind: 'Cinema.Single', language: 'fr', params: { slug: 'marquee-alesia' } })).toEqual({
      localisation: null,
      cinemaPageSlug: 'marquee-alesia',
      lightCinemaSlug: null,
    });
    expect(locatorAddressFacts({ kind: 'Cinema.Light', language: 'fr', params: { slug: 'marquee-alesia' } })).toEqual({
      localisation: null,
      cinemaPageSlug: null,
      lightCinemaSlug: 'marquee-alesia',
    });
  });

  it('reads the lists from the loader’s answers (the real API shapes), empty when a call failed', () => {
    expect(lists.cinemas.map((cinema) => cinema.slug)).toContain('marquee-alesia');
    expect(lists.cities.find((city) => city.slug === 'paris')?.cinemas).toContain('marquee-beaugrenelle');
    expect(lists.settings).toEqual({ maxGeolocationCinemas: 6, maxGeolocationDistance: 50 });
    expect(locatorListsFromAnswers(() => undefined)).toEqual({ cinemas: [], cities: [], settings: null });
  });

  it('the cookie decides without an address choice, with the cinemas it stands for', () => {
    const city = resolvedLocatorChoice({ target: film, locator: { type: 'city', slug: 'paris' } }, lists);
    expect(city.source).toBe('cookie');
    expect(city.cinemaSlugs).toEqual(citiesFr.find((item) => item.slug === 'paris')?.cinemas);
    const position = resolvedLocatorChoice(
      { target: film, locator: { type: 'position', latitude: 48.857, longitude: 2.352 } },
      lists,
    );
    // Of the five cinemas of the fixture, the two in Paris are within 50 km, the nearest first.
    expect(position.cinemaSlugs).toEqual(['marquee-alesia', 'marquee-beaugrenelle']);
    expect(resolvedLocatorChoice({ target: film, locator: null }, lists)).toEqual({
      choice: null,
      source: 'load-fail',
      cinemaSlugs: [],
    });
  });

  it('the address beats the cookie', () => {
    const target = { ...film, filters: { localisation: 'marquee-bellecour' } };
    expect(resolvedLocatorChoice({ target, locator: { type: 'city', slug: 'paris' } }, lists)).toEqual({
      choice: { type: 'cinema', slug: 'marquee-bellecour' },
      source: 'url',
      cinemaSlugs: ['marquee-bellecour'],
    });
  });
});

describe('issue 10: the server renders the film page for the cookie’s choice', () => {
  const context = (locator: Parameters<typeof resolvedLocatorChoice>[0]['locator']) => ({
    site: 'fr' as const,
    language: 'fr' as const,
    target: film,
    features: defaultFeatures('fr'),
    now: storyNow,
    locator,
  });

  it('a city cookie gives its zone; a position its nearby cinemas; none every cinema', () => {
    expect(serverShowtimesScope(context({ type: 'city', slug: 'lyon' }), answer)).toMatchObject({
      type: 'area',
      area: 'lyon',
    });
    expect(serverShowtimesScope(context({ type: 'position', latitude: 48.857, longitude: 2.352 }), answer)).toEqual({
      type: 'cinemas',
      cinemas: ['marquee-alesia', 'marquee-beaugrenelle'],
    });
    expect(serverShowtimesScope(context(null), answer)).toEqual({ type: 'all' });
  });

  it('member §4 load-fail: without a cookie the backend zone decides (a listed city, or a region with its cinemas)', () => {
    const withZone =
      (zone: unknown): AnswerOf =>
      (call) =>
        call.id === 'zone' ? zone : answers[call.id];
    expect(serverShowtimesScope(context(null), withZone({ slug: 'lyon', cinemas: [], shows: [] }))).toEqual({
      type: 'area',
      area: 'lyon',
      cinemas: citiesFr.find((item) => item.slug === 'lyon')?.cinemas,
    });
    const region = { slug: 'idf', cinemas: ['marquee-alesia'], shows: [] };
    expect(serverShowtimesScope(context(null), withZone(region))).toEqual({
      type: 'area',
      area: 'idf',
      cinemas: ['marquee-alesia'],
    });
    // A zone answer without a slug (or none at all) leaves every cinema.
    expect(serverShowtimesScope(context(null), withZone({ shows: [] }))).toEqual({ type: 'all' });
  });
});
