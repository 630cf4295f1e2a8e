import type { WireShowSummary } from '../contract/shows.ts';

/** The spec's Show summary (catalogue.txt §3), as the front end uses it. */
export interface ShowSummary {
  slug: string;
  title: string;
  poster: { lg: string; md: string } | null;
  contentRating: { ref: string; label: string | null } | null;
  movie: boolean;
  new: boolean;
  released: boolean;
  bookable: boolean;
  genres: string[];
  /** Minutes; null when unknown. */
  duration: number | null;
  /** Release dates keyed by locale, YYYY-MM-DD. */
  releaseAt: Record<string, string>;
  orders: { default: number | null; home: number | null; upcoming: number | null };
}

function releaseAtByLocale(releaseAt: WireShowSummary['releaseAt']): Record<string, string> {
  if (!Array.isArray(releaseAt)) return releaseAt;
  // The 2025 shape carried bare dates: keep them under an index key.
  return Object.fromEntries(releaseAt.map((date, index) => [String(index), date]));
}

/**
 * Wire -> model. catalogue.txt §4 Show flags: released and bookable are the
 * opposite of the coming-soon flag.
 */
export function toShowSummary(wire: WireShowSummary): ShowSummary {
  const rating = Array.isArray(wire.contentRating) ? null : wire.contentRating;
  return {
    slug: wire.slug,
    title: wire.title,
    poster: wire.posterPath ? { lg: wire.posterPath.lg, md: wire.posterPath.md } : null,
    contentRating: rating ? { ref: rating.ref, label: rating.description ?? null } : null,
    movie: wire.isMovie,
    new: wire.isNew,
    released: !wire.isComingSoon,
    bookable: !wire.isComingSoon,
    genres: wire.genres,
    duration: wire.duration,
    releaseAt: releaseAtByLocale(wire.releaseAt),
    orders: {
      default: wire.genericOrder ?? null,
      home: wire.homeOrder ?? null,
      upcoming: wire.upcomingOrder ?? null,
    },
  };
}
