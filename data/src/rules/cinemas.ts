import { alertAutoCloseMs, defaultCinemaWeekOffset, kilometresPerNauticalMile, locatorDefaults } from './constants.ts';
import { err, ok, type Result } from './result.ts';

/** catalogue.txt §9 / member §9 Distance: nautical miles times 1.853159616 gives kilometres. */
export function nauticalMilesToKilometres(nauticalMiles: number): number {
  return nauticalMiles * kilometresPerNauticalMile;
}

/**
 * Great-circle distance in nautical miles (one nautical mile is one minute of arc), the unit
 * catalogue.txt §9 converts from. The API's backend geolocation and the browser's locator both
 * measure with it, so "nearby" means the same cinemas on either side.
 */
export function nauticalMilesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const deltaLatitude = radians(b.latitude - a.latitude);
  const deltaLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  const centralAngle = 2 * Math.asin(Math.min(1, Math.sqrt(h)));
  return (centralAngle * 180 * 60) / Math.PI;
}

export interface ProximityLimits {
  maxDistance: number;
  maxCount: number;
}

/**
 * catalogue.txt §5 Cinema proximity: within the maximum distance (included), nearest first, cut to
 * the maximum count. member §9 locator defaults: 6 cinemas within 50.
 */
export function cinemasNearby<T extends { distance: number }>(
  cinemas: readonly T[],
  limits: ProximityLimits = { maxDistance: locatorDefaults.maxDistance, maxCount: locatorDefaults.maxCinemas },
): T[] {
  return cinemas
    .filter((cinema) => Number.isFinite(cinema.distance) && cinema.distance <= limits.maxDistance)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, Math.max(0, limits.maxCount));
}

/** Favourite cinema slugs of the signed-in client; null when nobody is signed in. */
export type Favourites = readonly string[] | null;

export type FavouriteError = 'unknown-cinema';

/**
 * member §4 Favourite cinemas, state: adding puts the slug first, deduplicates, cuts to the
 * limit; with no client nothing changes; an unknown cinema is an error.
 */
export function addFavouriteCinema(
  favourites: Favourites,
  slug: string,
  options: { isKnownCinema: boolean; limit?: number },
): Result<Favourites, FavouriteError> {
  if (favourites === null) return ok(null);
  if (!options.isKnownCinema) return err('unknown-cinema');
  const next = [slug, ...favourites.filter((favourite) => favourite !== slug)];
  return ok(options.limit === undefined ? next : next.slice(0, options.limit));
}

/** member §4: removing drops the slug; with no client nothing changes. */
export function removeFavouriteCinema(favourites: Favourites, slug: string): Favourites {
  return favourites === null ? null : favourites.filter((favourite) => favourite !== slug);
}

export interface FavouriteLimitWarning {
  level: 'warning';
  titleKey: 'Cinemas.Alert.Title';
  subtitleKey: 'Cinemas.Alert.Subtitle';
  /** The limit, for the subtitle's number. */
  count: number;
  autoCloseMs: number;
}

export type FavouriteToggle =
  | { outcome: 'added' | 'removed'; favourites: readonly string[] }
  | { outcome: 'sign-in-required' }
  | { outcome: 'refused'; warning: FavouriteLimitWarning };

/**
 * member §4 Favourite toggle and §8 "Favourite limit reached": present -> removed; absent -> added
 * only under the limit, otherwise refused with a 10 s warning carrying the number. Without a
 * client the sign-in pop-in opens instead (§6).
 */
export function toggleFavouriteCinema(favourites: Favourites, slug: string, limit: number): FavouriteToggle {
  if (favourites === null) return { outcome: 'sign-in-required' };
  if (favourites.includes(slug))
    return { outcome: 'removed', favourites: favourites.filter((favourite) => favourite !== slug) };
  if (favourites.length >= limit) {
    return {
      outcome: 'refused',
      warning: {
        level: 'warning',
        titleKey: 'Cinemas.Alert.Title',
        subtitleKey: 'Cinemas.Alert.Subtitle',
        count: limit,
        autoCloseMs: alertAutoCloseMs,
      },
    };
  }
  return { outcome: 'added', favourites: [slug, ...favourites] };
}

/** catalogue.txt §9: the cinema week offset is 3 by default, otherwise the configured week start plus 1. */
export function cinemaWeekOffset(configuredWeekStart: number | null | undefined): number {
  return configuredWeekStart === null || configuredWeekStart === undefined || !Number.isInteger(configuredWeekStart)
    ? defaultCinemaWeekOffset
    : configuredWeekStart + 1;
}

/** member §2 Cinema.City.Single: the city name in lower case with the first space turned into a hyphen. */
export function citySlug(cityName: string): string {
  return cityName.toLowerCase().replace(' ', '-');
}

export type CinemasLinkTarget =
  { kind: 'Cinema.Single'; slug: string } | { kind: 'Cinema.City.Single'; slug: string } | { kind: 'Cinema.List' };

/**
 * member §2 Header, Cinemas link: the single cinema of the selected city, the city page when it
 * has several, the selected cinema, otherwise the list.
 */
export function headerCinemasLink(selection: {
  city?: { slug: string; cinemaSlugs: readonly string[] } | null;
  cinemaSlug?: string | null;
}): CinemasLinkTarget {
  const { city, cinemaSlug } = selection;
  const [onlyCinema] = city?.cinemaSlugs ?? [];
  if (city && city.cinemaSlugs.length === 1 && onlyCinema) return { kind: 'Cinema.Single', slug: onlyCinema };
  if (city && city.cinemaSlugs.length > 1) return { kind: 'Cinema.City.Single', slug: city.slug };
  if (cinemaSlug) return { kind: 'Cinema.Single', slug: cinemaSlug };
  return { kind: 'Cinema.List' };
}

/** member §5: partner cinemas without theatre data are dropped. */
export function partnersWithTheatres<T extends { theaters?: readonly unknown[] | null }>(partners: readonly T[]): T[] {
  return partners.filter((partner) => (partner.theaters?.length ?? 0) > 0);
}
