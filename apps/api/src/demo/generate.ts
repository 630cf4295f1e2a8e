import {
  addDays,
  apiDate,
  calendarDay,
  dayjs,
  defaultFeatures,
  enabledSocialNetworks,
  footerTopCities,
  helpCentreTiles,
  routePath,
  siteCodes,
  sites,
  zonedTimeToInstant,
  type Language,
  type RouteKind,
  type SiteCode,
} from '@marquee/data';
import { feedTokenDigest } from '../calls/calendarToken.ts';
import type * as schema from '../db/schema.ts';
import type { Localized } from '../db/schema.ts';
import { trailerPath } from '../media/trailers.ts';
import { bookingHosts, demoCities, demoRegions } from './places.ts';
import { subscriptionBlock } from './subscription.ts';
import { createRandom, hashString, type Random } from './random.ts';
import { actorNames, demoTitles, directorNames, genres, type DemoTitle } from './titles.ts';
import { everywhere, fill, localized, searchTextOf, slugify } from './text.ts';
import { faqArticleWords, faqCategoryWords } from './words/faq.ts';
import { newsTopics } from './words/news.ts';
import { informationPages } from './words/pages.ts';
import { inLanguagesOf, penFor, translatedSlug } from './words/pen.ts';
import { synopsisOf } from './words/synopses.ts';
import { demoWidgetPath } from './widgets.ts';

/**
 * The deterministic demo-data generator: the same seed and the same day give
 * the same rows. Dates are relative to `now`, so there are always showtimes
 * for the next 14 days. Pure: it builds rows; seed.ts inserts them.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface DemoData {
  settings: Insert<typeof schema.settings>[];
  contentRatings: Insert<typeof schema.contentRatings>[];
  cities: Insert<typeof schema.cities>[];
  zones: Insert<typeof schema.zones>[];
  cinemas: Insert<typeof schema.cinemas>[];
  halls: Insert<typeof schema.halls>[];
  services: Insert<typeof schema.services>[];
  cinemaServices: Insert<typeof schema.cinemaServices>[];
  prices: Insert<typeof schema.prices>[];
  ecards: Insert<typeof schema.ecards>[];
  cinepassItems: Insert<typeof schema.cinepassItems>[];
  shows: Insert<typeof schema.shows>[];
  showtimes: Insert<typeof schema.showtimes>[];
  tags: Insert<typeof schema.tags>[];
  versions: Insert<typeof schema.versions>[];
  events: Insert<typeof schema.events>[];
  articles: Insert<typeof schema.articles>[];
  experienceGroups: Insert<typeof schema.experienceGroups>[];
  masterTemplatePages: Insert<typeof schema.masterTemplatePages>[];
  contentBlocks: Insert<typeof schema.contentBlocks>[];
  faqCategories: Insert<typeof schema.faqCategories>[];
  faqArticles: Insert<typeof schema.faqArticles>[];
  alerts: Insert<typeof schema.alerts>[];
  footers: Insert<typeof schema.footers>[];
  voucherTypes: Insert<typeof schema.voucherTypes>[];
  vouchers: Insert<typeof schema.vouchers>[];
  clients: Insert<typeof schema.clients>[];
  favouriteCinemas: Insert<typeof schema.favouriteCinemas>[];
  feelings: Insert<typeof schema.feelings>[];
  calendarFeeds: Insert<typeof schema.calendarFeeds>[];
  showtimeNewsMarks: Insert<typeof schema.showtimeNewsMarks>[];
}

export const demoSeed = 20261121;
export const showtimeDays = 14;

/** Release-date keys of the real API (`{FR_FR: "2026-07-30"}`, real-api.md §3.1). */
export const releaseLocale: Record<SiteCode, string> = {
  fr: 'FR_FR',
  ch: 'CH_FR',
  be: 'BE_FR',
  nl: 'NL_NL',
  tn: 'TN_FR',
  sn: 'SN_FR',
  ci: 'CI_FR',
  ma: 'MA_FR',
};

/** Versions each site plays, original-language first (real-api.md §3.7 version codes). */
const siteVersions: Record<SiteCode, { dubbed: string; original: readonly string[] }> = {
  fr: { dubbed: 'vf', original: ['vost', 'vo'] },
  ch: { dubbed: 'vf', original: ['vost', 'ov', 'df'] },
  be: { dubbed: 'vfbe', original: ['vobe', 'nlbe'] },
  nl: { dubbed: 'nlnl', original: ['ov'] },
  tn: { dubbed: 'vf', original: ['vo', 'vost'] },
  sn: { dubbed: 'vf', original: ['vost'] },
  ci: { dubbed: 'vf', original: ['vost'] },
  ma: { dubbed: 'vf', original: ['vo', 'vost'] },
};

const versionLabels: [string, Localized][] = [
  ['vf', localized('VF', 'French version', 'Französische Fassung', 'Franse versie')],
  [
    'vost',
    localized('VOST', 'Original, French subtitles', 'OV mit französischen Untertiteln', 'OV, Franse ondertiteling'),
  ],
  ['vo', localized('VO', 'Original version', 'Originalversion', 'Originele versie')],
  ['ov', localized('VO sous-titrée', 'Original version, subtitled', 'OV mit Untertiteln', 'OV (NL-ondertiteld)')],
  ['df', localized('Version allemande', 'German version', 'Deutsche Fassung', 'Duitse versie')],
  ['nlnl', localized('Version néerlandaise', 'Dutch version', 'Niederländische Fassung', 'Nederlands gesproken')],
  ['vfbe', localized('VF', 'French version', 'Französische Fassung', 'Franstalige versie')],
  [
    'vobe',
    localized('VO sous-titrée FR/NL', 'Original, FR/NL subtitles', 'OV mit FR/NL-Untertiteln', 'OV, FR/NL-ondertiteld'),
  ],
  ['nlbe', localized('Version néerlandaise', 'Dutch version', 'Niederländische Fassung', 'Nederlandstalige versie')],
];

const ratingSystem: Record<SiteCode, 'csa' | 'cinecheck' | 'default'> = {
  fr: 'csa',
  nl: 'cinecheck',
  ch: 'default',
  be: 'default',
  tn: 'default',
  sn: 'default',
  ci: 'default',
  ma: 'default',
};

const technologies = ['imax', '4dx', 'dolby', 'screenx'] as const;

function languagesOf(site: SiteCode): readonly Language[] {
  return sites[site].languages;
}

export function generateDemoData({ now = new Date(), seed = demoSeed }: { now?: Date; seed?: number } = {}): DemoData {
  const random = createRandom(seed);
  const data: DemoData = {
    settings: [],
    contentRatings: [],
    cities: [],
    zones: [],
    cinemas: [],
    halls: [],
    services: [],
    cinemaServices: [],
    prices: [],
    ecards: [],
    cinepassItems: [],
    shows: [],
    showtimes: [],
    tags: [],
    versions: [],
    events: [],
    articles: [],
    experienceGroups: [],
    masterTemplatePages: [],
    contentBlocks: [],
    faqCategories: [],
    faqArticles: [],
    alerts: [],
    footers: [],
    voucherTypes: [],
    vouchers: [],
    clients: [],
    favouriteCinemas: [],
    feelings: [],
    calendarFeeds: [],
    showtimeNewsMarks: [],
  };
  // The fr calendar day anchors release dates; each cinema uses its own zone for showtimes.
  const today = apiDate(now, sites.fr.timeZone);

  addReferenceData(data);
  const cinemasBySite = addPlaces(data, random);
  addShows(data, random, today);
  addShowtimes(data, now, cinemasBySite);
  addSiteContent(data, random, today, cinemasBySite);
  addMembers(data, now);
  return data;
}

// ---------------------------------------------------------------- reference data

function addReferenceData(data: DemoData): void {
  // Every system rates with the real API's refs (al, -6ans ... -16ans; issue 22); the words differ.
  const ages = [6, 9, 12, 14, 16];
  const ratings: [string, number, string, Localized][] = [
    ['csa', 0, 'al', localized('Tous publics', 'All audiences', 'Alle Altersgruppen', 'Alle Leeftijden')],
    ['cinecheck', 0, 'al', localized('Tous âges', 'All ages', 'Alle Altersgruppen', 'Alle Leeftijden')],
    ['default', 0, 'al', localized('Tous publics', 'All audiences', 'Alle Altersgruppen', 'Alle Leeftijden')],
    ...ages.flatMap((age): [string, number, string, Localized][] => [
      [
        'csa',
        age,
        `-${age}ans`,
        localized(`Interdit aux moins de ${age} ans`, `Under ${age} not admitted`, `Ab ${age} Jahren`, `-${age} jaar`),
      ],
      ['cinecheck', age, `-${age}ans`, localized(`-${age} ans`, `Under ${age}`, `Unter ${age}`, `-${age} jaar`)],
      [
        'default',
        age,
        `-${age}ans`,
        localized(`${age} ans et plus`, `${age} and over`, `Ab ${age}`, `${age} en ouder`),
      ],
    ]),
  ];
  for (const [system, minimumAge, ref, label] of ratings) {
    data.contentRatings.push({ system, minimumAge, ref, label, description: null });
  }

  for (const [slug, label] of versionLabels) {
    const playedOn = siteCodes.filter(
      (site) => siteVersions[site].dubbed === slug || siteVersions[site].original.includes(slug),
    );
    data.versions.push({ slug, label, sites: playedOn });
  }

  const tag = (
    slug: string,
    title: Localized | null,
    description: Localized | null,
    options: Partial<Insert<typeof schema.tags>> = {},
  ): void => {
    data.tags.push({
      slug,
      title,
      description,
      displayedOn: ['showtime', 'show-filters', 'cinema-filters'],
      icon: slug,
      position: data.tags.length + 1,
      ...options,
    });
  };
  const techDescription = (name: string) =>
    fill(
      localized(
        'Vivez le film en {name} : image et son au sommet.',
        'See it in {name}: picture and sound at their best.',
        'Erleben Sie den Film in {name}: Bild und Ton vom Feinsten.',
        'Beleef de film in {name}: beeld en geluid op hun best.',
      ),
      { name },
    );
  tag('imax', everywhere('IMAX'), techDescription('IMAX'), { premium: true, technology: true, color: '#0a4ea3' });
  tag('4dx', everywhere('4DX'), techDescription('4DX'), { premium: true, technology: true, color: '#c8102e' });
  tag('dolby', everywhere('Dolby Cinema'), techDescription('Dolby Cinema'), {
    premium: true,
    technology: true,
    color: '#111111',
  });
  tag('screenx', everywhere('ScreenX'), techDescription('ScreenX'), {
    premium: true,
    technology: true,
    color: '#5b2c83',
  });
  tag('3d', everywhere('3D'), techDescription('3D'), { technology: true });
  tag(
    'audio-description',
    localized('Audiodescription', 'Audio description', 'Audiodeskription', 'Audiodescriptie'),
    localized(
      'Un récit des images dans un casque, pour les personnes aveugles ou malvoyantes.',
      'A spoken account of the picture in headphones, for blind and partially sighted people.',
      'Eine gesprochene Bildbeschreibung im Kopfhörer für blinde und sehbehinderte Menschen.',
      'Een gesproken beschrijving van het beeld via een koptelefoon, voor blinden en slechtzienden.',
    ),
    { accessibility: true, displayedOn: ['showtime', 'accessibility', 'show-filters'] },
  );
  tag(
    'sdh',
    localized(
      'Sous-titres sourds et malentendants',
      'Subtitles for the deaf and hard of hearing',
      'Untertitel für Hörgeschädigte',
      'Ondertiteling voor doven en slechthorenden',
    ),
    localized(
      'Des sous-titres qui décrivent aussi les sons et la musique.',
      'Subtitles that also describe sounds and music.',
      'Untertitel, die auch Geräusche und Musik beschreiben.',
      'Ondertitels die ook geluiden en muziek beschrijven.',
    ),
    { accessibility: true, displayedOn: ['showtime', 'accessibility', 'show-filters'] },
  );
  tag('avp', localized('Avant-première', 'Preview', 'Vorpremiere', 'Voorpremière'), null, {
    displayedOn: ['showtime', 'show', 'show-filters'],
    color: '#f5c400',
  });
  tag(
    'avp-equipe',
    localized(
      'Avant-première en présence de l’équipe',
      'Preview with the team',
      'Vorpremiere mit dem Team',
      'Voorpremière met het team',
    ),
    null,
    { displayedOn: ['showtime', 'show'], color: '#f5c400' },
  );
  tag('live', localized('En direct', 'Live', 'Live', 'Live'), null, { displayedOn: ['showtime', 'show'] });
  // A tag the catalogue still names but no longer describes: its null title means "tag not found" (catalogue.txt §5).
  tag('legacy-70mm', null, null, { displayedOn: [] });
}

// ---------------------------------------------------------------- places

interface PlacedCinema {
  slug: string;
  site: SiteCode;
  vistaRef: string;
  timeZone: string;
  halls: { name: string; seats: number; tags: string[] }[];
}

function addPlaces(data: DemoData, random: Random): Map<SiteCode, PlacedCinema[]> {
  const cinemasBySite = new Map<SiteCode, PlacedCinema[]>();
  let cityId = 1;
  let vistaRef = 1;
  const serviceDefinitions: [string, Localized, Localized, boolean][] = [
    [
      'pmr',
      localized('Accès handicapés', 'Wheelchair access', 'Rollstuhlgerecht', 'Rolstoeltoegankelijk'),
      localized(
        'Toutes les salles sont accessibles en fauteuil roulant.',
        'Every hall is wheelchair accessible.',
        'Alle Säle sind rollstuhlgerecht.',
        'Alle zalen zijn rolstoeltoegankelijk.',
      ),
      true,
    ],
    [
      'parking',
      localized('Parking', 'Parking', 'Parkplatz', 'Parkeren'),
      localized('Un parking à deux pas.', 'Parking nearby.', 'Parkplätze in der Nähe.', 'Parkeren vlakbij.'),
      false,
    ],
    [
      'bar',
      localized('Bar et confiseries', 'Bar and snacks', 'Bar und Snacks', 'Bar en snacks'),
      localized('Boissons et pop-corn.', 'Drinks and popcorn.', 'Getränke und Popcorn.', 'Drankjes en popcorn.'),
      false,
    ],
    [
      'relax-seats',
      localized('Fauteuils relax', 'Recliner seats', 'Relaxsessel', 'Relaxstoelen'),
      localized('Des fauteuils inclinables.', 'Reclining seats.', 'Verstellbare Sessel.', 'Verstelbare stoelen.'),
      false,
    ],
    [
      'hearing-loop',
      localized('Boucle magnétique', 'Hearing loop', 'Induktionsschleife', 'Ringleiding'),
      localized(
        'Une boucle magnétique pour les appareils auditifs.',
        'A hearing loop for hearing aids.',
        'Eine Induktionsschleife für Hörgeräte.',
        'Een ringleiding voor hoortoestellen.',
      ),
      true,
    ],
  ];
  for (const site of siteCodes) {
    for (const [slug, label, description, isAccessibility] of serviceDefinitions) {
      data.services.push({ site, slug, label, description, isAccessibility });
    }
  }

  const citySlugsBySite = new Map<SiteCode, string[]>();
  for (const demoCity of demoCities) {
    const site = demoCity.site;
    const cinemaSlugs: string[] = [];
    const siteList = cinemasBySite.get(site) ?? [];
    cinemasBySite.set(site, siteList);
    for (const demoCinema of demoCity.cinemas) {
      const slug = `marquee-${slugify(demoCinema.name)}`;
      cinemaSlugs.push(slug);
      const ref = String(vistaRef++).padStart(4, '0');
      const halls = Array.from({ length: demoCinema.halls }, (_, index) => ({
        name: String(index + 1).padStart(2, '0'),
        seats: random.int(8, 45) * 10,
        tags: [] as string[],
      }));
      demoCinema.technologies.forEach((technology, index) => {
        const hall = halls[index];
        if (!hall) return;
        hall.tags.push(technology);
        hall.name = `${hall.name} ${technology.toUpperCase()}`;
      });
      const timeZone = sites[site].timeZone;
      siteList.push({ slug, site, vistaRef: ref, timeZone, halls });
      const name = `Marquee ${demoCinema.name}`;
      const hasPmr = random.chance(0.85);
      const description = fill(
        localized(
          '<p>{name} vous accueille avec {halls} salles au cœur de {city}.</p>',
          '<p>{name} welcomes you with {halls} halls in the heart of {city}.</p>',
          '<p>{name} empfängt Sie mit {halls} Sälen im Herzen von {city}.</p>',
          '<p>{name} verwelkomt je met {halls} zalen in het hart van {city}.</p>',
        ),
        { name, halls: String(demoCinema.halls), city: demoCity.name },
      );
      data.cinemas.push({
        slug,
        site,
        citySlug: demoCity.slug,
        name,
        vistaRef: ref,
        groupId: String(2000 + vistaRef),
        timeZone,
        tags: [...demoCinema.technologies, ...(random.chance(0.4) ? ['relaxseats'] : [])],
        hasPmrService: hasPmr,
        theaterName: name,
        addressLine1: demoCinema.street,
        addressLine2: random.chance(0.2) ? 'Niveau\u00a0-1' : null,
        addressZip: demoCinema.zip,
        addressCity: demoCity.name,
        latitude: demoCinema.latitude,
        longitude: demoCinema.longitude,
        description,
        accessibilityDescription: hasPmr
          ? localized(
              'Accès de plain-pied, places réservées en salle.',
              'Step-free access, reserved spaces in every hall.',
              'Stufenloser Zugang, reservierte Plätze in jedem Saal.',
              'Drempelvrije toegang, gereserveerde plaatsen in elke zaal.',
            )
          : null,
        weekStart: site === 'nl' || site === 'be' ? 3 : null,
        premium: demoCinema.technologies.length >= 2,
        pricingTerms: [
          localized(
            'Sur présentation d’un justificatif.',
            'On presentation of proof.',
            'Gegen Vorlage eines Nachweises.',
            'Op vertoon van een bewijs.',
          ),
          localized(
            'Hors avant-premières et événements.',
            'Previews and events excluded.',
            'Ausgenommen Vorpremieren und Events.',
            'Uitgezonderd voorpremières en evenementen.',
          ),
        ],
        globalTerms: localized(
          'Tarifs valables dans ce cinéma, toutes séances.',
          'Prices valid in this cinema, every showtime.',
          'Preise gültig in diesem Kino, alle Vorstellungen.',
          'Prijzen geldig in deze bioscoop, alle voorstellingen.',
        ),
        redirectSlug: null,
        displayOrder: data.cinemas.length + 1,
        searchText: searchTextOf(name, demoCity.name, demoCinema.zip),
      });
      for (const hall of halls) data.halls.push({ cinemaSlug: slug, ...hall });
      const serviceSlugs = ['bar', 'parking', ...(hasPmr ? ['pmr', 'hearing-loop'] : []), 'relax-seats'];
      serviceSlugs.forEach((serviceSlug, position) =>
        data.cinemaServices.push({ cinemaSlug: slug, serviceSlug, position }),
      );
      addPrices(data, slug, site);
    }
    data.cities.push({
      site,
      slug: demoCity.slug,
      id: cityId++,
      name: demoCity.name,
      departement: demoCity.departement,
      isIdf: demoCity.isIdf,
      hasPage: demoCity.cinemas.length > 1,
      latitude: demoCity.latitude,
      longitude: demoCity.longitude,
      description: fill(
        localized(
          'Toutes les séances de nos cinémas à {city}.',
          'Every showtime of our cinemas in {city}.',
          'Alle Vorstellungen unserer Kinos in {city}.',
          'Alle voorstellingen van onze bioscopen in {city}.',
        ),
        { city: demoCity.name },
      ),
      backdropSeed: demoCity.slug,
      redirectSlug: null,
      searchText: searchTextOf(demoCity.name, demoCity.departement),
    });
    citySlugsBySite.set(site, [...(citySlugsBySite.get(site) ?? []), demoCity.slug]);
    if (!demoRegions.some((region) => region.site === site && region.slug === demoCity.slug)) {
      data.zones.push({ site, slug: demoCity.slug, name: demoCity.name, kind: 'city', cinemas: cinemaSlugs });
    }
  }
  for (const region of demoRegions) {
    const cinemas = data.cinemas
      .filter((row) => row.site === region.site && (region.cities as readonly string[]).includes(row.citySlug))
      .map((row) => row.slug);
    data.zones.push({ site: region.site, slug: region.slug, name: region.name, kind: 'region', cinemas });
  }

  // Renamed records answer with their redirect slug (catalogue.txt §4 Route guard).
  const renamedCinema = data.cinemas.find((row) => row.slug === 'marquee-wepler');
  if (renamedCinema) {
    data.cinemas.push({
      ...renamedCinema,
      slug: 'marquee-clichy',
      name: 'Marquee Clichy',
      redirectSlug: renamedCinema.slug,
      displayOrder: 10_000,
      searchText: '',
    });
  }
  const renamedCity = data.cities.find((row) => row.slug === 'den-haag');
  if (renamedCity) {
    data.cities.push({ ...renamedCity, slug: 's-gravenhage', id: cityId++, redirectSlug: 'den-haag', searchText: '' });
  }
  return cinemasBySite;
}

function addPrices(data: DemoData, cinemaSlug: string, site: SiteCode): void {
  const base = { fr: 13.5, ch: 19, be: 12.9, nl: 14.5, tn: 12, sn: 3500, ci: 3500, ma: 60 }[site];
  const round = (value: number) => (Math.round(value * 10) / 10).toFixed(2);
  const rows: [Localized, number, boolean, Localized | null, number | null][] = [
    [localized('Plein tarif', 'Full price', 'Normalpreis', 'Normaal tarief'), base, false, null, null],
    [localized('Moins de 14 ans', 'Under 14', 'Unter 14 Jahren', 'Jonger dan 14'), base * 0.45, false, null, 0],
    [localized('Étudiants', 'Students', 'Studierende', 'Studenten'), base * 0.7, false, null, 0],
    [localized('Seniors', 'Seniors', 'Senioren', '65+'), base * 0.8, false, null, 1],
    [
      localized('Supplément IMAX', 'IMAX supplement', 'IMAX-Zuschlag', 'IMAX-toeslag'),
      base * 0.25,
      true,
      localized('Suppléments technologies', 'Technology supplements', 'Technologie-Zuschläge', 'Technologietoeslagen'),
      null,
    ],
    [
      localized('Supplément 4DX', '4DX supplement', '4DX-Zuschlag', '4DX-toeslag'),
      base * 0.35,
      true,
      localized('Suppléments technologies', 'Technology supplements', 'Technologie-Zuschläge', 'Technologietoeslagen'),
      null,
    ],
    [localized('Lunettes 3D', '3D glasses', '3D-Brille', '3D-bril'), base * 0.1, true, null, null],
  ];
  rows.forEach(([label, amount, additional, parent, termsIndex], position) =>
    data.prices.push({ cinemaSlug, position, label, amount: round(amount), additional, parent, termsIndex }),
  );
}

// ---------------------------------------------------------------- shows

interface PlannedShow {
  slug: string;
  title: DemoTitle;
  sites: SiteCode[];
  premiereDay: number | null;
  eventDay: number | null;
}

const plannedShows: PlannedShow[] = [];

function addShows(data: DemoData, random: Random, today: string): void {
  plannedShows.length = 0;
  let homeOrder = 1;
  let upcomingOrder = 1;
  const comingSoonRelease = new Map<string, string>();
  demoTitles.forEach((title, index) => {
    const slug = `${slugify(title.title.fr ?? '')}-${title.id}`;
    const showRandom = createRandom(hashString(slug));
    const kind = title.kind;
    // The skeleton's four shows and most films play everywhere; some are local (Dutch, Tunisian) releases.
    const onSites: SiteCode[] =
      title.id === 10054 ? ['nl', 'be'] : title.id === 10020 ? ['tn', 'fr', 'ma'] : [...siteCodes];
    let releaseDate: string;
    if (kind === 'now' || kind === 'kids') releaseDate = addDays(today, -showRandom.int(0, 56));
    else if (kind === 'event') releaseDate = addDays(today, showRandom.int(2, 13));
    else if (kind === 'premiere') releaseDate = addDays(today, showRandom.int(15, 30));
    else if (kind === 'upcoming') releaseDate = addDays(today, showRandom.int(20, 150));
    else if (kind === 'unknown-date') releaseDate = '1900-01-01';
    else releaseDate = addDays(today, -400);
    // The skeleton's first show was released this week: it stays "new".
    if (title.id === 10001) releaseDate = addDays(today, -3);
    const releaseAt: Record<string, string> = {};
    for (const site of onSites) {
      const shift = site === 'nl' || site === 'be' ? 1 : 0;
      releaseAt[releaseLocale[site]] = releaseDate === '1900-01-01' ? releaseDate : addDays(releaseDate, shift);
    }
    const isComingSoon = kind === 'premiere' || kind === 'upcoming' || kind === 'unknown-date';
    if (isComingSoon) comingSoonRelease.set(slug, releaseDate);
    const directors = showRandom.sample(directorNames, title.id % 5 === 0 ? 2 : 1);
    const actors = kind === 'event' ? [] : showRandom.sample(actorNames, 4);
    const genreTexts = title.genres.map((key) => genres[key] ?? { fr: key });
    const tags: string[] = [];
    if (kind === 'premiere') tags.push(title.id === 10033 ? 'avp-equipe' : 'avp');
    if (kind === 'event') tags.push('live');
    const isMovie = kind !== 'event';
    // Each title's own story, then its credits (issue 20: "every film summary is the same template").
    const synopsis = synopsisOf({ id: title.id, isMovie, directors, actors });
    const hue = hashString(slug) % 360;
    data.shows.push({
      slug,
      sites: kind === 'gone' ? [] : onSites,
      title: title.title,
      originalTitle: title.title.en ?? null,
      synopsis,
      releaseAt,
      isMovie,
      isKids: kind === 'kids',
      isNew: (kind === 'now' || kind === 'kids') && releaseDate >= addDays(today, -7),
      isComingSoon,
      specialEvent: kind === 'event',
      minimumAge: title.age,
      cinechecks: title.age !== null && title.age >= 12 ? showRandom.sample(['vio', 'angoisse', 'language'], 2) : [],
      genres: genreTexts,
      genreSlugs: title.genres.map((key) => slugify(genres[key]?.en ?? key)),
      duration: title.duration === 0 ? null : title.duration,
      directors,
      actors,
      nationality: showRandom.pick(['France', 'Belgique', 'Pays-Bas', 'Suisse', 'Maroc', 'Sénégal', 'États-Unis']),
      tags,
      flag:
        kind === 'premiere'
          ? localized('Avant-première', 'Preview', 'Vorpremiere', 'Voorpremière')
          : releaseDate >= addDays(today, -7) && !isComingSoon
            ? localized('Nouveau', 'New', 'Neu', 'Nieuw')
            : null,
      flagColor: kind === 'premiere' ? '2' : null,
      homeOrder: kind === 'now' || kind === 'kids' ? homeOrder++ : null,
      genericOrder: index + 1,
      upcomingOrder: isComingSoon ? upcomingOrder++ : null,
      refVista: `HO${String(title.id).padStart(8, '0')}`,
      salesOpeningAt: kind === 'premiere' ? new Date(`${addDays(today, -2)}T08:00:00Z`) : null,
      vodAvailability: kind === 'now' && showRandom.chance(0.2),
      // A clip of the film's first genre that really plays (decision 0065); none for a genre not yet known.
      trailerId: isMovie ? trailerPath(slugify(genres[title.genres[0] ?? '']?.en ?? '')) : null,
      paletteSeed: hue,
      dominantColor: `hsl(${hue} 45% 18%)`,
      gone: kind === 'gone',
      redirectSlug: null,
      searchText: searchTextOf(title.title, directors.join(' '), actors.join(' ')),
    });
    plannedShows.push({
      slug,
      title,
      sites: kind === 'gone' ? [] : onSites,
      premiereDay: kind === 'premiere' ? random.int(2, 10) : null,
      eventDay: kind === 'event' ? Math.max(0, Math.min(13, daysBetween(today, releaseDate))) : null,
    });
  });
  // Issue 20 ("Prochainement is not ordered by date"): the chain's upcoming order follows the
  // release dates, the soonest first and the unknown date (1900-01-01) last.
  const releaseOrder = (slug: string) => {
    const date = comingSoonRelease.get(slug) ?? '';
    return date === '1900-01-01' ? '9999-12-31' : date;
  };
  data.shows
    .filter((row) => row.upcomingOrder !== null)
    .sort(
      (a, b) =>
        releaseOrder(a.slug).localeCompare(releaseOrder(b.slug)) || (a.upcomingOrder ?? 0) - (b.upcomingOrder ?? 0),
    )
    .forEach((row, index) => {
      row.upcomingOrder = index + 1;
    });
  // A renamed show: its old slug answers with redirectSlug (catalogue.txt §4 Route guard).
  const renamed = data.shows.find((row) => row.slug === 'orbite-10002');
  if (renamed) {
    data.shows.push({ ...renamed, slug: 'orbit-10002', sites: [], redirectSlug: 'orbite-10002', searchText: '' });
  }
}

function daysBetween(from: string, to: string): number {
  const [start, end] = [calendarDay(from), calendarDay(to)];
  return start && end ? end.diff(start, 'day') : 0;
}

// ---------------------------------------------------------------- showtimes

export const defaultAdvertisingMinutes = 20;

/**
 * Minutes of advertising before the film (issue 9, decision 0017): 20 as the real end times
 * show, a shorter or longer reel at about one cinema in six each, fixed by the slug.
 */
export function advertisingMinutes(cinemaSlug: string): number {
  const bucket = hashString(`advertising:${cinemaSlug}`) % 6;
  if (bucket === 0) return 15;
  if (bucket === 1) return 25;
  return defaultAdvertisingMinutes;
}

const slots = ['10:15', '11:00', '13:30', '14:00', '15:45', '16:30', '18:00', '19:15', '20:00', '21:30', '22:15'];

function addShowtimes(data: DemoData, now: Date, cinemasBySite: Map<SiteCode, PlacedCinema[]>): void {
  let id = 1;
  const durationBySlug = new Map(data.shows.map((row) => [row.slug, row.duration ?? 120]));
  for (const [site, cinemas] of cinemasBySite) {
    const timeZone = sites[site].timeZone;
    const firstDay = apiDate(now, timeZone);
    const days = Array.from({ length: showtimeDays }, (_, index) => ({ date: addDays(firstDay, index) }));
    const versions = siteVersions[site];
    const playing = plannedShows.filter(
      (show) => show.sites.includes(site) && (show.title.kind === 'now' || show.title.kind === 'kids'),
    );
    for (const cinema of cinemas) {
      const random = createRandom(hashString(cinema.slug));
      const programme = random.sample(playing, Math.min(playing.length, 6 + Math.floor(cinema.halls.length / 3)));
      // The skeleton's films are on every programme (the end-to-end tests book them).
      for (const slug of ['la-derniere-seance-10001', 'orbite-10002', 'le-voyage-de-mila-10003']) {
        const show = playing.find((candidate) => candidate.slug === slug);
        if (show && !programme.includes(show)) programme.push(show);
      }
      const extras = plannedShows.filter(
        (show) =>
          show.sites.includes(site) &&
          ((show.premiereDay !== null && random.chance(0.6)) || (show.eventDay !== null && random.chance(0.7))),
      );
      const push = (
        show: PlannedShow,
        day: { date: string },
        slot: string,
        options: { tags?: string[]; version?: string; special?: boolean },
      ) => {
        // The slot is the cinema's wall clock; the sites' zones are valid, so the fallback never runs.
        const startsAt = zonedTimeToInstant(`${day.date} ${slot}`, timeZone) ?? new Date(`${day.date}T${slot}:00Z`);
        const duration = durationBySlug.get(show.slug) ?? 120;
        const hall = random.pick(cinema.halls);
        const isKids = show.title.kind === 'kids';
        const version =
          options.version ??
          (isKids ? versions.dubbed : random.chance(0.5) ? versions.dubbed : random.pick(versions.original));
        const tags = [...hall.tags, ...(options.tags ?? [])];
        if (['scifi', 'animation', 'action'].some((genre) => show.title.genres.includes(genre)) && random.chance(0.2))
          tags.push('3d');
        if (random.chance(0.12)) tags.push('audio-description');
        if (random.chance(0.12)) tags.push('sdh');
        const soldOut = random.chance(0.04);
        // A few showtimes closed online early (their reservability end has passed).
        const closedEarly = random.chance(0.03);
        const sessionRef = `V${cinema.vistaRef}S${String(100000 + id)}`;
        const premiereTag = tags.find((tag) => tag === 'avp' || tag === 'avp-equipe');
        data.showtimes.push({
          id,
          showSlug: show.slug,
          cinemaSlug: cinema.slug,
          startsAt,
          endsAt: dayjs
            .utc(startsAt)
            .add(advertisingMinutes(cinema.slug) + duration, 'minute')
            .toDate(),
          timeZone: cinema.timeZone,
          localDate: day.date,
          version,
          tags: [...new Set(tags)],
          status: soldOut ? 'soldout' : 'available',
          reservabilityStart: dayjs.utc(startsAt).subtract(21, 'day').toDate(),
          // Online sales close at the start, as the real API's do (real-api.md §3.7); some a day early.
          reservabilityEnd: dayjs
            .utc(startsAt)
            .subtract(closedEarly ? 1 : 0, 'day')
            .toDate(),
          hall: hall.name,
          seats: hall.seats,
          sessionRef,
          special:
            options.special && premiereTag
              ? {
                  // The screening's title in the visitor's language, as its tag's label is.
                  titleScreening:
                    premiereTag === 'avp-equipe'
                      ? localized(
                          'Avant-première en présence de l’équipe',
                          'Preview with the team',
                          'Vorpremiere mit dem Team',
                          'Voorpremière met het team',
                        )
                      : localized('Avant-première', 'Preview', 'Vorpremiere', 'Voorpremière'),
                  titleShowtimeDetails: localized('Avant-première', 'Preview', 'Vorpremiere', 'Voorpremière'),
                  descriptionShowtimeDetails: localized(
                    'Découvrez le film avant sa sortie.',
                    'See the film before its release.',
                    'Sehen Sie den Film vor dem Kinostart.',
                    'Zie de film voor de release.',
                  ),
                  source: 'tag',
                  color: '#111111',
                  backgroundColor: '#f5c400',
                }
              : null,
          highlighted: Boolean(options.special),
          // Added when seeded: the new-showtimes notice (decision 0042) counts from a member's last look.
          createdAt: now,
        });
        id += 1;
      };
      for (const [dayIndex, day] of days.entries()) {
        for (const show of programme) {
          const count = show.title.kind === 'kids' ? random.int(1, 2) : random.int(1, 3);
          const daySlots = show.title.kind === 'kids' ? slots.slice(0, 6) : slots;
          for (const slot of random.sample(daySlots, count).sort()) push(show, day, slot, {});
        }
        for (const show of extras) {
          if (show.premiereDay === dayIndex) {
            push(show, day, '20:00', {
              tags: [...(show.title.kind === 'premiere' ? [show.slug.endsWith('10033') ? 'avp-equipe' : 'avp'] : [])],
              special: true,
            });
          }
          if (show.eventDay === dayIndex) push(show, day, '19:30', { tags: ['live'], version: versions.original[0] });
        }
      }
    }
  }
}

// ---------------------------------------------------------------- site content

function addSiteContent(
  data: DemoData,
  random: Random,
  today: string,
  cinemasBySite: Map<SiteCode, PlacedCinema[]>,
): void {
  let faqArticleId = 1;
  let alertId = 1;
  for (const site of siteCodes) {
    const languages = languagesOf(site);
    const siteShows = data.shows.filter((row) => row.sites?.includes(site) && !row.gone);
    const siteCinemas = data.cinemas.filter((row) => row.site === site && !row.redirectSlug);
    const features = defaultFeatures(site);

    data.settings.push({
      site,
      clientUrl: `https://client.marquee.${site === 'fr' ? 'fr' : site}`,
      cmdUrl: bookingHosts[site],
      youtubeChannel: 'UCmarqueecinemas',
      catCaptchaKey: 'marquee-dev-captcha-site-key',
      maxGeolocationCinemas: 6,
      maxGeolocationDistance: site === 'fr' || site === 'nl' ? 50 : 150,
      ratingSystem: ratingSystem[site],
      features: { ...features },
      injections: [
        { position: 'head', element: 'meta', attributes: { name: 'marquee-site', content: site } },
        // A stand-in for a tag's loader: the site runs it only once the visitor accepts measurement
        // (decision 0053); it counts its runs, and fetches nothing.
        {
          position: 'head',
          element: 'script',
          value: 'window.marqueeDemoTag = (window.marqueeDemoTag || 0) + 1;',
          attributes: { 'data-category': 'analytics' },
        },
      ],
      advertising: {
        defaultMinutes: defaultAdvertisingMinutes,
        cinemas: Object.fromEntries(
          (cinemasBySite.get(site) ?? [])
            .map((cinema) => [cinema.slug, advertisingMinutes(cinema.slug)] as const)
            .filter(([, minutes]) => minutes !== defaultAdvertisingMinutes),
        ),
      },
      agentforce: features.chatDeskEnabled
        ? {
            orgId: '00D000000000001',
            scrt2Url: 'https://chat.marquee.example',
            deploymentName: `marquee_${site}`,
            // The demo's stand-in for the chat service's script, on the site's own origin (decision 0056).
            deploymentUrl: demoWidgetPath('chat'),
          }
        : null,
    });

    // News, offers and events: one row per language, linked by translation_key; fr has enough news for two pages (23 per page).
    const articleCount = site === 'fr' ? 34 : 10;
    const playingFilms = siteShows.filter((row) => row.isMovie !== false && !row.isComingSoon);
    for (let index = 0; index < articleCount; index += 1) {
      const topic = newsTopics[index % newsTopics.length];
      // The articles are about films on show: a Tuesday deal or an evening with the team is for a film, not an opera.
      const show = playingFilms[index % Math.max(1, playingFilms.length)];
      const cinema = siteCinemas[index % Math.max(1, siteCinemas.length)];
      if (!topic || !show || !cinema) continue;
      const key = `${site}-article-${index + 1}`;
      const releaseDate = addDays(today, -index * 3);
      const director = show.directors?.[0] ?? random.pick(directorNames);
      const showPage = show.isMovie === false ? 'Shows.Entertainment' : 'Shows.Movie';
      // One author for the item in every language (issue 21: the language switch shows the same
      // item). One draw per language as before, so the rest of the demo data stays as it was.
      const [author = null] = languages.map(() => random.pick(directorNames));
      for (const language of languages) {
        const pen = penFor(site, language);
        const words = topic.write[language](pen, {
          show: { title: show.title[language] ?? show.slug, slug: show.slug, isMovie: show.isMovie !== false },
          director,
          cinema: { name: cinema.name, slug: cinema.slug },
        });
        // An offer's button leads to the film's page on this site, in this language.
        const ctaUrl = pen.path(showPage, { slug: show.slug });
        data.articles.push({
          site,
          slug: `${slugify(words.title)}-${index + 1}`,
          language,
          translationKey: key,
          type: topic.type,
          title: words.title,
          headline: words.headline,
          content: words.body,
          author,
          releaseDate,
          endDate: topic.type === 'offer' ? addDays(today, 30 - index) : null,
          featuredShow: show.slug,
          cta:
            topic.cta && ctaUrl ? { label: topic.cta[language], url: ctaUrl, target: '_self', type: 'yellow' } : null,
          cinemas: [],
          guest: null,
          tag: null,
          experienceGroup: null,
          redirectSlug: null,
          paletteSeed: hashString(key) % 360,
          searchText: searchTextOf(words.title, words.headline),
        });
      }
    }
    // Experiences: one per technology, grouped (catalogue.txt §2 Experience group).
    data.experienceGroups.push({
      site,
      slug: 'technologies',
      title: localized('Nos technologies', 'Our technologies', 'Unsere Technologien', 'Onze technologieën'),
      description: localized(
        'Image, son, mouvement : choisissez votre expérience.',
        'Picture, sound, motion: choose your experience.',
        'Bild, Ton, Bewegung: wählen Sie Ihr Erlebnis.',
        'Beeld, geluid, beweging: kies je beleving.',
      ),
    });
    for (const technology of technologies) {
      const tagRow = data.tags.find((row) => row.slug === technology);
      const withIt = siteCinemas.filter((row) => row.tags?.includes(technology)).map((row) => row.slug);
      for (const language of languages) {
        const name = tagRow?.title?.[language] ?? technology;
        data.articles.push({
          site,
          slug: translatedSlug(site, technology, language),
          language,
          translationKey: `${site}-experience-${technology}`,
          type: 'experience',
          title: name,
          headline: tagRow?.description?.[language] ?? null,
          content: `<p>${tagRow?.description?.[language] ?? ''}</p>`,
          author: null,
          releaseDate: addDays(today, -200),
          endDate: null,
          featuredShow: null,
          cta: null,
          cinemas: withIt,
          guest: null,
          tag: technology,
          experienceGroup: 'technologies',
          redirectSlug: null,
          paletteSeed: hashString(`${site}-${technology}`) % 360,
          searchText: searchTextOf(name, tagRow?.description?.[language]),
        });
      }
    }
    // A news item that moved: its old slug answers with redirectSlug.
    const firstNews = data.articles.find((row) => row.site === site && row.type === 'news');
    if (firstNews) {
      data.articles.push({
        ...firstNews,
        slug: `${firstNews.slug}-old`,
        translationKey: `${firstNews.translationKey}-old`,
        redirectSlug: firstNews.slug,
        searchText: '',
      });
    }

    // Seasons and special events.
    const eventShows = siteShows.filter((row) => row.specialEvent).map((row) => row.slug);
    const kidsShows = siteShows.filter((row) => row.isKids).map((row) => row.slug);
    data.events.push(
      {
        site,
        slug: 'saison-opera-ballet',
        kind: 'season',
        title: localized(
          'Saison opéra et ballet',
          'Opera and ballet season',
          'Opern- und Ballettsaison',
          'Opera- en balletseizoen',
        ),
        description: localized(
          'Les plus grandes scènes du monde, en direct dans votre cinéma.',
          'The world’s great stages, live in your cinema.',
          'Die großen Bühnen der Welt, live in Ihrem Kino.',
          'De grootste podia ter wereld, live in jouw bioscoop.',
        ),
        shows: eventShows,
        redirectSlug: null,
      },
      {
        site,
        slug: 'festival-des-enfants',
        kind: 'event-special',
        title: localized('Festival des enfants', 'Kids’ festival', 'Kinderfestival', 'Kinderfestival'),
        description: localized(
          'Des films pour les petits, à petits prix.',
          'Films for little ones, at little prices.',
          'Filme für die Kleinen zu kleinen Preisen.',
          'Films voor de kleintjes, voor kleine prijzen.',
        ),
        shows: kidsShows,
        redirectSlug: null,
      },
      {
        site,
        slug: 'saison-opera-2025',
        kind: 'season',
        title: localized('Saison opéra 2025', 'Opera season 2025', 'Opernsaison 2025', 'Operaseizoen 2025'),
        description: localized('Saison terminée.', 'Season over.', 'Saison beendet.', 'Seizoen afgelopen.'),
        shows: [],
        redirectSlug: 'saison-opera-ballet',
      },
    );

    // Information pages (about, privacy, terms of sale, legal notice), one row per language.
    const siteFacts = {
      cinemas: siteCinemas.map((row) => ({
        name: row.name,
        slug: row.slug,
        halls: data.halls.filter((hall) => hall.cinemaSlug === row.slug).length,
      })),
      cities: [...new Set(siteCinemas.map((row) => row.addressCity))],
    };
    for (const page of informationPages) {
      for (const language of languages) {
        const title = page.title[language] ?? page.key;
        data.masterTemplatePages.push({
          site,
          slug: translatedSlug(site, page.key, language),
          language,
          translationKey: page.key,
          title,
          content: page.write[language](penFor(site, language), siteFacts),
          redirectSlug: null,
        });
      }
    }

    // FAQ: the help-centre tiles as categories, three articles each; one retired. The frequent
    // questions (the footer FAQ) are each topic's first: the landing's list is longer than its
    // "display all" preview on the six-tile sites (decision 0051).
    helpCentreTiles[site].forEach(({ topic: tile, categoryId: id }, position) => {
      const category = faqCategoryWords(tile);
      data.faqCategories.push({ id, site, position, title: category.title, description: category.description });
      faqArticleWords(site, tile).forEach((article, index) => {
        const articleId = faqArticleId++;
        data.faqArticles.push({
          id: articleId,
          site,
          slug: article.slug,
          categoryId: id,
          title: article.question,
          teaser: article.teaser,
          content: article.answer,
          publishedAt: new Date(`${addDays(today, -30 - articleId)}T09:00:00Z`),
          inFooter: index === 0,
          retired: position === 1 && index === 2,
          searchText: searchTextOf(article.question, category.title, article.teaser),
        });
      });
    });

    // Alerts: one for every page, one for a cinema.
    data.alerts.push(
      {
        id: alertId++,
        site,
        type: 1,
        isWarning: false,
        title: localized(
          'Nouveau : le programme de la semaine',
          'New: this week’s programme',
          'Neu: das Wochenprogramm',
          'Nieuw: het weekprogramma',
        ),
        message: localized(
          '<p>Découvrez les sorties de la semaine.</p>',
          '<p>See this week’s releases.</p>',
          '<p>Entdecken Sie die Neustarts der Woche.</p>',
          '<p>Ontdek de nieuwe films van deze week.</p>',
        ),
        cinemas: [],
        cta: {
          label: localized('Voir', 'See', 'Ansehen', 'Bekijk'),
          url: routePath(site, { kind: 'Shows.List', language: sites[site].defaultLanguage, params: {} }) ?? '/',
          target: '_self',
          type: 'yellow',
        },
      },
      {
        id: alertId++,
        site,
        type: 2,
        isWarning: true,
        title: localized('Travaux', 'Building works', 'Bauarbeiten', 'Werkzaamheden'),
        message: localized(
          '<p>L’ascenseur est en maintenance cette semaine.</p>',
          '<p>The lift is under maintenance this week.</p>',
          '<p>Der Aufzug wird diese Woche gewartet.</p>',
          '<p>De lift is deze week in onderhoud.</p>',
        ),
        cinemas: siteCinemas.slice(0, 1).map((row) => row.slug),
        cta: null,
      },
    );

    // Footer. One address per link, so the site's default language's (the table has no
    // per-language address); every one built from the site's route table.
    const defaultPath = (kind: RouteKind, params: Record<string, string> = {}) =>
      routePath(site, { kind, language: sites[site].defaultLanguage, params }) ?? '/';
    const topCities = footerTopCities[site];
    data.footers.push({
      site,
      columns: [
        {
          title: localized('Programme', 'Schedule', 'Programm', 'Programma'),
          elements: [
            ...siteShows.slice(0, 4).map((row) => ({
              title: row.title,
              url: defaultPath(row.isMovie === false ? 'Shows.Entertainment' : 'Shows.Movie', { slug: row.slug }),
            })),
            {
              title: localized('Tous les films', 'All films', 'Alle Filme', 'Alle films'),
              url: defaultPath('Shows.List'),
            },
          ],
        },
        {
          title: localized('Cinémas', 'Cinemas', 'Kinos', 'Bioscopen'),
          elements: features.cinemaFullList
            ? siteCinemas.map((row) => ({
                title: everywhere(row.name),
                url: defaultPath('Cinema.Single', { slug: row.slug }),
              }))
            : [
                // A top city with one cinema has no city page: the link goes to its cinema.
                ...topCities.flatMap((name) => {
                  const city = data.cities.find((row) => row.site === site && row.slug === slugify(name));
                  const only = siteCinemas.find((row) => row.citySlug === city?.slug);
                  if (city?.hasPage)
                    return [{ title: everywhere(name), url: defaultPath('Cinema.City.Single', { slug: city.slug }) }];
                  return only
                    ? [{ title: everywhere(name), url: defaultPath('Cinema.Single', { slug: only.slug }) }]
                    : [];
                }),
                {
                  title: localized('Tous les cinémas', 'All cinemas', 'Alle Kinos', 'Alle bioscopen'),
                  url: defaultPath('Cinema.List'),
                },
              ],
        },
        {
          title: everywhere('Marquee'),
          elements: [
            {
              title: localized('Qui sommes-nous', 'About us', 'Über uns', 'Over ons'),
              url: defaultPath('MasterTemplate', { slug: 'about' }),
            },
            {
              title: localized('Mentions légales', 'Legal notice', 'Impressum', 'Colofon'),
              url: defaultPath('MasterTemplate', { slug: 'legal-notice' }),
            },
            {
              title: localized('Vie privée', 'Privacy', 'Datenschutz', 'Privacy'),
              url: defaultPath('Cvd'),
            },
            { title: localized('Cookies', 'Cookies', 'Cookies', 'Cookies'), url: '#cookies', cookie: true },
            {
              title: localized('Recrutement', 'Jobs', 'Jobs', 'Vacatures'),
              url: 'https://jobs.marquee.example',
              newTab: true,
            },
          ],
        },
      ],
      socialNetworks: enabledSocialNetworks(features).map((name) => ({
        name,
        url: `https://${name}.com/marquee${site}`,
      })),
    });

    // Passes, cards and vouchers.
    const currencyUnit = { fr: 1, ch: 1.4, be: 1, nl: 1.1, tn: 1, sn: 250, ci: 250, ma: 5 }[site];
    const money = (value: number) => (Math.round(value * currencyUnit * 100) / 100).toFixed(2);
    [5, 3].forEach((seats, position) =>
      data.ecards.push({
        site,
        position,
        label: fill(
          localized('CinéCarte {n} places', '{n}-seat CinéCard', 'KinoKarte {n} Plätze', '{n}-plaatsenkaart'),
          { n: String(seats) },
        ),
        seats,
        singleAmount: money(10.5),
        amount: money(10.5 * seats),
        refCmd: `${bookingHosts[site]}/ecard/${seats}`,
        highlightMessage:
          seats === 5 ? localized('Le plus populaire', 'Most popular', 'Am beliebtesten', 'Populairst') : null,
      }),
    );
    // The country's subscription (its page's block below); a cinema's pass items are its plans.
    const subscription = subscriptionBlock(site, (value) => Number(money(value)));
    (subscription?.offers ?? []).forEach((offer, position) =>
      data.cinepassItems.push({
        site,
        position,
        label: offer.label,
        price: offer.price.toFixed(2),
        legend: offer.legend,
      }),
    );
    [
      [
        1,
        localized('Contremarque', 'Voucher', 'Gutschein', 'Voucher'),
        localized('Valable 1 an.', 'Valid for 1 year.', '1 Jahr gültig.', '1 jaar geldig.'),
      ],
      [2, localized('Chèque cinéma', 'Cinema cheque', 'Kinoscheck', 'Bioscoopbon'), null],
      [
        3,
        localized('Carte cadeau', 'Gift card', 'Geschenkkarte', 'Cadeaukaart'),
        localized(
          'Utilisable en plusieurs fois.',
          'Can be used several times.',
          'Mehrfach einlösbar.',
          'Meerdere keren te gebruiken.',
        ),
      ],
    ].forEach(([typeId, label, terms]) =>
      data.voucherTypes.push({
        site,
        typeId: typeId as number,
        label: label as Localized,
        terms: terms as Localized | null,
      }),
    );
    const code = site.toUpperCase();
    data.vouchers.push(
      {
        kind: 'voucher',
        code: `${code}-VALID-0001`,
        site,
        resultCode: 0,
        card: { code: `${code}-VALID-0001`, type: 'voucher', seats: 1, expiresOn: addDays(today, 200) },
      },
      { kind: 'voucher', code: `${code}-EXPIRED-0002`, site, resultCode: 3, card: {} },
      {
        kind: 'gift-card',
        code: `6048${String(siteCodes.indexOf(site)).padStart(4, '0')}00000001/1234`,
        site,
        resultCode: 0,
        card: { balance: money(50), currency: sites[site].currency, expiresOn: addDays(today, 365) },
      },
    );

    // Small editorial blocks.
    const hasSubscription = penFor(site, sites[site].defaultLanguage).path('Subscription') !== null;
    const nowShowing = siteShows.filter((row) => !row.isComingSoon);
    const blocks: [string, Record<string, unknown>[]][] = [
      [
        'offers-page',
        [
          {
            title: localized('Nos offres', 'Our offers', 'Unsere Angebote', 'Onze aanbiedingen'),
            subtitle: localized(
              'Le cinéma à petit prix',
              'Cinema for less',
              'Kino für weniger',
              'Bioscoop voor minder',
            ),
            description: localized(
              'Abonnements, cartes et bons plans.',
              'Passes, cards and deals.',
              'Abos, Karten und Angebote.',
              'Abonnementen, kaarten en deals.',
            ),
            restriction: localized(
              'Offres soumises à conditions.',
              'Terms apply.',
              'Es gelten Bedingungen.',
              'Voorwaarden van toepassing.',
            ),
            blockOrder: ['promotion', 'event', 'temporary', 'ecards'],
            // The header's button: the subscriptions where the country sells them, else the cinema cards.
            cta1: hasSubscription
              ? {
                  label: localized(
                    'Voir les abonnements',
                    'See the subscriptions',
                    'Abos ansehen',
                    'Bekijk abonnementen',
                  ),
                  url: inLanguagesOf(site, (pen) => pen.path('Subscription') ?? ''),
                }
              : {
                  label: localized(
                    'Voir les CinéCartes',
                    'See the cinema cards',
                    'Kinokarten ansehen',
                    'Bekijk de bioscoopkaarten',
                  ),
                  url: inLanguagesOf(site, (pen) => pen.path('ECards.FiveSeats') ?? ''),
                },
          },
        ],
      ],
      [
        'promotion',
        siteShows.slice(0, 3).map((row, index) => ({
          title: row.title,
          slug: `promo-${row.slug}`,
          description: localized(
            'Une place achetée, un pop-corn offert.',
            'Buy a ticket, get popcorn.',
            'Ticket kaufen, Popcorn gratis.',
            'Koop een kaartje, krijg popcorn.',
          ),
          label: localized('Offre', 'Deal', 'Angebot', 'Actie'),
          labelColor: String((index % 5) + 1),
          show: row.slug,
          // The film's page on this site, in each of its languages (issue 20: ch and be promotions led to /films/…).
          url: inLanguagesOf(
            site,
            (pen) => pen.path(row.isMovie === false ? 'Shows.Entertainment' : 'Shows.Movie', { slug: row.slug }) ?? '',
          ),
        })),
      ],
      [
        'temporary',
        [
          {
            title: localized('Mardi malin', 'Tuesday deal', 'Dienstagsangebot', 'Dinsdagdeal'),
            price: Number(money(7.5)),
            initialPrice: Number(money(13.5)),
            ordering: 1,
          },
          {
            title: localized('Matinée', 'Morning show', 'Frühvorstellung', 'Ochtendvoorstelling'),
            price: Number(money(6.9)),
            initialPrice: Number(money(13.5)),
            ordering: 2,
          },
        ],
      ],
      [
        'featured',
        [
          ...nowShowing.slice(0, 3).map((row) => ({
            pageType: 'home',
            title: row.title,
            show: row.slug,
            tags: row.tags,
            type: 'show',
            pushType: 'show',
          })),
          // The header push (member-and-shell.txt §2): one film of the week, with its page, not one the home already pushes.
          ...nowShowing
            .slice(3)
            .filter((row) => row.isMovie !== false)
            .slice(0, 1)
            .map((row) => ({
              pageType: 'header',
              title: localized(
                'À l’affiche cette semaine',
                'Showing this week',
                'Diese Woche im Kino',
                'Deze week in de bioscoop',
              ),
              showTitle: row.title,
              show: row.slug,
              tags: row.tags,
              type: 'show',
              pushType: 'show',
              cta: {
                label: localized('Réserver', 'Book', 'Buchen', 'Reserveer'),
                url: inLanguagesOf(site, (pen) => pen.path('Shows.Movie', { slug: row.slug }) ?? ''),
              },
            })),
        ],
      ],
      [
        'native-ad',
        [
          {
            title: localized(
              'Le pop-corn maison',
              'Home-made popcorn',
              'Hausgemachtes Popcorn',
              'Huisgemaakte popcorn',
            ),
            sponsored: true,
            url: inLanguagesOf(site, (pen) => pen.path('Offers.List') ?? ''),
          },
        ],
      ],
      [
        'videos',
        siteShows
          .slice(0, 5)
          .map((row, index) => ({ id: `yt-${row.slug}`, title: row.title, main: index === 0, provider: 'youtube' })),
      ],
      ['subscription', subscription ? [subscription] : []],
      [
        'subscription-offers',
        [
          {
            id: 1,
            title: localized('Cinépass', 'Cinépass', 'Cinépass', 'Cinépass'),
            options: [{ id: 11 }, { id: 12 }],
          },
          {
            id: 2,
            title: localized('Cinépass duo', 'Cinépass duo', 'Cinépass duo', 'Cinépass duo'),
            options: [{ id: 21 }],
          },
        ],
      ],
      [
        'autopromo',
        [
          {
            title: localized('Téléchargez l’app', 'Get the app', 'Holen Sie sich die App', 'Download de app'),
            url: inLanguagesOf(site, (pen) => pen.path('MobileApp') ?? ''),
          },
        ],
      ],
      [
        'cinema-releases',
        [
          {
            title: localized('Prochaines sorties', 'Coming soon', 'Demnächst', 'Binnenkort'),
            description: localized(
              'Les films des semaines à venir.',
              'The films of the coming weeks.',
              'Die Filme der nächsten Wochen.',
              'De films van de komende weken.',
            ),
          },
        ],
      ],
    ];
    for (const [kind, items] of blocks) {
      items.forEach((item, position) => data.contentBlocks.push({ site, kind, position, data: item }));
    }
    void cinemasBySite;
  }
}

/**
 * The demo member's calendar feed on fr, at `/api/calendar/{demoCalendarToken}.ics`: a known
 * address, like the demo voucher codes, for trying the feed and for the contract tests. Creating
 * a feed for demo-client on fr replaces it, as it would any other.
 */
export const demoCalendarToken = 'demo-calendar-camille';

function addMembers(data: DemoData, now: Date): void {
  data.clients.push(
    {
      id: 'demo-client',
      site: 'fr',
      email: 'camille@example.com',
      firstname: 'Camille',
      lastname: 'Durand',
      currentPlan: 'cinepass-solo',
      cinepassType: 'solo',
      loyaltyLevel: 'gold',
    },
    {
      id: 'demo-client-nl',
      site: 'nl',
      email: 'sanne@example.com',
      firstname: 'Sanne',
      lastname: 'de Boer',
      currentPlan: null,
      loyaltyLevel: 'silver',
    },
  );
  data.favouriteCinemas.push(
    { clientId: 'demo-client', site: 'fr', cinemaSlug: 'marquee-beaugrenelle', position: 1 },
    { clientId: 'demo-client', site: 'fr', cinemaSlug: 'marquee-bellecour', position: 2 },
    { clientId: 'demo-client-nl', site: 'nl', cinemaSlug: 'marquee-arena', position: 1 },
  );
  data.feelings.push(
    { clientId: 'demo-client', showSlug: 'orbite-10002', intention: 2, emotion: 3 },
    { clientId: 'demo-client', showSlug: 'la-derniere-seance-10001', intention: null, emotion: 2 },
    { clientId: 'demo-client-nl', showSlug: 'orbite-10002', intention: 2, emotion: null },
  );
  data.calendarFeeds.push({
    clientId: 'demo-client',
    site: 'fr',
    tokenDigest: feedTokenDigest(demoCalendarToken),
    createdAt: now,
  });
}
