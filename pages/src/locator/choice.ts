import {
  apiCalls,
  initialLocatorChoice,
  locatorCinemaSlugs,
  toCinema,
  toCity,
  toSettings,
  type Cinema,
  type City,
  type InitialLocatorFacts,
  type LocatorChoice,
  type LocatorSettings,
  type LocatorSource,
  type RouteTarget,
} from '@marquee/data';
import type { AnswerOf, PageContext } from '../page.ts';

/** What the address says about the locator (member §4 Initial mode): its filter, a cinema page, a light page. */
export function locatorAddressFacts(
  target: RouteTarget,
): Pick<InitialLocatorFacts, 'localisation' | 'cinemaPageSlug' | 'lightCinemaSlug'> {
  const slug = target.params.slug ?? null;
  return {
    localisation: target.filters?.localisation ?? null,
    cinemaPageSlug: target.kind === 'Cinema.Single' ? slug : null,
    lightCinemaSlug: target.kind === 'Cinema.Light' ? slug : null,
  };
}

/** The lists the locator reads, as the site's loader answered them (empty when a call failed). */
export interface LocatorLists {
  cinemas: readonly Cinema[];
  cities: readonly City[];
  settings: LocatorSettings | null;
}

/** The lists from a page's answers, for `followUpCalls`: the page must declare `cinemas`, `cities` and `settings`. */
export function locatorListsFromAnswers(answer: AnswerOf): LocatorLists {
  const cinemas = apiCalls.cinemas.response.safeParse(answer({ id: 'cinemas' }));
  const cities = apiCalls.cities.response.safeParse(answer({ id: 'cities' }));
  const settings = apiCalls.settings.response.safeParse(answer({ id: 'settings' }));
  return {
    cinemas: cinemas.success ? cinemas.data.map(toCinema) : [],
    cities: cities.success ? cities.data.map(toCity) : [],
    settings: settings.success ? toSettings(settings.data).locator : null,
  };
}

export interface ResolvedLocatorChoice {
  choice: LocatorChoice | null;
  source: LocatorSource | 'chosen';
  /** The cinemas the choice stands for, in its order (nearest first for a position). */
  cinemaSlugs: string[];
}

/**
 * The choice a page renders with on the server and on its first render in the browser (the two
 * must agree): the address, then the cookie, as member §4 orders them. The browser may later
 * replace a load-fail by the backend's zone, or by what the visitor chooses.
 */
export function resolvedLocatorChoice(
  context: Pick<PageContext, 'target' | 'locator'>,
  lists: LocatorLists,
  favourites: readonly string[] | null = null,
): ResolvedLocatorChoice {
  const { choice, source } = initialLocatorChoice({
    ...locatorAddressFacts(context.target),
    cookie: context.locator ?? null,
    cinemas: lists.cinemas,
    cities: lists.cities,
  });
  return { choice, source, cinemaSlugs: locatorCinemaSlugs(choice, { ...lists, favourites }) };
}

/**
 * member §4 Initial mode: neither the address nor the cookie names a choice, so the backend's
 * geolocation zone will (load-fail). The server asks for that zone with the page (the shell's
 * calls, the film page's), so its render and the browser's first render agree and nothing moves
 * once the page runs. (A site with a single cinema forces it: the zone is then asked for nothing.)
 */
export function awaitsGeolocatedZone(context: Pick<PageContext, 'target' | 'locator'>): boolean {
  const facts = locatorAddressFacts(context.target);
  return !context.locator && !facts.localisation && !facts.cinemaPageSlug && !facts.lightCinemaSlug;
}

/**
 * member §4 load-fail: "a successful city request switches the location to that city zone". The
 * zone is a city choice; a zone the city list lacks (a region such as idf) stands for the cinemas
 * its answer lists, as LocatorProvider reads it.
 */
export function geolocatedZoneChoice(
  zone: { slug?: string | undefined; cinemas?: readonly string[] | undefined },
  lists: LocatorLists,
): ResolvedLocatorChoice | null {
  if (!zone.slug) return null;
  const choice: LocatorChoice = { type: 'city', slug: zone.slug };
  const listed = lists.cities.some((city) => city.slug === zone.slug);
  const zoneCinemas = listed ? null : (zone.cinemas ?? []);
  return { choice, source: 'load-fail', cinemaSlugs: locatorCinemaSlugs(choice, { ...lists, zoneCinemas }) };
}
