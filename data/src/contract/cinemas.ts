import { z } from 'zod/mini';
import { cmsHtml, isoDate, maybe, wireCta, wireGpsPosition, wireSeo } from './common.ts';
import { lenientList, lenientRecord } from './lenient.ts';
import { wireHighlightedShowtime } from './shows.ts';

/**
 * Cinemas, cities and alerts on the wire. The list item follows the real
 * `/api/cinemas` (real-api.md §3.3); where no recording exists the fields are
 * the spec's entity fields (catalogue.txt §3), documented in docs/contract.md.
 */

export const wireTheater = z.looseObject({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: maybe(z.string()),
  addressZip: z.string(),
  addressCity: z.string(),
  gpsPosition: wireGpsPosition,
});

/**
 * A cinema's service (its experiences among them: 4dx, imax, dolby-atmos). member §5: "experience
 * services with a null id are dropped": an explicit `id: null` fails the item, which the lenient
 * list drops and logs (decision 0030). The real answers carry no id at all (real-api.md §3.3): an
 * absent id keeps the service.
 */
export const wireCinemaService = z.looseObject({
  id: z.optional(z.union([z.string(), z.number()])),
  label: z.string(),
  slug: z.string(),
  description: maybe(cmsHtml),
  refImage: maybe(z.string()),
  isAccessibility: z.optional(z.boolean()),
});

/** GET /api/cinemas entry (real-api.md §3.3). */
export const wireCinema = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  citySlug: z.string(),
  name: z.string(),
  status: z.optional(z.boolean()),
  tags: z._default(z.array(z.string()), []),
  hasPmrService: z._default(z.boolean(), false),
  /** Always one element in the recordings; the spec builds the address from the first. */
  theaters: z.array(wireTheater),
  hallCount: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  seatCount: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  services: z._default(lenientList(wireCinemaService, 'cinema services'), []),
  backdrop: maybe(z.string()),
  description: maybe(cmsHtml),
  comment: maybe(z.string()),
  refImageItinerary: maybe(z.string()),
  vistaRef: z.string(),
  googleMyBusinessUrl: maybe(z.string()),
  nearbySessionsCinema: maybe(z.string()),
  nearbySessionsWording: maybe(z.string()),
  /** Present since 2026, absent in Sep 2025. */
  alexPatheGroupId: maybe(z.string()),
});
export const wireCinemaList = lenientList(wireCinema, 'cinemas');
export type WireCinema = z.infer<typeof wireCinema>;
export type WireCinemaList = z.infer<typeof wireCinemaList>;

const wireNamedImage = z.looseObject({ label: z.string(), image: maybe(z.string()) });

/** GET /api/cinema/{slug}: the list item's fields plus the spec's Cinema details (catalogue.txt §3). */
export const wireCinemaDetails = z.extend(z.partial(wireCinema), {
  slug: z.string().check(z.minLength(1)),
  name: z.string(),
  statistics: maybe(z.looseObject({ halls: maybe(z.number()), seats: maybe(z.number()) })),
  cinepass: z.optional(
    z.array(z.extend(wireNamedImage, { price: maybe(z.union([z.number(), z.string()])), legend: maybe(z.string()) })),
  ),
  ecards: z.optional(
    z.array(
      z.extend(wireNamedImage, {
        singleTtcAmount: maybe(z.number()),
        ttcAmount: maybe(z.number()),
        imageAlt: maybe(z.string()),
        refCmd: maybe(z.string()),
        highlightMessage: maybe(z.string()),
      }),
    ),
  ),
  nearbyCinemas: z.optional(z.array(z.string())),
  nearbyCities: z.optional(z.array(z.string())),
  itinerary: maybe(z.string()),
  pricing: maybe(
    z.looseObject({
      prices: z.array(
        z.looseObject({ label: z.string(), amount: z.union([z.number(), z.string()]), termsIndex: maybe(z.number()) }),
      ),
      additionalPrices: z.optional(
        z.array(
          z.looseObject({
            label: z.string(),
            amount: z.union([z.number(), z.string()]),
            parent: maybe(z.string()),
            termsIndex: maybe(z.number()),
          }),
        ),
      ),
      terms: z.optional(z.array(z.string())),
      globalTerms: maybe(z.string()),
    }),
  ),
  pushes: z.optional(
    z.array(
      z.looseObject({
        title: z.string(),
        date: maybe(z.string()),
        cta: maybe(wireCta),
        backdrop: maybe(z.string()),
        contentTag: maybe(z.string()),
        goal: maybe(z.string()),
        description: maybe(cmsHtml),
        backgroundMainColor: maybe(z.string()),
        offerTemplate: maybe(z.string()),
      }),
    ),
  ),
  /** The configured first day of the programme week (catalogue.txt §9: offset = week start + 1, else 3). */
  cinemaWeekStart: maybe(z.int()),
  seo: maybe(wireSeo),
  redirectSlug: maybe(z.string()),
  premium: z.optional(z.boolean()),
  cinemaPremium: z.optional(z.boolean()),
  accessibilityDescription: maybe(cmsHtml),
  accesLibreUrl: maybe(z.string()),
});
export type WireCinemaDetails = z.infer<typeof wireCinemaDetails>;

/** One cell of the cinema matrix: cinema -> show -> day (real-api.md §3.5). */
export const wireProgrammeCell = z.looseObject({
  tags: z.array(z.string()),
  bookable: z.boolean(),
  versions: z.array(z.string()),
  flag: maybe(z.string()),
  flagColor: maybe(z.string()),
  cineOrder: maybe(z.number()),
  specialShowtime: z.optional(z.boolean()),
});

export const wireProgrammeShow = z.looseObject({
  days: z.record(isoDate, wireProgrammeCell),
  bookable: z.optional(z.boolean()),
  isBookable: z.optional(z.boolean()),
  isNew: z.optional(z.boolean()),
  isComingSoon: z.optional(z.boolean()),
  isEarlyAVP: z.optional(z.boolean()),
  cineOrder: maybe(z.number()),
  cineKidsOrder: maybe(z.number()),
  cineUpcomingOrder: maybe(z.number()),
  specialEvent: z.optional(z.boolean()),
  isKids: z.optional(z.boolean()),
  next24ShowtimesCount: z.optional(z.int().check(z.nonnegative())),
});

/**
 * GET cinema/{slug}/shows, and the same matrix for events, experiences and
 * cinepass (event/{slug}/shows, gpxp/{slug}/shows, cinepass/current-shows).
 */
export const wireCinemaProgramme = z.looseObject({
  days: z.record(
    isoDate,
    z.looseObject({ upsell: z.optional(z.unknown()), highlightedShowtime: maybe(wireHighlightedShowtime) }),
  ),
  shows: lenientRecord(z.string(), wireProgrammeShow, 'programme shows'),
});
export type WireCinemaProgramme = z.infer<typeof wireCinemaProgramme>;

/** GET alerts (member-and-shell.txt §3 Alert; catalogue.txt §3 Cinema alert). */
export const wireAlert = z.looseObject({
  type: z.union([z.literal(1), z.literal(2)]),
  isWarning: z.boolean(),
  title: maybe(z.string()),
  messageContent: maybe(cmsHtml),
  message: maybe(cmsHtml),
  cinemas: z.optional(z.array(z.string())),
  allCinemas: z.optional(z.boolean()),
  cta: maybe(wireCta),
});
export const wireAlertList = z.array(wireAlert);
export type WireAlert = z.infer<typeof wireAlert>;

/** GET native-ad: a sponsored push (derived from the header push fields, member-and-shell.txt §2). */
export const wireNativeAd = z.union([
  z.looseObject({
    title: z.string(),
    cta: maybe(wireCta),
    backdrop: maybe(z.string()),
    sponsored: z.optional(z.boolean()),
  }),
  z.null(),
]);

/** GET cities entry (FR shape from the tdutrion builder and EL-R1, real-api.md §3.4). */
export const wireCity = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  slug: z.string().check(z.minLength(1)),
  name: z.string(),
  departement: maybe(z.string()),
  isIdf: z.optional(z.boolean()),
  /** The has-page flag (catalogue.txt §3 City singlePage); name chosen here. */
  hasPage: z.optional(z.boolean()),
  gpsPosition: maybe(wireGpsPosition),
  cinemas: z.optional(z.array(z.string())),
});
export const wireCityList = lenientList(wireCity, 'cities');
export type WireCity = z.infer<typeof wireCity>;

/** GET city/{slug} (catalogue.txt §3 City details). */
export const wireCityDetails = z.extend(wireCity, {
  defaultCinema: maybe(z.string()),
  description: maybe(cmsHtml),
  seo: maybe(wireSeo),
  nearby: z.optional(z.array(z.string())),
  trackingSlug: maybe(z.string()),
  backdrop: maybe(z.string()),
  backdropMobile: maybe(z.string()),
  highlight: maybe(
    z.looseObject({ title: maybe(z.string()), description: maybe(cmsHtml), shows: z.optional(z.array(z.string())) }),
  ),
  redirectSlug: maybe(z.string()),
});
export type WireCityDetails = z.infer<typeof wireCityDetails>;
