import type { Cinema, City, CityDetails } from '../model/cinema.ts';
import type { Tag } from '../model/content.ts';
import { excludedZone } from './constants.ts';
import type { SiteCode } from '../sites/sites.ts';

/** catalogue.txt §9 Colours and regions: "region codes idf and amsterdam". */
export const regionCodes = ['idf', 'amsterdam'] as const;
export type RegionCode = (typeof regionCodes)[number];

/** The city each region is known by: its heading opens that city's page. */
export const regionCapitals: Record<RegionCode, string> = { idf: 'paris', amsterdam: 'amsterdam' };

/**
 * The region a site's main-region flag means. The wire flag is named after Île-de-France
 * (catalogue.txt §3 City mainRegion), but the Dutch site's main region is Amsterdam (§9).
 */
export function mainRegionOf(site: SiteCode): RegionCode {
  return site === 'nl' ? 'amsterdam' : 'idf';
}

export interface CinemaGroup {
  /** The region code or the city slug; unique in the list. */
  key: string;
  region: RegionCode | null;
  /** The city the heading names and links to (a region's capital); null when the cities answer lacks it. */
  city: City | null;
  /** The heading's name when no city is known: the cinemas' own city. */
  name: string;
  cinemas: Cinema[];
}

function regionOf(citySlug: string, city: City | undefined, region: RegionCode): RegionCode | null {
  return citySlug === regionCapitals[region] || (city?.mainRegion ?? null) !== null ? region : null;
}

/**
 * The cinemas list (catalogue.txt §2 Cinemas list), grouped by city: the excluded zone left out
 * (§9), the site's main region — Paris and Île-de-France, or Amsterdam — one group, first (§3 City
 * mainRegion, §9 region codes), then the other cities in the order of the cities answer, then any
 * cinema whose city that answer lacks, under its own city. Cities without a cinema are dropped.
 */
export function groupCinemasByCity(cinemas: readonly Cinema[], cities: readonly City[], site: SiteCode): CinemaGroup[] {
  const mainRegion = mainRegionOf(site);
  const listedCities = cities.filter((city) => city.slug !== excludedZone);
  const citiesBySlug = new Map(listedCities.map((city) => [city.slug, city]));
  const capital = citiesBySlug.get(regionCapitals[mainRegion]) ?? null;
  const regionCities = listedCities.filter((city) => regionOf(city.slug, city, mainRegion) !== null);
  const orderedCities = [
    // The capital leads its region.
    ...(capital ? [capital] : []),
    ...regionCities.filter((city) => city !== capital),
    ...listedCities.filter((city) => regionOf(city.slug, city, mainRegion) === null),
  ];
  const cityRank = new Map(orderedCities.map((city, index) => [city.slug, index]));
  const listedCinemas = cinemas
    .filter((cinema) => cinema.city !== excludedZone)
    .map((cinema, index) => ({ cinema, index }))
    // Known cities by their rank, then unknown ones in the cinemas answer's order; stable inside a city.
    .sort(
      (a, b) =>
        (cityRank.get(a.cinema.city) ?? orderedCities.length) - (cityRank.get(b.cinema.city) ?? orderedCities.length) ||
        a.index - b.index,
    )
    .map(({ cinema }) => cinema);

  const groups = new Map<string, CinemaGroup>();
  for (const cinema of listedCinemas) {
    const city = citiesBySlug.get(cinema.city);
    const region = regionOf(cinema.city, city, mainRegion);
    const key = region ?? cinema.city;
    const group = groups.get(key);
    if (group) {
      group.cinemas.push(cinema);
      continue;
    }
    const headingCity = region ? capital : (city ?? null);
    groups.set(key, {
      key,
      region,
      city: headingCity,
      name: headingCity?.name ?? cinema.address?.city ?? cinema.city,
      cinemas: [cinema],
    });
  }
  return [...groups.values()];
}

/** Where a tag says it is shown (catalogue.txt §3 Tag "where displayed") that makes it a cinema's experience. */
const cinemaPlaces = new Set(['cinema', 'cinema-filters']);

/**
 * The experiences (IMAX, 4DX, Dolby...) a cinema card names: the cinema's `tags` that GET tags knows
 * and shows on cinemas, in the cinema's order, titled by GET tags. A slug GET tags lacks (or whose
 * title is null: "tag not found", catalogue.txt §5) is left out rather than shown as a raw code.
 */
export function cinemaExperiences(
  cinema: Pick<Cinema, 'tags'>,
  tags: readonly Pick<Tag, 'slug' | 'title' | 'displayedOn'>[],
): { slug: string; title: string }[] {
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  return [...new Set(cinema.tags)].flatMap((slug) => {
    const tag = bySlug.get(slug);
    return tag && tag.displayedOn.some((place) => cinemaPlaces.has(place)) ? [{ slug, title: tag.title }] : [];
  });
}

export interface CityCinema {
  cinema: Cinema;
  /** The city's default cinema (catalogue.txt §3 City details defaultCinema). */
  isDefault: boolean;
}

/**
 * A city's cinemas (catalogue.txt §3 City details): the default cinema first, then the others in
 * the city's own order, then any cinema of the cinemas answer placed in this city that the city
 * does not list. A slug the cinemas answer lacks is left out (there is nothing to show or link).
 */
export function cityCinemas(
  city: Pick<CityDetails, 'slug' | 'cinemas' | 'defaultCinema'>,
  cinemas: readonly Cinema[],
): CityCinema[] {
  const bySlug = new Map(cinemas.map((cinema) => [cinema.slug, cinema]));
  const slugs = [
    ...new Set([
      ...city.cinemas,
      ...cinemas.filter((cinema) => cinema.city === city.slug).map((cinema) => cinema.slug),
    ]),
  ];
  const listed = slugs.flatMap((slug) => {
    const cinema = bySlug.get(slug);
    return cinema ? [{ cinema, isDefault: slug === city.defaultCinema }] : [];
  });
  return [...listed.filter((entry) => entry.isDefault), ...listed.filter((entry) => !entry.isDefault)];
}
