import type {
  WireAlert,
  WireCinema,
  WireCinemaDetails,
  WireCinemaProgramme,
  WireCity,
  WireCityDetails,
} from '../contract/cinemas.ts';
import type { WireShowCinemas } from '../contract/shows.ts';
import { cinemaWeekOffset } from '../rules/cinemas.ts';
import { isPremiere } from './show.ts';

/** catalogue.txt §3 Cinema address, built from the first theater. */
export interface Address {
  full: string;
  address: string;
  city: string;
  postalCode: string;
}

export interface CinemaService {
  slug: string;
  label: string;
  description: string | null;
  image: string | null;
}

/** catalogue.txt §3 Cinema (list item). */
export interface Cinema {
  slug: string;
  vistaRef: string;
  /** alex{product}GroupId: the chain group identifier (alexPatheGroupId on the wire). */
  alexGroupId: string | null;
  name: string;
  /** The city's slug; the city's name is in `address.city`. */
  city: string;
  open: boolean;
  tags: string[];
  address: Address | null;
  /** x = latitude, y = longitude, as the chain sends them (real-api.md open question 9). */
  gpsPosition: { x: number; y: number } | null;
  description: string | null;
  backdrop: string | null;
  /** True when the cinema offers the reduced-mobility service. */
  disabledServices: boolean;
  statistics: { seats: number | null; halls: number | null };
  urls: { googleMaps: string | null };
  services: CinemaService[];
  sessionsNearby: { cinema: string | null; wording: string | null } | null;
}

type WireTheater = WireCinema['theaters'][number];

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/**
 * catalogue.txt §3 Cinema: the address is built from the first theater.
 * `full` reads as one line a map search understands: theater name, street
 * lines, postal code and city.
 */
export function toAddress(theater: WireTheater | undefined): Address | null {
  if (!theater) return null;
  const address = [theater.addressLine1, theater.addressLine2].filter(present).join(', ');
  const cityLine = [theater.addressZip, theater.addressCity].filter(present).join(' ');
  return {
    full: [theater.name, address, cityLine].filter(present).join(', '),
    address,
    city: theater.addressCity,
    postalCode: theater.addressZip,
  };
}

function toServices(services: WireCinema['services'] | undefined): CinemaService[] {
  return (services ?? []).map((service) => ({
    slug: service.slug,
    label: service.label,
    description: service.description ?? null,
    image: service.refImage ?? null,
  }));
}

export function toCinema(wire: WireCinema): Cinema {
  const theater = wire.theaters[0];
  const nearby =
    wire.nearbySessionsCinema || wire.nearbySessionsWording
      ? { cinema: wire.nearbySessionsCinema ?? null, wording: wire.nearbySessionsWording ?? null }
      : null;
  return {
    slug: wire.slug,
    vistaRef: wire.vistaRef,
    alexGroupId: wire.alexPatheGroupId ?? null,
    name: wire.name,
    city: wire.citySlug,
    open: wire.status ?? true,
    tags: wire.tags,
    address: toAddress(theater),
    gpsPosition: theater ? { x: theater.gpsPosition.x, y: theater.gpsPosition.y } : null,
    description: wire.description ?? null,
    backdrop: wire.backdrop ?? null,
    disabledServices: wire.hasPmrService,
    statistics: { seats: wire.seatCount ?? null, halls: wire.hallCount ?? null },
    urls: { googleMaps: wire.googleMyBusinessUrl ?? null },
    services: toServices(wire.services),
    sessionsNearby: nearby,
  };
}

/** catalogue.txt §3 Cinema details. */
export interface CinemaDetails {
  slug: string;
  name: string;
  statistics: { halls: number | null; seats: number | null };
  cinepass: { label: string; price: number | string | null; image: string | null; legend: string | null }[];
  ecards: {
    label: string;
    singleTtcAmount: number | null;
    ttcAmount: number | null;
    image: string | null;
    imageAlt: string | null;
    refCmd: string | null;
    highlightMessage: string | null;
  }[];
  services: CinemaService[];
  nearby: { cinemas: string[]; cities: string[] };
  itinerary: string | null;
  pricing: {
    prices: { label: string; amount: number | string; termsIndex: number | null }[];
    /** Additional prices grouped under their parent label (ungrouped ones under null). */
    complements: { parent: string | null; prices: { label: string; amount: number | string }[] }[];
    terms: string[];
    globalTerms: string | null;
  } | null;
  pushes: NonNullable<WireCinemaDetails['pushes']>;
  cinemaWeekOffset: number;
  googleMyBusinessUrl: string | null;
  seo: { title: string | null; description: string | null };
  redirectSlug: string | null;
  tracking: { citySlug: string | null; cinemaSlug: string };
  premium: boolean;
  cinemaPremium: boolean;
  accessibilityDescription: string | null;
  accesLibreUrl: string | null;
  disabledServices: boolean;
  address: Address | null;
}

function groupComplements(
  additional: NonNullable<NonNullable<WireCinemaDetails['pricing']>['additionalPrices']>,
): NonNullable<CinemaDetails['pricing']>['complements'] {
  const groups = new Map<string | null, { label: string; amount: number | string }[]>();
  for (const price of additional) {
    const parent = price.parent ?? null;
    groups.set(parent, [...(groups.get(parent) ?? []), { label: price.label, amount: price.amount }]);
  }
  return [...groups].map(([parent, prices]) => ({ parent, prices }));
}

export function toCinemaDetails(wire: WireCinemaDetails): CinemaDetails {
  const pricing = wire.pricing;
  return {
    slug: wire.slug,
    name: wire.name,
    // The list item's hallCount/seatCount count when no statistics object is sent.
    statistics: {
      halls: wire.statistics?.halls ?? wire.hallCount ?? null,
      seats: wire.statistics?.seats ?? wire.seatCount ?? null,
    },
    cinepass: (wire.cinepass ?? []).map((item) => ({
      label: item.label,
      price: item.price ?? null,
      image: item.image ?? null,
      legend: item.legend ?? null,
    })),
    ecards: (wire.ecards ?? []).map((card) => ({
      label: card.label,
      singleTtcAmount: card.singleTtcAmount ?? null,
      ttcAmount: card.ttcAmount ?? null,
      image: card.image ?? null,
      imageAlt: card.imageAlt ?? null,
      refCmd: card.refCmd ?? null,
      highlightMessage: card.highlightMessage ?? null,
    })),
    services: toServices(wire.services),
    nearby: { cinemas: wire.nearbyCinemas ?? [], cities: wire.nearbyCities ?? [] },
    itinerary: wire.itinerary ?? wire.refImageItinerary ?? null,
    pricing: pricing
      ? {
          prices: pricing.prices.map((price) => ({
            label: price.label,
            amount: price.amount,
            termsIndex: price.termsIndex ?? null,
          })),
          complements: groupComplements(pricing.additionalPrices ?? []),
          terms: pricing.terms ?? [],
          globalTerms: pricing.globalTerms ?? null,
        }
      : null,
    pushes: wire.pushes ?? [],
    cinemaWeekOffset: cinemaWeekOffset(wire.cinemaWeekStart),
    googleMyBusinessUrl: wire.googleMyBusinessUrl ?? null,
    seo: { title: wire.seo?.title ?? null, description: wire.seo?.description ?? null },
    redirectSlug: wire.redirectSlug || null,
    tracking: { citySlug: wire.citySlug ?? null, cinemaSlug: wire.slug },
    premium: wire.premium ?? false,
    cinemaPremium: wire.cinemaPremium ?? false,
    accessibilityDescription: wire.accessibilityDescription ?? null,
    accesLibreUrl: wire.accesLibreUrl ?? null,
    disabledServices: wire.hasPmrService ?? false,
    address: toAddress(wire.theaters?.[0]),
  };
}

/** catalogue.txt §3 City. */
export interface City {
  slug: string;
  name: string;
  /** From the departement ("21"); null when the site has none (NL). */
  postalCode: string | null;
  /** From the Ile-de-France flag: the region code `idf` (catalogue.txt §9 region codes). */
  mainRegion: 'idf' | null;
  /** From the has-page flag. */
  singlePage: boolean;
  cinemas: string[];
}

export function toCity(wire: WireCity): City {
  return {
    slug: wire.slug,
    name: wire.name,
    postalCode: wire.departement ?? null,
    mainRegion: wire.isIdf ? 'idf' : null,
    singlePage: wire.hasPage ?? false,
    cinemas: wire.cinemas ?? [],
  };
}

/** catalogue.txt §3 City details. */
export interface CityDetails extends City {
  defaultCinema: string | null;
  description: string | null;
  seo: { title: string | null; description: string | null };
  nearby: string[];
  tracking: { slug: string };
  backdrop: string | null;
  backdropMobile: string | null;
  highlight: { title: string | null; description: string | null; shows: string[] } | null;
  redirectSlug: string | null;
}

export function toCityDetails(wire: WireCityDetails): CityDetails {
  return {
    ...toCity(wire),
    defaultCinema: wire.defaultCinema ?? null,
    description: wire.description ?? null,
    seo: { title: wire.seo?.title ?? null, description: wire.seo?.description ?? null },
    nearby: wire.nearby ?? [],
    tracking: { slug: wire.trackingSlug ?? wire.slug },
    backdrop: wire.backdrop ?? null,
    backdropMobile: wire.backdropMobile ?? null,
    highlight: wire.highlight
      ? {
          title: wire.highlight.title ?? null,
          description: wire.highlight.description ?? null,
          shows: wire.highlight.shows ?? [],
        }
      : null,
    redirectSlug: wire.redirectSlug || null,
  };
}

/** member-and-shell.txt §3 Schedule: a day cell's resume. */
export interface ScheduleCell {
  tags: string[];
  versions: string[];
  specialShowtime: boolean;
  bookable: boolean;
  flag: string | null;
  flagColor: string | null;
}

export interface ScheduleShow {
  slug: string;
  bookable: boolean;
  comingSoon: boolean;
  new: boolean;
  isKids: boolean;
  specialEvent: boolean;
  /** A premiere on at least one day (catalogue.txt §4). */
  premiere: boolean;
  order: number | null;
  days: Record<string, ScheduleCell>;
}

/** member-and-shell.txt §3 Schedule (per cinema, event, experience, pass). */
export interface Schedule {
  days: { date: string; highlightedShowSlug: string | null; upsell: unknown }[];
  shows: ScheduleShow[];
}

const byOrderThenSlug = (a: ScheduleShow, b: ScheduleShow) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.slug.localeCompare(b.slug);

export function toSchedule(wire: WireCinemaProgramme): Schedule {
  const days = Object.entries(wire.days)
    .map(([date, day]) => ({
      date,
      highlightedShowSlug: day.highlightedShowtime?.showSlug ?? null,
      upsell: day.upsell ?? null,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const shows = Object.entries(wire.shows).map(([slug, show]): ScheduleShow => {
    const cells = Object.fromEntries(
      Object.entries(show.days).map(([date, cell]): [string, ScheduleCell] => [
        date,
        {
          tags: cell.tags,
          versions: cell.versions,
          specialShowtime: cell.specialShowtime ?? false,
          bookable: cell.bookable,
          flag: cell.flag ?? null,
          flagColor: cell.flagColor ?? null,
        },
      ]),
    );
    const comingSoon = show.isComingSoon ?? false;
    return {
      slug,
      bookable: show.isBookable ?? show.bookable ?? !comingSoon,
      comingSoon,
      new: show.isNew ?? false,
      isKids: show.isKids ?? false,
      specialEvent: show.specialEvent ?? false,
      premiere: Object.values(cells).some((cell) => isPremiere(cell.tags)),
      order: show.cineOrder ?? null,
      days: cells,
    };
  });
  return { days, shows: shows.sort(byOrderThenSlug) };
}

/** show/{slug}/cinemas: the cinemas playing a show, each with its day cells. */
export interface ShowCinemaSchedule {
  cinema: string;
  releasedAt: string | null;
  days: Record<string, Omit<ScheduleCell, 'bookable' | 'flag' | 'flagColor'> & { highlighted: boolean }>;
}

export function toShowCinemaSchedules(wire: WireShowCinemas): ShowCinemaSchedule[] {
  return Object.entries(wire)
    .map(([cinema, entry]) => ({
      cinema,
      releasedAt: entry.releasedAt ?? null,
      days: Object.fromEntries(
        Object.entries(entry.days).map(([date, cell]) => [
          date,
          {
            tags: cell.tags,
            versions: cell.versions,
            specialShowtime: cell.specialShowtime ?? false,
            highlighted: Boolean(cell.highlightedShowtime),
          },
        ]),
      ),
    }))
    .sort((a, b) => a.cinema.localeCompare(b.cinema));
}

/** member-and-shell.txt §3 Alert message in the queue; catalogue.txt §3 Cinema alert. */
export interface AlertMessage {
  title: string | null;
  /** HTML. */
  subtitle: string | null;
  level: 'warning' | 'info';
  closable: boolean;
  /** Type 1 shows on all pages (member §3 Alert); type 2 only on cinema pages. */
  allPages: boolean;
  /** A type 2 alert for every cinema's page (catalogue.txt §3 Cinema alert allCinemas), else the listed ones. */
  allCinemas: boolean;
  cinemas: string[];
  cta: { label: string; url: string } | null;
}

export function toAlertMessage(wire: WireAlert): AlertMessage {
  return {
    title: wire.title ?? null,
    subtitle: wire.messageContent ?? wire.message ?? null,
    level: wire.isWarning ? 'warning' : 'info',
    closable: true,
    allPages: wire.type === 1,
    allCinemas: wire.type === 2 && wire.allCinemas === true,
    cinemas: wire.cinemas ?? [],
    cta: wire.cta ? { label: wire.cta.label, url: wire.cta.url } : null,
  };
}
