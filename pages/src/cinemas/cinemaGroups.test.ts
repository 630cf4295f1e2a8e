import { describe, expect, it } from 'vitest';
import {
  cinemaExperiences,
  cityCinemas,
  excludedZone,
  groupCinemasByCity,
  toCinema,
  toCity,
  toCityDetails,
  toTags,
  wireCinemaList,
  wireCityDetails,
  wireCityList,
  wireTagList,
  type Cinema,
  type City,
} from '@marquee/data';
import cinemasFr from '../fixtures/cinemas-cinemas.fr.json' with { type: 'json' };
import cinemasNl from '../fixtures/cinemas-cinemas.nl.json' with { type: 'json' };
import citiesFr from '../fixtures/cinemas-cities.fr.json' with { type: 'json' };
import citiesNl from '../fixtures/cities.nl.json' with { type: 'json' };
import cityParis from '../fixtures/city.fr.json' with { type: 'json' };
import tagsFr from '../fixtures/tags.fr.json' with { type: 'json' };

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

describe('groupCinemasByCity: cities with and without a page', () => {
  it('catalogue.txt §3 City singlePage: a group keeps its city, so the page links the heading only when the city has a page', () => {
    const groups = groupCinemasByCity(cinemas(cinemasFr), cities(citiesFr), 'fr');
    expect(groups.map((group) => [group.key, group.city?.singlePage])).toEqual([
      ['idf', true],
      ['lyon', true],
      ['nantes', false],
    ]);
  });

  it('the region group has no city to link when the cities answer lacks its capital, and is named by its first cinema', () => {
    const groups = groupCinemasByCity(
      [cinemaIn('marquee-massy', 'massy')],
      [city('massy', { mainRegion: 'idf', singlePage: false })],
      'fr',
    );
    expect(groups).toMatchObject([{ key: 'idf', region: 'idf', city: null }]);
  });
});

describe('cinemaExperiences (catalogue.txt §3 Tag, cinema list item tags)', () => {
  const tags = toTags(wireTagList.parse(tagsFr));

  it("names a cinema's tags by GET tags' titles, in the cinema's order; a tag GET tags lacks (relaxseats) is left out", () => {
    const beaugrenelle = cinemas(cinemasFr).find((cinema) => cinema.slug === 'marquee-beaugrenelle')!;
    expect(beaugrenelle.tags).toEqual(['imax', 'dolby', '4dx', 'relaxseats']);
    expect(cinemaExperiences(beaugrenelle, tags)).toEqual([
      { slug: 'imax', title: 'IMAX' },
      { slug: 'dolby', title: 'Dolby Cinema' },
      { slug: '4dx', title: '4DX' },
    ]);
  });

  it('catalogue.txt §5: a tag with a null title (legacy-70mm in the demo answer) is not found, so not shown', () => {
    expect(tagsFr.find((tag) => tag.slug === 'legacy-70mm')?.title).toBeNull();
    expect(cinemaExperiences({ tags: ['legacy-70mm', 'imax'] }, tags)).toEqual([{ slug: 'imax', title: 'IMAX' }]);
  });

  it('keeps only tags shown on cinemas: showtime-only and accessibility tags are not experiences; duplicates count once', () => {
    expect(cinemaExperiences({ tags: ['avp', 'audio-description', 'screenx', 'screenx'] }, tags)).toEqual([
      { slug: 'screenx', title: 'ScreenX' },
    ]);
  });
});

describe('cityCinemas (catalogue.txt §3 City details: defaultCinema, cinemas)', () => {
  const paris = toCityDetails(wireCityDetails.parse(cityParis));
  const all = cinemas(cinemasFr);

  it("puts the default cinema first and marks it; the others keep the city's order; slugs the cinemas answer lacks are left out", () => {
    // The fixture's cinemas answer keeps 4 of Paris' 6 cinemas (les-halles and la-villette were trimmed).
    const list = cityCinemas({ ...paris, defaultCinema: 'marquee-parnasse' }, all);
    expect(list.map((entry) => [entry.cinema.slug, entry.isDefault])).toEqual([
      ['marquee-parnasse', true],
      ['marquee-beaugrenelle', false],
      ['marquee-wepler', false],
      ['marquee-alesia', false],
    ]);
  });

  it('adds a cinema placed in the city that the city does not list, after the listed ones', () => {
    const list = cityCinemas({ ...paris, cinemas: ['marquee-wepler'] }, all);
    expect(slugs(list.map((entry) => entry.cinema))).toEqual([
      'marquee-beaugrenelle',
      'marquee-wepler',
      'marquee-parnasse',
      'marquee-alesia',
    ]);
  });

  it('marks nothing when the default cinema is unknown or not in the city', () => {
    expect(cityCinemas({ ...paris, defaultCinema: null }, all).some((entry) => entry.isDefault)).toBe(false);
    expect(
      cityCinemas({ ...paris, defaultCinema: 'marquee-bellecour' }, all).map((entry) => entry.cinema.slug),
    ).not.toContain('marquee-bellecour');
  });

  it('a city none of whose cinemas the answer has gives an empty list', () => {
    expect(cityCinemas({ slug: 'nowhere', cinemas: ['marquee-ghost'], defaultCinema: 'marquee-ghost' }, all)).toEqual(
      [],
    );
  });
});
