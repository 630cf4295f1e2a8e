import { and, asc, eq, isNull } from 'drizzle-orm';
import { cinemasNearby, geoPositionHeader, nauticalMilesBetween, nauticalMilesToKilometres } from '@marquee/data';
import { cinemas, cities } from '../db/schema.ts';
import type { CallContext } from '../http/router.ts';
import { siteSettings } from './shared.ts';

/**
 * Backend geolocation for the locator. A proxy or CDN in front of the API
 * passes the visitor's position as `X-Geo-Position: {latitude},{longitude}`
 * (docs/api.md); without it the visitor is placed in the site's first city.
 */
export const geoHeader = geoPositionHeader.toLowerCase();

export interface VisitorPosition {
  latitude: number;
  longitude: number;
  /** The nearest city's slug, the zone the visitor is in. */
  zone: string;
  name: string;
}

function parsePosition(value: string | undefined): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

// The distance lives in @marquee/data so the browser's locator measures as the API does; cinemas.ts imports it from here.
export { nauticalMilesBetween };

export async function visitorPosition(context: CallContext): Promise<VisitorPosition> {
  const siteCities = await context.db
    .select()
    .from(cities)
    .where(and(eq(cities.site, context.site.code), isNull(cities.redirectSlug)))
    .orderBy(asc(cities.id));
  const first = siteCities[0];
  const position = parsePosition(context.headers[geoHeader]) ?? {
    latitude: first?.latitude ?? 0,
    longitude: first?.longitude ?? 0,
  };
  let nearest = first;
  let best = Number.POSITIVE_INFINITY;
  for (const city of siteCities) {
    const distance = nauticalMilesBetween(position, city);
    if (distance < best) {
      best = distance;
      nearest = city;
    }
  }
  return { ...position, zone: nearest?.slug ?? '', name: nearest?.name ?? '' };
}

/**
 * catalogue.txt §5 Cinema proximity with the site's locator settings
 * (member-and-shell.txt §3 Settings.locator); distances in kilometres, from
 * nautical miles times 1.853159616 (catalogue.txt §9).
 */
export async function cinemasNear(context: CallContext, position: { latitude: number; longitude: number }) {
  const settings = await siteSettings(context.db, context.site.code);
  const list = await context.db
    .select({ slug: cinemas.slug, latitude: cinemas.latitude, longitude: cinemas.longitude })
    .from(cinemas)
    .where(and(eq(cinemas.site, context.site.code), isNull(cinemas.redirectSlug)));
  return cinemasNearby(
    list.map((cinema) => ({
      slug: cinema.slug,
      distance: nauticalMilesToKilometres(nauticalMilesBetween(position, cinema)),
    })),
    { maxDistance: settings.maxGeolocationDistance, maxCount: settings.maxGeolocationCinemas },
  );
}
