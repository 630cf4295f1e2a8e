import type { WireCinecheck, WireContentRating, WireReleaseAt } from '../contract/common.ts';
import type { WireShowDetail, WireShowSummary } from '../contract/shows.ts';
import { isUnknownDate } from '../rules/formats.ts';

/** catalogue.txt §3 Content rating. `label` is the short text ("-12 jaar"), `description` the long one. */
export interface ContentRating {
  ref: string;
  label: string | null;
  description: string | null;
  warning: string | null;
  cinechecks: { ref: string; label: string | null }[];
}

/** The spec's Show summary (catalogue.txt §3), as the front end uses it. */
export interface ShowSummary {
  slug: string;
  title: string;
  poster: { lg: string; md: string } | null;
  backdrop: { lg: string; md: string; sm: string | null } | null;
  contentRating: { ref: string; label: string | null } | null;
  movie: boolean;
  new: boolean;
  notComingSoon: boolean;
  released: boolean;
  bookable: boolean;
  premiere: boolean;
  flag: string | null;
  label: string | null;
  genres: string[];
  /** The genres' address words (`genresSlug`, one per genre), for the genre filter (member §2 Filters in the address). */
  genreSlugs: string[];
  /** Minutes; null when unknown (the real API sends 1 then). */
  duration: number | null;
  /** The wire's `type`: the strand (Classics, Music, Ballet...); decides film or event page (rules/showKind.ts). */
  strand: string | null;
  /** Release dates keyed by locale, YYYY-MM-DD. */
  releaseAt: Record<string, string>;
  /** The earliest known release date; null when unknown (1900-01-01 means unknown, catalogue.txt §5). */
  releaseDate: string | null;
  orders: { default: number | null; home: number | null; upcoming: number | null };
  salesOpeningDate: string | null;
  showtimesDisplayDate: string | null;
  specialEvent: boolean;
  /** The Vista film code (`HO00002816`). */
  reference: string | null;
  isKids: boolean;
}

/**
 * One address word per genre: the wire's `genresSlug` when it names each genre (the 2026 shape),
 * else a word made from the genre's name (the 2025 shape sends names only).
 */
function genreSlugs(genres: readonly string[], slugs: readonly string[] | undefined): string[] {
  if (slugs && slugs.length === genres.length) return [...slugs];
  return genres.map((genre) =>
    genre
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  );
}

/** The real API sends `duration: 1` for an unknown duration (issue 22), and never null; both read as unknown. */
export function knownDuration(duration: number | null | undefined): number | null {
  return duration === null || duration === undefined || duration <= 1 ? null : duration;
}

function releaseAtByLocale(releaseAt: WireReleaseAt): Record<string, string> {
  if (!Array.isArray(releaseAt)) return releaseAt;
  // The 2025 shape carried bare dates: keep them under an index key.
  return Object.fromEntries(releaseAt.map((date, index) => [String(index), date]));
}

function earliestKnownDate(releaseAt: WireReleaseAt): string | null {
  const dates = Object.values(releaseAtByLocale(releaseAt)).filter((date) => !isUnknownDate(date));
  return dates.sort()[0] ?? null;
}

/** catalogue.txt §4 Show flags: a show is a premiere if its tags include avp or avp-equipe (any case: the API mixes AVP and avp). */
export function isPremiere(tags: readonly string[] | undefined): boolean {
  return (tags ?? []).some((tag) => ['avp', 'avp-equipe'].includes(tag.toLowerCase()));
}

function cinecheckModels(cinechecks: WireCinecheck[] | undefined) {
  return (cinechecks ?? []).map((check) => ({ ref: check.ref, label: check.description ?? null }));
}

/** `[]` on the wire means "not rated yet" (real-api.md open question 4). */
export function toContentRating(
  rating: WireContentRating,
  extra: { warning?: string | null; cinechecks?: WireCinecheck[] } = {},
): ContentRating | null {
  if (Array.isArray(rating)) return null;
  return {
    ref: rating.ref,
    label: rating.description ?? null,
    description: rating.extendedDescription ?? null,
    warning: extra.warning ?? null,
    cinechecks: cinecheckModels(extra.cinechecks),
  };
}

/**
 * Wire -> model. catalogue.txt §4 Show flags: released and bookable are the
 * opposite of the coming-soon flag; premiere from the avp tags.
 */
export function toShowSummary(wire: WireShowSummary): ShowSummary {
  const rating = Array.isArray(wire.contentRating) ? null : wire.contentRating;
  return {
    slug: wire.slug,
    title: wire.title,
    poster: wire.posterPath ? { lg: wire.posterPath.lg, md: wire.posterPath.md } : null,
    backdrop: wire.backgroundPath
      ? { lg: wire.backgroundPath.lg, md: wire.backgroundPath.md, sm: wire.backgroundPath.sm ?? null }
      : null,
    contentRating: rating ? { ref: rating.ref, label: rating.description ?? null } : null,
    movie: wire.isMovie,
    new: wire.isNew,
    notComingSoon: wire.notComingSoon,
    released: !wire.isComingSoon,
    bookable: !wire.isComingSoon,
    premiere: isPremiere(wire.tags),
    flag: wire.flag ?? null,
    label: wire.label ?? null,
    genres: wire.genres,
    genreSlugs: genreSlugs(wire.genres, wire.genresSlug),
    duration: knownDuration(wire.duration),
    strand: wire.type ?? null,
    releaseAt: releaseAtByLocale(wire.releaseAt),
    releaseDate: earliestKnownDate(wire.releaseAt),
    orders: {
      default: wire.genericOrder ?? null,
      home: wire.homeOrder ?? null,
      upcoming: wire.upcomingOrder ?? null,
    },
    salesOpeningDate: wire.salesOpeningDatetime ?? null,
    showtimesDisplayDate: wire.showtimesDisplayDatetime ?? null,
    specialEvent: wire.specialEvent ?? wire.isEventSpecial ?? false,
    reference: wire.showRef ?? null,
    isKids: wire.isKids ?? false,
  };
}

/** catalogue.txt §3 Video. */
export interface Video {
  id: string;
  main: boolean;
  language: string | null;
  title: string | null;
  snapshot: string | null;
  provider: string;
}

/** The show page, plus member-and-shell.txt §3 Show (tracking and panel view). */
export interface ShowDetail {
  slug: string;
  title: string;
  originalTitle: string | null;
  /** The Vista film code. */
  reference: string | null;
  /** Minutes; null when unknown (the real API sends 1 then). */
  duration: number | null;
  /** The wire's `type` (see ShowSummary.strand). */
  strand: string | null;
  poster: { lg: string; md: string } | null;
  backdrop: { lg: string; md: string; sm: string | null } | null;
  genres: string[];
  directors: string[];
  actors: string[];
  synopsis: string | null;
  contentRating: ContentRating | null;
  /** Release date per zone (locale key such as NL_NL, or an index for the 2025 list shape). */
  releases: { zone: string; date: string }[];
  feelings: { wishlist: number; disappointed: number; liked: number; loved: number };
  movie: boolean;
  new: boolean;
  released: boolean;
  bookable: boolean;
  premiere: boolean;
  vodAvailability: boolean;
  trailers: Video[];
  redirectSlug: string | null;
  tracking: {
    copiesCount: number;
    nationality: string | null;
    next24ShowtimesCount: number;
    originalTitle: string | null;
    refHubble: string | null;
    title: string;
    visa: string | null;
  };
}

/** "Dan Berk, Robert Olsen" and ["Dan Berk, Robert Olsen"] both give two names (real-api.md open question 3). */
export function splitNames(value: string | string[] | null | undefined): string[] {
  const parts = Array.isArray(value) ? value : value ? [value] : [];
  return parts
    .flatMap((part) => part.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The real detail answer has no isComingSoon (Sep 2025 recording); when it is
 * absent a show counts as released once it has showtimes in the next 24 hours.
 */
function detailComingSoon(wire: WireShowDetail): boolean {
  if (wire.isComingSoon !== undefined) return wire.isComingSoon;
  return (wire.next24ShowtimesCount ?? 0) === 0;
}

export function toShowDetail(wire: WireShowDetail): ShowDetail {
  const comingSoon = detailComingSoon(wire);
  const releases = Object.entries(releaseAtByLocale(wire.releaseAt))
    .filter(([, date]) => !isUnknownDate(date))
    .map(([zone, date]) => ({ zone, date }));
  return {
    slug: wire.slug,
    title: wire.title,
    originalTitle: wire.originalTitle ?? null,
    reference: wire.refVista ?? null,
    duration: knownDuration(wire.duration),
    strand: wire.type ?? null,
    poster: wire.posterPath ? { lg: wire.posterPath.lg, md: wire.posterPath.md } : null,
    backdrop: wire.backgroundPath
      ? { lg: wire.backgroundPath.lg, md: wire.backgroundPath.md, sm: wire.backgroundPath.sm ?? null }
      : null,
    genres: wire.genres,
    directors: splitNames(wire.directors),
    actors: splitNames(wire.actors),
    synopsis: wire.synopsis ?? null,
    contentRating: toContentRating(wire.contentRating, { warning: wire.warning, cinechecks: wire.cinechecks }),
    releases,
    feelings: {
      wishlist: wire.feelings?.countWishList ?? 0,
      disappointed: wire.feelings?.countEmotionDisappointed ?? 0,
      liked: wire.feelings?.countEmotionLike ?? 0,
      loved: wire.feelings?.countEmotionLove ?? 0,
    },
    movie: wire.isMovie,
    new: wire.isNew,
    released: !comingSoon,
    bookable: !comingSoon,
    premiere: isPremiere(wire.tags),
    vodAvailability: wire.vodAvailability ?? false,
    trailers: (wire.trailers ?? []).map((trailer) => ({
      id: trailer.externalId,
      main: trailer.isMain ?? false,
      language: trailer.language ?? null,
      title: trailer.title ?? null,
      snapshot: trailer.snapshot ?? null,
      provider: trailer.videoType,
    })),
    redirectSlug: wire.redirectSlug || null,
    tracking: {
      copiesCount: wire.copiesCount ?? 0,
      nationality: wire.nationality ?? null,
      next24ShowtimesCount: wire.next24ShowtimesCount ?? 0,
      originalTitle: wire.originalTitle ?? null,
      refHubble: wire.refHubble ?? null,
      title: wire.title,
      visa: wire.visaHubble ?? null,
    },
  };
}
