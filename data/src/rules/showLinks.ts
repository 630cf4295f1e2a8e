import { routePath } from '../routes/router.ts';
import type { RouteKind } from '../routes/table.ts';
import { showPageKind } from './showKind.ts';
import type { Language, SiteCode } from '../sites/sites.ts';

/** The film or event page of a show, by its strand (the rule and its reasons: data rules/showKind.ts). */
export function showPath(
  site: SiteCode,
  language: Language,
  show: { slug: string; strand: string | null },
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
