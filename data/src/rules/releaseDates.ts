import { isUnknownDate } from './formats.ts';
import type { SiteCode } from '../sites/sites.ts';

/** Release keys name a country and a language (`FR_FR`, `NL_NL`, `CH_FR`, real-api.md §6). */
const localeKey = /^[A-Z]{2}_[A-Z]{2}$/;

/**
 * The release date of a show in one country, YYYY-MM-DD, or null when unknown. The API keys
 * release dates by locale; the site reads its own country's key whatever the page language (the
 * CH client reads CH_FR in every language, real-api.md §6). A show with locale keys but none for
 * the country has no known date here. The 2025 list shape carries bare dates: the earliest known
 * one is the date. catalogue.txt §5: 1900-01-01 means unknown.
 */
export function siteReleaseDate(releaseAt: Readonly<Record<string, string>>, site: SiteCode): string | null {
  const entries = Object.entries(releaseAt);
  const own = entries.find(([key]) => key.startsWith(`${site.toUpperCase()}_`));
  if (own) return isUnknownDate(own[1]) ? null : own[1];
  if (entries.some(([key]) => localeKey.test(key))) return null;
  const known = entries.map(([, date]) => date).filter((date) => !isUnknownDate(date));
  return known.sort()[0] ?? null;
}

/** The shows released on one day (YYYY-MM-DD), or, for `date: null`, those whose date is not known yet. */
export interface ReleaseGroup<Show> {
  date: string | null;
  shows: Show[];
}

/**
 * Upcoming shows grouped by their release date in the site's country, earliest first, each group
 * keeping the order the shows came in (the upcoming order). catalogue.txt §5: 1900-01-01 means
 * unknown; "it is displayed as unknown or left out of zone lists": the full list ends with one
 * group of unknown dates, and a zone list (`zoneList: true`, the shows of one zone) leaves them out.
 */
export function releaseGroups<Show extends { releaseAt: Readonly<Record<string, string>> }>(
  shows: readonly Show[],
  site: SiteCode,
  { zoneList = false }: { zoneList?: boolean } = {},
): ReleaseGroup<Show>[] {
  const byDate = new Map<string, Show[]>();
  const unknown: Show[] = [];
  for (const show of shows) {
    const date = siteReleaseDate(show.releaseAt, site);
    if (date === null) unknown.push(show);
    else byDate.set(date, [...(byDate.get(date) ?? []), show]);
  }
  const known = [...byDate.entries()]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([date, dated]) => ({ date, shows: dated }));
  return zoneList || unknown.length === 0 ? known : [...known, { date: null, shows: unknown }];
}
