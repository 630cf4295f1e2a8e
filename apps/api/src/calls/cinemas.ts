import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ApiCalls, WireCinema, WireCinemaDetails, WireCinemaProgramme } from '@marquee/data';
import {
  alerts,
  cinemaServices,
  cinemas,
  cinepassItems,
  cities,
  contentBlocks,
  ecards,
  events,
  halls,
  prices,
  services,
  shows,
  type CinemaRow,
} from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { CallContext, Implementation } from '../http/router.ts';
import { nauticalMilesBetween } from './locator.ts';
import { amount, imageUrl, pageUrl, rows, textArray, textFor, todayOf, withDefaultTag } from './shared.ts';

type Impl<K extends keyof ApiCalls> = Implementation<ApiCalls[K]>;

// ---------------------------------------------------------------- cinemas

async function servicesOf(context: CallContext, cinemaSlugs: string[]) {
  if (cinemaSlugs.length === 0) return new Map<string, WireCinema['services']>();
  const found = await context.db
    .select({
      cinemaSlug: cinemaServices.cinemaSlug,
      slug: services.slug,
      label: services.label,
      description: services.description,
      isAccessibility: services.isAccessibility,
    })
    .from(cinemaServices)
    .innerJoin(services, and(eq(services.slug, cinemaServices.serviceSlug), eq(services.site, context.site.code)))
    .where(inArray(cinemaServices.cinemaSlug, cinemaSlugs))
    .orderBy(asc(cinemaServices.cinemaSlug), asc(cinemaServices.position));
  const text = textFor(context);
  const result = new Map<string, WireCinema['services']>();
  for (const row of found) {
    const list = result.get(row.cinemaSlug) ?? [];
    list.push({
      slug: row.slug,
      label: text(row.label) ?? row.slug,
      description: text(row.description),
      refImage: imageUrl('service', row.slug, 'md'),
      isAccessibility: row.isAccessibility,
    });
    result.set(row.cinemaSlug, list);
  }
  return result;
}

async function hallStatistics(context: CallContext, cinemaSlugs: string[]) {
  if (cinemaSlugs.length === 0) return new Map<string, { halls: number; seats: number }>();
  const found = await context.db
    .select({
      cinemaSlug: halls.cinemaSlug,
      halls: sql<number>`count(*)::int`,
      seats: sql<number>`sum(${halls.seats})::int`,
    })
    .from(halls)
    .where(inArray(halls.cinemaSlug, cinemaSlugs))
    .groupBy(halls.cinemaSlug);
  return new Map(found.map((row) => [row.cinemaSlug, { halls: Number(row.halls), seats: Number(row.seats) }]));
}

function toWireCinema(
  context: CallContext,
  row: CinemaRow,
  statistics: { halls: number; seats: number } | undefined,
  cinemaServiceList: WireCinema['services'] | undefined,
): WireCinema {
  const text = textFor(context);
  return {
    slug: row.slug,
    citySlug: row.citySlug,
    name: row.name,
    status: true,
    tags: row.tags,
    hasPmrService: row.hasPmrService,
    theaters: [
      {
        name: row.theaterName,
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        addressZip: row.addressZip,
        addressCity: row.addressCity,
        // real-api.md §3.3: x is the latitude, y the longitude.
        gpsPosition: { x: row.latitude, y: row.longitude },
      },
    ],
    hallCount: statistics?.halls ?? null,
    seatCount: statistics?.seats ?? null,
    services: cinemaServiceList ?? [],
    backdrop: imageUrl('cinema', row.slug),
    description: text(row.description),
    comment: null,
    refImageItinerary: imageUrl('itinerary', row.slug, 'md'),
    vistaRef: row.vistaRef,
    googleMyBusinessUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `${row.name} ${row.addressLine1} ${row.addressZip} ${row.addressCity}`,
    )}`,
    nearbySessionsCinema: null,
    nearbySessionsWording: null,
    alexPatheGroupId: row.groupId,
  };
}

async function listedCinemas(context: CallContext): Promise<CinemaRow[]> {
  return context.db
    .select()
    .from(cinemas)
    .where(and(eq(cinemas.site, context.site.code), isNull(cinemas.redirectSlug)))
    .orderBy(asc(cinemas.displayOrder));
}

async function cinemaBySlug(context: CallContext, slug: string): Promise<CinemaRow> {
  const [row] = await context.db
    .select()
    .from(cinemas)
    .where(and(eq(cinemas.site, context.site.code), eq(cinemas.slug, slug)))
    .limit(1);
  if (!row) throw notFound('Cinema');
  return row;
}

export const cinemaList: Impl<'cinemas'> = async (context) => {
  const list = await listedCinemas(context);
  const slugs = list.map((row) => row.slug);
  const [statistics, serviceMap] = await Promise.all([hallStatistics(context, slugs), servicesOf(context, slugs)]);
  return list.map((row) => toWireCinema(context, row, statistics.get(row.slug), serviceMap.get(row.slug)));
};

export const cinemaDetails: Impl<'cinema'> = async (context) => {
  const row = await cinemaBySlug(context, context.params.slug);
  const text = textFor(context);
  const [statistics, serviceMap, priceRows, cardRows, passRows, siteCinemas] = await Promise.all([
    hallStatistics(context, [row.slug]),
    servicesOf(context, [row.slug]),
    context.db.select().from(prices).where(eq(prices.cinemaSlug, row.slug)).orderBy(asc(prices.position)),
    context.db.select().from(ecards).where(eq(ecards.site, context.site.code)).orderBy(asc(ecards.position)),
    context.db
      .select()
      .from(cinepassItems)
      .where(eq(cinepassItems.site, context.site.code))
      .orderBy(asc(cinepassItems.position)),
    listedCinemas(context),
  ]);
  const nearby = siteCinemas
    .filter((other) => other.slug !== row.slug)
    .map((other) => ({ slug: other.slug, city: other.citySlug, distance: nauticalMilesBetween(row, other) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3);
  const stats = statistics.get(row.slug);
  const details: WireCinemaDetails = {
    ...toWireCinema(context, row, stats, serviceMap.get(row.slug)),
    statistics: stats ?? null,
    cinepass: passRows.map((pass) => ({
      label: text(pass.label) ?? '',
      price: amount(pass.price),
      image: imageUrl('cinepass', `${pass.site}-${pass.position}`, 'md'),
      legend: text(pass.legend),
    })),
    ecards: cardRows.map((card) => ({
      label: text(card.label) ?? '',
      singleTtcAmount: amount(card.singleAmount),
      ttcAmount: amount(card.amount),
      image: imageUrl('ecard', `${card.site}-${card.seats}`, 'md'),
      imageAlt: text(card.label),
      refCmd: card.refCmd,
      highlightMessage: text(card.highlightMessage),
    })),
    nearbyCinemas: nearby.map((other) => other.slug),
    nearbyCities: [...new Set(nearby.map((other) => other.city).filter((city) => city !== row.citySlug))],
    itinerary: imageUrl('itinerary', row.slug, 'md'),
    pricing: {
      prices: priceRows
        .filter((price) => !price.additional)
        .map((price) => ({
          label: text(price.label) ?? '',
          amount: amount(price.amount),
          termsIndex: price.termsIndex,
        })),
      additionalPrices: priceRows
        .filter((price) => price.additional)
        .map((price) => ({
          label: text(price.label) ?? '',
          amount: amount(price.amount),
          parent: text(price.parent),
          termsIndex: price.termsIndex,
        })),
      terms: row.pricingTerms.map((term) => text(term) ?? ''),
      globalTerms: text(row.globalTerms),
    },
    pushes: [],
    cinemaWeekStart: row.weekStart,
    seo: {
      title: `${row.name} – ${row.addressCity}`,
      description: text(row.description)?.replace(/<[^>]+>/g, '') ?? null,
    },
    redirectSlug: row.redirectSlug,
    premium: row.premium,
    cinemaPremium: row.premium,
    accessibilityDescription: text(row.accessibilityDescription),
    accesLibreUrl: row.hasPmrService
      ? `https://acceslibre.beta.gouv.fr/recherche/?what=${encodeURIComponent(row.name)}`
      : null,
  };
  return details;
};

export const cinemaTranslate: Impl<'cinemaTranslate'> = async (context) => {
  const row = await cinemaBySlug(context, context.params.slug);
  return Object.fromEntries(context.site.languages.map((language) => [language, row.slug]));
};

// ---------------------------------------------------------------- programme matrix

interface Scope {
  cinemas?: string[];
  shows?: string[];
  tag?: string;
}

/**
 * The programme matrix (real-api.md §3.5): days, and show -> day cells,
 * aggregated by PostgreSQL from today on (the site's calendar day).
 */
export async function programme(context: CallContext, scope: Scope): Promise<WireCinemaProgramme> {
  const at = context.at.toISOString();
  const cells = await rows<{
    show_slug: string;
    day: string;
    versions: string[];
    tags: string[];
    bookable: boolean;
    special: boolean;
    highlighted: boolean;
    next24: number;
  }>(
    context.db,
    sql`select st.show_slug, st.local_date::text as day, array_agg(distinct st.version) as versions,
          coalesce(array_agg(distinct tag) filter (where tag is not null), '{}') as tags,
          bool_or(st.status = 'available' and least(st.reservability_end, st.starts_at) >= ${at}::timestamptz) as bookable,
          bool_or(st.special is not null) as special,
          bool_or(st.highlighted) as highlighted,
          count(distinct st.id) filter (where st.starts_at >= ${at}::timestamptz and st.starts_at < ${at}::timestamptz + interval '24 hours')::int as next24
        from showtimes st
        left join lateral unnest(st.tags) as tag on true
        where st.local_date >= ${todayOf(context)}::date
          ${scope.cinemas ? sql`and st.cinema_slug = any(${textArray(scope.cinemas)})` : sql`and st.cinema_slug in (select slug from cinemas where site = ${context.site.code})`}
          ${scope.shows ? sql`and st.show_slug = any(${textArray(scope.shows)})` : sql``}
          ${scope.tag ? sql`and ${scope.tag} = any(st.tags)` : sql``}
        group by 1, 2 order by 2, 1`,
  );
  const showSlugs = [...new Set(cells.map((cell) => cell.show_slug))];
  const showRows = showSlugs.length ? await context.db.select().from(shows).where(inArray(shows.slug, showSlugs)) : [];
  const showBySlug = new Map(showRows.map((row) => [row.slug, row]));
  const text = textFor(context);
  const result: WireCinemaProgramme = { days: {}, shows: {} };
  for (const cell of cells) {
    const show = showBySlug.get(cell.show_slug);
    if (!show) continue;
    const day = (result.days[cell.day] ??= { upsell: null, highlightedShowtime: null });
    if (cell.highlighted && !day.highlightedShowtime) day.highlightedShowtime = { type: 'tag', showSlug: show.slug };
    const entry = (result.shows[show.slug] ??= {
      days: {},
      bookable: false,
      isBookable: false,
      isNew: show.isNew,
      isComingSoon: show.isComingSoon,
      isEarlyAVP: show.tags.some((tag) => tag === 'avp' || tag === 'avp-equipe'),
      cineOrder: show.genericOrder,
      cineKidsOrder: show.isKids ? show.genericOrder : null,
      cineUpcomingOrder: show.upcomingOrder,
      specialEvent: show.specialEvent,
      isKids: show.isKids,
      next24ShowtimesCount: 0,
    });
    entry.days[cell.day] = {
      tags: withDefaultTag([...cell.tags, ...show.tags]),
      bookable: cell.bookable,
      versions: [...cell.versions].sort(),
      flag: text(show.flag),
      flagColor: show.flagColor,
      cineOrder: show.genericOrder,
      specialShowtime: cell.special,
    };
    entry.bookable = Boolean(entry.bookable) || cell.bookable;
    entry.isBookable = entry.bookable;
    entry.next24ShowtimesCount = (entry.next24ShowtimesCount ?? 0) + Number(cell.next24);
  }
  return result;
}

export const cinemaShows: Impl<'cinemaShows'> = async (context) => {
  const row = await cinemaBySlug(context, context.params.slug);
  return programme(context, { cinemas: [row.slug] });
};

// ---------------------------------------------------------------- cities

export const cityList: Impl<'cities'> = async (context) => {
  const [cityRows, cinemaRows] = await Promise.all([
    context.db
      .select()
      .from(cities)
      .where(and(eq(cities.site, context.site.code), isNull(cities.redirectSlug)))
      .orderBy(asc(cities.name)),
    listedCinemas(context),
  ]);
  return cityRows.map((city) => ({
    id: city.id,
    slug: city.slug,
    name: city.name,
    departement: city.departement,
    isIdf: city.isIdf,
    hasPage: city.hasPage,
    gpsPosition: { x: city.latitude, y: city.longitude },
    cinemas: cinemaRows.filter((cinema) => cinema.citySlug === city.slug).map((cinema) => cinema.slug),
  }));
};

export const cityDetails: Impl<'city'> = async (context) => {
  const [city] = await context.db
    .select()
    .from(cities)
    .where(and(eq(cities.site, context.site.code), eq(cities.slug, context.params.slug)))
    .limit(1);
  if (!city) throw notFound('City');
  const text = textFor(context);
  const siteCinemas = await listedCinemas(context);
  const cityCinemas = siteCinemas.filter((cinema) => cinema.citySlug === (city.redirectSlug ?? city.slug));
  const otherCities = await context.db
    .select()
    .from(cities)
    .where(and(eq(cities.site, context.site.code), isNull(cities.redirectSlug)));
  const nearby = otherCities
    .filter((other) => other.slug !== city.slug && other.slug !== city.redirectSlug)
    .sort((a, b) => nauticalMilesBetween(city, a) - nauticalMilesBetween(city, b))
    .slice(0, 3)
    .map((other) => other.slug);
  const highlight = await context.db
    .select({ slug: shows.slug })
    .from(shows)
    .where(
      and(sql`${context.site.code} = any(${shows.sites})`, eq(shows.gone, false), sql`${shows.homeOrder} is not null`),
    )
    .orderBy(asc(shows.homeOrder))
    .limit(4);
  return {
    id: city.id,
    slug: city.slug,
    name: city.name,
    departement: city.departement,
    isIdf: city.isIdf,
    hasPage: city.hasPage,
    gpsPosition: { x: city.latitude, y: city.longitude },
    cinemas: cityCinemas.map((cinema) => cinema.slug),
    defaultCinema: cityCinemas[0]?.slug ?? null,
    description: text(city.description),
    seo: { title: city.name, description: text(city.description) },
    nearby,
    trackingSlug: city.slug,
    backdrop: imageUrl('city', city.slug),
    backdropMobile: imageUrl('city', city.slug, 'sm'),
    highlight: { title: city.name, description: text(city.description), shows: highlight.map((show) => show.slug) },
    redirectSlug: city.redirectSlug,
  };
};

// ---------------------------------------------------------------- alerts and the native ad

export const alertList: Impl<'alerts'> = async (context) => {
  const text = textFor(context);
  const list = await context.db.select().from(alerts).where(eq(alerts.site, context.site.code)).orderBy(asc(alerts.id));
  return list.map((alert) => ({
    type: alert.type === 2 ? 2 : 1,
    isWarning: alert.isWarning,
    title: text(alert.title),
    messageContent: text(alert.message),
    cinemas: alert.cinemas,
    allCinemas: alert.type === 1,
    cta: alert.cta
      ? {
          label: text(alert.cta.label) ?? '',
          url: alert.cta.url,
          target: alert.cta.target ?? '_self',
          type: alert.cta.type ?? null,
        }
      : null,
  }));
};

export const nativeAd: Impl<'nativeAd'> = async (context) => {
  const [block] = await context.db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.site, context.site.code), eq(contentBlocks.kind, 'native-ad')))
    .limit(1);
  if (!block) return null;
  const text = textFor(context);
  return {
    title: text(block.data.title as never) ?? '',
    sponsored: Boolean(block.data.sponsored),
    backdrop: imageUrl('ad', `${context.site.code}-native`),
    cta: {
      label: text({ fr: 'Découvrir', en: 'Discover', de: 'Entdecken', nl: 'Ontdek' }) ?? '',
      url: pageUrl(context, block.data.url) ?? '/',
      target: '_self',
    },
  };
};

// ---------------------------------------------------------------- passes, cards, events

/** Shows playable with the pass: every released film (no premieres, no events). */
export const cinepassCurrentShows: Impl<'cinepassCurrentShows'> = async (context) => {
  const playable = await context.db
    .select({ slug: shows.slug })
    .from(shows)
    .where(
      and(
        sql`${context.site.code} = any(${shows.sites})`,
        eq(shows.isComingSoon, false),
        eq(shows.specialEvent, false),
        eq(shows.gone, false),
      ),
    );
  return programme(context, { shows: playable.map((show) => show.slug) });
};

export const ecardList: Impl<'ecards'> = async (context) => {
  const text = textFor(context);
  const list = await context.db
    .select()
    .from(ecards)
    .where(eq(ecards.site, context.site.code))
    .orderBy(asc(ecards.position));
  return list.map((card) => ({
    label: text(card.label) ?? '',
    singleTtcAmount: amount(card.singleAmount),
    ttcAmount: amount(card.amount),
    image: imageUrl('ecard', `${card.site}-${card.seats}`, 'md'),
    imageAlt: text(card.label),
    refCmd: card.refCmd,
    highlightMessage: text(card.highlightMessage),
  }));
};

function toWireEvent(context: CallContext, row: typeof events.$inferSelect) {
  const text = textFor(context);
  const description = text(row.description);
  return {
    slug: row.slug,
    title: text(row.title) ?? row.slug,
    kind: row.kind,
    description,
    backdrop: imageUrl('event', `${row.site}-${row.slug}`, 'lg', context.language),
    shows: row.shows,
    redirectSlug: row.redirectSlug,
    // member-and-shell.txt §9: season description in SEO, 100 characters.
    seo: { title: text(row.title), description: description?.slice(0, 100) ?? null },
  };
}

async function eventBySlug(context: CallContext, slug: string) {
  const [row] = await context.db
    .select()
    .from(events)
    .where(and(eq(events.site, context.site.code), eq(events.slug, slug)))
    .limit(1);
  if (!row) throw notFound('Event');
  return row;
}

export const eventList: Impl<'events'> = async (context) => {
  const list = await context.db
    .select()
    .from(events)
    .where(and(eq(events.site, context.site.code), isNull(events.redirectSlug)))
    .orderBy(asc(events.slug));
  return list.map((row) => toWireEvent(context, row));
};

export const eventDetails: Impl<'event'> = async (context) =>
  toWireEvent(context, await eventBySlug(context, context.params.slug));

export const eventShows: Impl<'eventShows'> = async (context) => {
  const row = await eventBySlug(context, context.params.slug);
  return programme(context, { shows: row.shows });
};
