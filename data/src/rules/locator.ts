import type { RouteKind } from '../routes/table.ts';
import { cinemasNearby, nauticalMilesBetween, nauticalMilesToKilometres } from './cinemas.ts';
import { locatorCookieDays } from './constants.ts';
import { addLocatorHistory, type LocatorHistoryItem } from './history.ts';

/** member-and-shell.txt §7 Browser storage: the locator cookie's name. */
export const locatorCookieName = 'locator';
/** member-and-shell.txt §9: the locator cookie lives 365 days. */
export const locatorCookieMaxAgeSeconds = locatorCookieDays * 24 * 60 * 60;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The locator's choice (member-and-shell.txt §3 Locator cookie: a cinema, a city by slug, a
 * position by coordinates, or the favourite cinemas). Cinemas are kept by slug, the reference
 * every route and call of the site uses.
 */
export type LocatorChoice =
  | { type: 'cinema'; slug: string }
  | { type: 'city'; slug: string }
  | { type: 'position'; latitude: number; longitude: number }
  | { type: 'favorite' };

/** The choice as the cookie writes it: `{type, value}` (member §3), the value a string. */
interface LocatorCookieValue {
  type: LocatorChoice['type'];
  value: string;
}

const slugPattern = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** Three decimals, about a hundred metres: enough for "nearby", and no more of the visitor's whereabouts is kept. */
const positionDecimals = 3;

function roundedCoordinate(value: number): number {
  const factor = 10 ** positionDecimals;
  return Math.round(value * factor) / factor;
}

function validCoordinates({ latitude, longitude }: Coordinates): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}

/** The cookie's value (URI-encoded JSON) for a choice; positions are rounded to about 100 m. */
export function serializeLocatorCookie(choice: LocatorChoice): string {
  const value: LocatorCookieValue =
    choice.type === 'position'
      ? { type: 'position', value: `${roundedCoordinate(choice.latitude)},${roundedCoordinate(choice.longitude)}` }
      : choice.type === 'favorite'
        ? { type: 'favorite', value: '' }
        : { type: choice.type, value: choice.slug };
  return encodeURIComponent(JSON.stringify(value));
}

/**
 * Reads the cookie's value back; anything malformed (a hand-edited or truncated cookie, an
 * unknown type, a slug with other characters, coordinates off the globe) reads as no choice.
 */
export function parseLocatorCookie(raw: string | null | undefined): LocatorChoice | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, value } = parsed as Partial<Record<string, unknown>>;
  if (typeof value !== 'string') return null;
  switch (type) {
    case 'cinema':
    case 'city':
      return slugPattern.test(value) ? { type, slug: value } : null;
    case 'position': {
      const match = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
      if (!match) return null;
      const coordinates = { latitude: Number(match[1]), longitude: Number(match[2]) };
      return validCoordinates(coordinates) ? { type: 'position', ...coordinates } : null;
    }
    case 'favorite':
      return { type: 'favorite' };
    default:
      return null;
  }
}

/** The `Set-Cookie`/`document.cookie` text for a choice: whole site, 365 days, not sent cross-site. */
export function locatorCookieText(choice: LocatorChoice, { secure }: { secure: boolean }): string {
  return [
    `${locatorCookieName}=${serializeLocatorCookie(choice)}`,
    'Path=/',
    `Max-Age=${locatorCookieMaxAgeSeconds}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Where the effective choice came from (member-and-shell.txt §4 Locator "Initial mode"), plus the
 * two cases that force cinema mode: `cinema-page` also covers the cinema light page, and
 * `single-cinema` a site with one cinema. `load-fail` has no choice: the caller asks the backend's
 * geolocation (GET zone) and uses the zone it answers without writing the cookie.
 */
export type LocatorSource = 'url' | 'cinema-page' | 'single-cinema' | 'cookie' | 'load-fail';

/** catalogue.txt §9 Colours and regions: the region zones (several cities under one zone slug). */
export const regionZones = ['idf', 'amsterdam'] as const;

interface Slugged {
  slug: string;
}

export interface InitialLocatorFacts {
  /** The address's `localisation` filter: a cinema slug, or a city or region zone slug. */
  localisation?: string | null;
  /** The slug of the cinema page being shown (Cinema.Single). */
  cinemaPageSlug?: string | null;
  /** The slug of the cinema light page being shown (Cinema.Light). */
  lightCinemaSlug?: string | null;
  cookie: LocatorChoice | null;
  /** The site's cinemas and cities; empty while unknown (a failed call), then slugs are trusted as they are. */
  cinemas: readonly Slugged[];
  cities: readonly Slugged[];
}

const knows = (list: readonly Slugged[], slug: string) => list.some((item) => item.slug === slug);
const isRegionZone = (slug: string) => (regionZones as readonly string[]).includes(slug);

/** A cookie choice the lists no longer know (a closed cinema, a renamed city) counts as none. */
function stillKnown(choice: LocatorChoice, cinemas: readonly Slugged[], cities: readonly Slugged[]): boolean {
  switch (choice.type) {
    case 'cinema':
      return cinemas.length === 0 || knows(cinemas, choice.slug);
    case 'city':
      return cities.length === 0 || knows(cities, choice.slug) || isRegionZone(choice.slug);
    default:
      return true;
  }
}

/**
 * member-and-shell.txt §4 Locator, initial mode: the cinema light page forces cinema mode with its
 * slug, a site with a single cinema forces cinema mode with it; otherwise the address's
 * localisation filter (a cinema slug gives cinema mode, a city or region zone slug city mode),
 * else the cinema page's slug, else the cookie, else load-fail (no choice).
 */
export function initialLocatorChoice({
  localisation,
  cinemaPageSlug,
  lightCinemaSlug,
  cookie,
  cinemas,
  cities,
}: InitialLocatorFacts): { choice: LocatorChoice | null; source: LocatorSource } {
  if (lightCinemaSlug) return { choice: { type: 'cinema', slug: lightCinemaSlug }, source: 'cinema-page' };
  const [onlyCinema] = cinemas;
  if (cinemas.length === 1 && onlyCinema) {
    return { choice: { type: 'cinema', slug: onlyCinema.slug }, source: 'single-cinema' };
  }
  if (localisation) {
    if (knows(cinemas, localisation)) return { choice: { type: 'cinema', slug: localisation }, source: 'url' };
    if (knows(cities, localisation) || isRegionZone(localisation)) {
      return { choice: { type: 'city', slug: localisation }, source: 'url' };
    }
  }
  if (cinemaPageSlug) return { choice: { type: 'cinema', slug: cinemaPageSlug }, source: 'cinema-page' };
  if (cookie && stillKnown(cookie, cinemas, cities)) return { choice: cookie, source: 'cookie' };
  return { choice: null, source: 'load-fail' };
}

/** Lower case without diacritics ("Évry" -> "evry"); letters NFD keeps whole (ß) stay as they are. */
export function foldedText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * member-and-shell.txt §4 City search: a numeric query matches postal codes by prefix; any other
 * query matches the name as an accent- and case-insensitive substring, names starting with it
 * first. A city's postal code is its departement ("69"): a full postal code ("69002") also finds
 * it, as every postal code of a departement starts with the departement's number. An empty query
 * finds nothing.
 */
export function searchCities<T extends { name: string; postalCode: string | null }>(
  cities: readonly T[],
  query: string,
): T[] {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  if (/^\d+$/.test(trimmed)) {
    return cities.filter(
      ({ postalCode }) => postalCode !== null && (postalCode.startsWith(trimmed) || trimmed.startsWith(postalCode)),
    );
  }
  const folded = foldedText(trimmed);
  const matching = cities.filter((city) => foldedText(city.name).includes(folded));
  const startsWith = matching.filter((city) => foldedText(city.name).startsWith(folded));
  return [...startsWith, ...matching.filter((city) => !startsWith.includes(city))];
}

/** member-and-shell.txt §3 Settings.locator: how many cinemas, and how far (km), position mode lists. */
export interface LocatorSettings {
  maxGeolocationCinemas: number;
  maxGeolocationDistance: number;
}

/** A cinema as the wire places it: x = latitude, y = longitude (real-api.md open question 9). */
export interface PlacedCinema {
  slug: string;
  gpsPosition: { x: number; y: number } | null;
}

/**
 * The cinemas around a position (catalogue.txt §5 Cinema proximity with member §3 Settings.locator,
 * default 6 within 50 km): great-circle kilometres, nearest first. Cinemas without a position are
 * left out.
 */
export function cinemasNearPosition<T extends PlacedCinema>(
  cinemas: readonly T[],
  position: Coordinates,
  settings?: LocatorSettings | null,
): { cinema: T; distance: number }[] {
  const measured = cinemas.map((cinema) => ({
    cinema,
    distance: cinema.gpsPosition
      ? nauticalMilesToKilometres(
          nauticalMilesBetween(position, { latitude: cinema.gpsPosition.x, longitude: cinema.gpsPosition.y }),
        )
      : Number.POSITIVE_INFINITY,
  }));
  return settings
    ? cinemasNearby(measured, {
        maxDistance: settings.maxGeolocationDistance,
        maxCount: settings.maxGeolocationCinemas,
      })
    : cinemasNearby(measured);
}

export interface LocatorCinemaFacts {
  cinemas: readonly PlacedCinema[];
  cities: readonly { slug: string; cinemas: readonly string[]; mainRegion?: string | null }[];
  /** The cinemas of the zone the API answered for a city slug the city list lacks (a region zone). */
  zoneCinemas?: readonly string[] | null;
  /** The signed-in client's favourite cinemas; null when nobody is signed in. */
  favourites?: readonly string[] | null;
  settings?: LocatorSettings | null;
}

/**
 * The cinemas a choice stands for (member §4 "Position and favorite modes fetch schedules for the
 * nearby or favorite cinemas"): the cinema; the city's cinemas (a region zone: the zone's answer,
 * else for idf the cinemas of every Île-de-France city); the nearby cinemas, nearest first; the
 * favourites, none while nobody is signed in.
 */
export function locatorCinemaSlugs(choice: LocatorChoice | null, facts: LocatorCinemaFacts): string[] {
  if (!choice) return [];
  switch (choice.type) {
    case 'cinema':
      return [choice.slug];
    case 'city': {
      const city = facts.cities.find((candidate) => candidate.slug === choice.slug);
      if (city) return [...city.cinemas];
      if (facts.zoneCinemas) return [...facts.zoneCinemas];
      return choice.slug === 'idf'
        ? facts.cities.filter((candidate) => candidate.mainRegion === 'idf').flatMap((candidate) => candidate.cinemas)
        : [];
    }
    case 'position':
      return cinemasNearPosition(facts.cinemas, choice, facts.settings).map(({ cinema }) => cinema.slug);
    case 'favorite':
      return [...(facts.favourites ?? [])];
  }
}

/**
 * Where the browser keeps the locator history (member §4 "History keeps the 3 latest distinct
 * cinema or city entries"): local storage, as the product keeps other per-browser lists there;
 * the cookie carries the choice only.
 */
export const locatorHistoryStorageKey = 'marquee.locatorHistory';

/** The stored history read back; entries of another shape (an older version, a hand edit) are dropped. */
export function parseLocatorHistory(raw: string | null | undefined): LocatorHistoryItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries = parsed.flatMap((item: unknown): LocatorHistoryItem[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { type, slug, url } = item as Partial<Record<string, unknown>>;
    if ((type !== 'cinema' && type !== 'city') || typeof slug !== 'string' || !slugPattern.test(slug)) return [];
    if (typeof url !== 'string' || url === '') return [];
    return [{ type, slug, url }];
  });
  // Rebuilt oldest first so duplicates and the size rule apply as if each had just been chosen.
  return entries.reduceRight<LocatorHistoryItem[]>((history, entry) => addLocatorHistory(history, entry), []);
}

/**
 * The history after a choice: a cinema or a city joins it (`url` is its page, the entry's
 * identity); positions and favourites are no places to go back to and leave it as it is.
 */
export function locatorHistoryAfter(
  history: readonly LocatorHistoryItem[],
  choice: LocatorChoice,
  url: string,
): LocatorHistoryItem[] {
  if (choice.type !== 'cinema' && choice.type !== 'city') return [...history];
  return addLocatorHistory(history, { type: choice.type, slug: choice.slug, url });
}

/**
 * The cinema ordering lock (member §4): while locked, lists that show several cinemas (the film
 * page's showtimes) put the cinemas of the choice first, in the choice's order (nearest first for
 * a position, the favourites' order); unlocked, they keep their own order (by name).
 */
export interface CinemaOrderLock {
  locked: boolean;
}

export const unlockedCinemaOrder: CinemaOrderLock = { locked: false };

/**
 * member §4: "Choosing a cinema outside the current list, or position or favorite mode, locks the
 * cinema order." The current list is the cinemas the previous choice stood for.
 */
export function cinemaOrderAfterChoice(
  lock: CinemaOrderLock,
  choice: LocatorChoice,
  currentCinemaSlugs: readonly string[],
): CinemaOrderLock {
  if (choice.type === 'position' || choice.type === 'favorite') return { locked: true };
  if (choice.type === 'cinema' && !currentCinemaSlugs.includes(choice.slug)) return { locked: true };
  return lock;
}

const cinemaPageKinds: readonly RouteKind[] = ['Cinema.Single', 'Cinema.Light'];

/**
 * member §4: "Leaving a non-cinema page releases the cinema ordering": a navigation away from any
 * page but a cinema page unlocks; leaving a cinema page keeps the lock. The first page has no
 * previous page and changes nothing.
 */
export function cinemaOrderAfterNavigation(lock: CinemaOrderLock, previousKind: RouteKind | null): CinemaOrderLock {
  if (previousKind === null || cinemaPageKinds.includes(previousKind)) return lock;
  return unlockedCinemaOrder;
}

/** Items of the choice's cinemas first (in the choice's order) while locked; otherwise as given. */
export function orderedByLocatorChoice<T>(
  items: readonly T[],
  slugOf: (item: T) => string,
  choiceSlugs: readonly string[],
  lock: CinemaOrderLock,
): T[] {
  if (!lock.locked) return [...items];
  const rank = (item: T) => {
    const index = choiceSlugs.indexOf(slugOf(item));
    return index < 0 ? choiceSlugs.length : index;
  };
  // Array.prototype.sort is stable: the other cinemas keep their order after the chosen ones.
  return [...items].sort((a, b) => rank(a) - rank(b));
}
