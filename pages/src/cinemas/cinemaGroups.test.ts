import { describe, expect, it } from 'vitest';
import { toCinema, toCity, wireCinemaList, wireCityList, type Cinema, type City } from '@marquee/data';
import cinemasFr from './fixtures/cinemas.fr.json' with { type: 'json' };
import cinemasNl from './fixtures/cinemas.nl.json' with { type: 'json' };
import citiesFr from './fixtures/cities.fr.json' with { type: 'json' };
import citiesNl from './fixtures/cities.nl.json' with { type: 'json' };
import { excludedZone } from '@marquee/data';
import { groupCinemasByCity } from './cinemaGroups.ts';

const cinemas = (wire: unknown) => wireCinemaList.parse(wire).map(toCinema);
const cities = (wire: unknown) => wireCityList.parse(wire).map(toCity);
const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);

const [aCinema] = cinemas(cinemasFr);
const cinemaIn = (slug: string, city: string): Cinema => ({ ...aCinema!, slug, city });
const city = (slug: string, options: Partial<City> = {}): City => ({
  slug,
  name: slug.toUpperCase(),
  postalCode: null,
  mainRegion: null,
  singlePage: true,
  cinemas: [],
  ...options,
});

describe('groupCinemasByCity (catalogue.txt §2 Cinemas list)', () => {
  it('catalogue.txt §3 City mainRegion and §9 region code idf: Paris and the Île-de-France cities are one group, first, headed by Paris', () => {
    const groups = groupCinemasByCity(cinemas(cinemasFr), cities(citiesFr), 'fr');
    expect(groups.map((group) => group.key)).toEqual(['idf', 'lyon', 'nantes']);
    const [idf] = groups;
    expect(idf).toMatchObject({ region: 'idf', city: { slug: 'paris' } });
    // Paris first, then the other region cities in the order of the cities answer.
    expect(slugs(idf!.cinemas)).toEqual([
      'marquee-beaugrenelle',
      'marquee-wepler',
      'marquee-parnasse',
      'marquee-alesia',
      'marquee-boulogne',
      'marquee-massy',
      'marquee-stade-de-france',
    ]);
  });

  it('catalogue.txt §9 region code amsterdam: on the nl site Amsterdam and the cities flagged as its region are one group, first', () => {
    const flagged = cities(citiesNl).map((entry) =>
      entry.slug === 'zaandam' ? { ...entry, mainRegion: 'idf' as const } : entry,
    );
    const groups = groupCinemasByCity(cinemas(cinemasNl), flagged, 'nl');
    expect(groups[0]).toMatchObject({ key: 'amsterdam', region: 'amsterdam', city: { slug: 'amsterdam' } });
    expect(slugs(groups[0]!.cinemas)).toEqual([
      'marquee-arena',
      'marquee-tuschinski',
      'marquee-de-munt',
      'marquee-zaandam',
    ]);
    expect(groups.map((group) => group.key)).not.toContain('zaandam');
  });

  it('catalogue.txt §9 region code amsterdam: without any flag the Amsterdam group holds the city of Amsterdam alone', () => {
    const groups = groupCinemasByCity(cinemas(cinemasNl), cities(citiesNl), 'nl');
    expect(groups.map((group) => group.key)).toEqual([
      'amsterdam',
      'den-haag',
      'eindhoven',
      'rotterdam',
      'tilburg',
      'utrecht',
      'zaandam',
    ]);
    expect(groups[0]!.cinemas).toHaveLength(3);
  });

  it(`catalogue.txt §9 excluded zone ${excludedZone}: its city and its cinemas are left out`, () => {
    const groups = groupCinemasByCity(
      [cinemaIn('marquee-lyon', 'lyon'), cinemaIn('marquee-abroad', excludedZone)],
      [city('lyon'), city(excludedZone)],
      'fr',
    );
    expect(groups.map((group) => group.key)).toEqual(['lyon']);
    expect(slugs(groups.flatMap((group) => group.cinemas))).toEqual(['marquee-lyon']);
  });

  it('a region is one group on its own site only: Ile-de-France cities on the nl site and Amsterdam on the fr site stay cities', () => {
    const list = [cinemaIn('a', 'amsterdam'), cinemaIn('p', 'paris')];
    const known = [city('amsterdam'), city('paris', { mainRegion: 'idf' })];
    expect(groupCinemasByCity(list, known, 'fr').map((group) => [group.key, group.region])).toEqual([
      ['idf', 'idf'],
      ['amsterdam', null],
    ]);
  });

  it('cities without a cinema are dropped; a cinema whose city the cities answer lacks gets its own unlinked group, last', () => {
    const groups = groupCinemasByCity(
      [cinemaIn('marquee-nowhere', 'nowhere'), cinemaIn('marquee-lyon', 'lyon')],
      [city('lille'), city('lyon')],
      'fr',
    );
    expect(groups.map((group) => [group.key, group.city?.slug ?? null])).toEqual([
      ['lyon', 'lyon'],
      ['nowhere', null],
    ]);
    // The unknown city is named after the cinema's address.
    expect(groups[1]!.name).toBe(aCinema!.address!.city);
  });

  it('no cinemas gives no groups', () => {
    expect(groupCinemasByCity([], cities(citiesFr), 'fr')).toEqual([]);
  });
});
