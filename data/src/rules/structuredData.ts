import type { Graph, Movie, MovieTheater, Offer, Person, ScreeningEvent } from 'schema-dts';
import type { ShowDetail } from '../model/show.ts';
import type { Showtime } from '../model/showtime.ts';
import type { SiteCode } from '../sites/sites.ts';
import { instantToZonedTime, utcOffsetText, zonedTimeToInstant, zoneOffsetMinutes } from './dates.ts';
import { cmsText } from './cmsText.ts';
import { screeningTimes } from './screenings.ts';
import { showtimeStatus } from './showtimes.ts';

/**
 * Issue 9 "Structured data": schema.org JSON-LD for a film page, a Movie and one ScreeningEvent
 * per showtime, typed with schema-dts so the compiler checks each property against schema.org
 * (docs/decisions/0017-screenings-calendar-structured-data.md).
 */

/**
 * A naive local time in a zone as ISO 8601 with that zone's offset at that moment
 * (`2026-03-29T20:30:00+02:00`), as schema.org dates want. Null for an unreadable time or zone.
 */
export function isoWithOffset(naiveLocal: string, timeZone: string): string | null {
  const instant = zonedTimeToInstant(naiveLocal, timeZone);
  if (!instant) return null;
  // The wall clock is read back from the instant: a time in a spring-forward gap is moved as the instant was.
  const local = instantToZonedTime(instant, timeZone).replace(' ', 'T');
  return `${local}${utcOffsetText(zoneOffsetMinutes(instant, timeZone), ':')}`;
}

export interface VersionLanguages {
  /** BCP 47 language spoken on screen. */
  inLanguage?: string;
  /** BCP 47 language of the subtitles. */
  subtitleLanguage?: string;
}

/** What a version code says of its languages; codes not here (vo, unknown) say nothing. */
const versionLanguageTable: Record<string, VersionLanguages> = {
  vf: { inLanguage: 'fr' },
  vfbe: { inLanguage: 'fr' },
  vfst: { inLanguage: 'fr', subtitleLanguage: 'fr' },
  df: { inLanguage: 'de' },
  nlnl: { inLanguage: 'nl' },
  nlbe: { inLanguage: 'nl' },
  vost: { subtitleLanguage: 'fr' },
  vostfr: { subtitleLanguage: 'fr' },
  omu: { subtitleLanguage: 'de' },
};

/** `ov` is subtitled in the site's language only where the site says so: the Dutch site shows it with Dutch subtitles. */
const originalVersionSubtitles: Partial<Record<SiteCode, string>> = { nl: 'nl' };

/** Issue 9: the languages a showtime's version code gives away. */
export function versionLanguages(versionSlug: string, site?: SiteCode): VersionLanguages {
  const slug = versionSlug.toLowerCase();
  if (slug === 'ov') {
    const subtitles = site ? originalVersionSubtitles[site] : undefined;
    return subtitles ? { subtitleLanguage: subtitles } : {};
  }
  return { ...versionLanguageTable[slug] };
}

/** Format tags with a fixed schema.org videoFormat; Dolby tags take their own title (Dolby Cinema, Dolby Atmos). */
const videoFormatOfTag: Record<string, string> = { imax: 'IMAX', '3d': '3D', '4dx': '4DX', screenx: 'ScreenX' };

/** Issue 9: the screening's formats from its tags; none when no format tag is known (2D is never assumed). */
export function videoFormats(tags: readonly string[], tagTitles: Readonly<Record<string, string>>): string[] {
  const formats = tags.flatMap((tag) => {
    const slug = tag.toLowerCase();
    const fixed = videoFormatOfTag[slug];
    if (fixed) return [fixed];
    if (slug.startsWith('dolby')) {
      const title = tagTitles[tag] ?? tagTitles[slug];
      return title ? [title] : [];
    }
    return [];
  });
  return [...new Set(formats)];
}

/** `PT2H22M` for 142 minutes; null when the duration is unknown. */
export function isoDuration(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

export interface ScreeningCinema {
  name: string;
  /** Absolute URL of the cinema's page. */
  url: string;
  address: { street: string; postalCode: string; city: string; /** ISO 3166 alpha-2. */ country: string };
}

export interface StructuredScreening {
  showtime: Showtime;
  cinema: ScreeningCinema;
  timeZone: string;
  /** The version's label ("VOST"), added to the event's name. */
  versionLabel?: string | null;
  /** Tag titles by slug (GET tags), for the formats named by their title. */
  tagTitles: Readonly<Record<string, string>>;
  /** The cinema's advertising minutes, to compute an end the showtime does not give. */
  adsMinutes?: number | null;
}

export interface ShowStructuredDataInput {
  show: ShowDetail;
  /** Absolute URL of the film page. */
  pageUrl: string;
  screenings: readonly StructuredScreening[];
  /** For the version languages (`ov` on nl). */
  site?: SiteCode;
  /** Decides the offers' availability (catalogue.txt §4 Showtime status). */
  now: Date;
}

const persons = (names: readonly string[]): Person[] => names.map((name) => ({ '@type': 'Person', name }));

function movieOf(show: ShowDetail, pageUrl: string, id: string): Movie {
  const image = show.poster ? new URL(show.poster.lg, pageUrl).href : undefined;
  const description = cmsText(show.synopsis);
  const duration = isoDuration(show.duration);
  // Google reads a Movie's dateCreated as its release date: the earliest known one.
  const released = show.releases.map((release) => release.date.slice(0, 10)).sort()[0];
  const rating = show.contentRating?.label ?? show.contentRating?.ref;
  return {
    '@type': 'Movie',
    '@id': id,
    name: show.title,
    url: pageUrl,
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    ...(duration ? { duration } : {}),
    ...(show.genres.length ? { genre: [...show.genres] } : {}),
    ...(show.directors.length ? { director: persons(show.directors) } : {}),
    ...(show.actors.length ? { actor: persons(show.actors) } : {}),
    ...(rating ? { contentRating: rating } : {}),
    ...(released ? { dateCreated: released } : {}),
  };
}

function offerOf(showtime: Showtime, now: Date): Offer | null {
  const status = showtimeStatus({ status: showtime.serverStatus, reservabilityEnd: showtime.reservabilityEnd }, now);
  // A locked showtime cannot be booked: no offer rather than a false one.
  if (status === 'locked') return null;
  return {
    '@type': 'Offer',
    url: showtime.tunnelUrl,
    availability: status === 'soldout' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
  };
}

function theaterOf(cinema: ScreeningCinema): MovieTheater {
  return {
    '@type': 'MovieTheater',
    name: cinema.name,
    url: cinema.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: cinema.address.street,
      postalCode: cinema.address.postalCode,
      addressLocality: cinema.address.city,
      addressCountry: cinema.address.country,
    },
  };
}

function screeningEventOf(
  screening: StructuredScreening,
  input: ShowStructuredDataInput,
  movieId: string,
  image: string | undefined,
): ScreeningEvent | null {
  const { showtime, timeZone } = screening;
  const startDate = isoWithOffset(showtime.datetime, timeZone);
  if (!startDate) return null;
  // Without the showtime's end or the advertising, start + duration would end too early: no end then.
  const known = showtime.endTime !== null || (screening.adsMinutes ?? null) !== null;
  const { end } = screeningTimes(showtime, {
    adsMinutes: screening.adsMinutes ?? null,
    durationMinutes: input.show.duration,
    timeZone,
  });
  const endDate = known && end ? isoWithOffset(end, timeZone) : null;
  const languages = versionLanguages(showtime.version, input.site);
  const formats = videoFormats(showtime.tags, screening.tagTitles);
  const offer = offerOf(showtime, input.now);
  return {
    '@type': 'ScreeningEvent',
    name: screening.versionLabel ? `${input.show.title} (${screening.versionLabel})` : input.show.title,
    startDate,
    ...(endDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: theaterOf(screening.cinema),
    workPresented: { '@id': movieId },
    ...(image ? { image } : {}),
    ...(languages.inLanguage ? { inLanguage: languages.inLanguage } : {}),
    ...(languages.subtitleLanguage ? { subtitleLanguage: languages.subtitleLanguage } : {}),
    ...(formats.length ? { videoFormat: formats.length === 1 ? formats[0] : formats } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

/** A schema.org JSON-LD graph, as pages hand it to the site's head. */
export type StructuredData = Graph;

/** Issue 9: the film page's JSON-LD graph: the Movie, then its screenings in the order given. */
export function showStructuredData(input: ShowStructuredDataInput): Graph {
  const movieId = `${input.pageUrl}#movie`;
  const movie = movieOf(input.show, input.pageUrl, movieId);
  const image = typeof movie.image === 'string' ? movie.image : undefined;
  const events = input.screenings.flatMap((screening) => {
    const event = screeningEventOf(screening, input, movieId, image);
    return event ? [event] : [];
  });
  return { '@context': 'https://schema.org', '@graph': [movie, ...events] };
}

/**
 * The graph as text to put inside `<script type="application/ld+json">`: `<`, `>` and `&`
 * escaped as JSON unicode escapes so no title can close the script or open a comment.
 */
export function jsonLdText(graph: Graph): string {
  return JSON.stringify(graph).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
