import { routePath, type Language, type RouteKind, type SiteCode } from '@marquee/data';

/** The two kinds that share the film page (member-and-shell.txt §2 Shows.Movie, Shows.Entertainment). */
export type ShowPageKind = Extract<RouteKind, 'Shows.Movie' | 'Shows.Entertainment'>;

/**
 * real-api.md open question 5: `isMovie` is false for every Dutch film, so it alone cannot route a
 * show to the events words. A show goes to the entertainment page only when it is both not a movie
 * and a special event (opera, concert, sport); every other show is a film.
 */
export function showPageKind(show: { movie: boolean; specialEvent: boolean }): ShowPageKind {
  return !show.movie && show.specialEvent ? 'Shows.Entertainment' : 'Shows.Movie';
}

export function showPath(
  site: SiteCode,
  language: Language,
  show: { slug: string; movie: boolean; specialEvent: boolean },
): string | null {
  return routePath(site, { kind: showPageKind(show), language, params: { slug: show.slug } });
}

export type SeasonPageKind = Extract<RouteKind, 'Season' | 'Season.EventSpecial' | 'Season.BrandedEvents'>;

/** The `kind` the events call names (`season`, `event-special`); anything else is a season. */
const seasonKinds: Readonly<Record<string, SeasonPageKind>> = {
  season: 'Season',
  'event-special': 'Season.EventSpecial',
  'branded-events': 'Season.BrandedEvents',
};

export function seasonPageKind(kind: unknown): SeasonPageKind {
  return (typeof kind === 'string' ? seasonKinds[kind] : undefined) ?? 'Season';
}

/**
 * The page of a season or event item. member-and-shell.txt §2: "A season or event item that
 * carries only a redirect slug sends the user to the item's own season page", so such an item
 * links to the season page of its redirect slug.
 */
export function seasonPath(
  site: SiteCode,
  language: Language,
  event: { slug: string; kind?: unknown; redirectSlug?: string | null },
): string | null {
  if (event.redirectSlug) return routePath(site, { kind: 'Season', language, params: { slug: event.redirectSlug } });
  return routePath(site, { kind: seasonPageKind(event.kind), language, params: { slug: event.slug } });
}
