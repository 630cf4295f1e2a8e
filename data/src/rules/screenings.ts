import type { Settings, Tag } from '../model/content.ts';
import type { FeatureSwitches } from '../sites/features.ts';
import { addMinutesInZone } from './dates.ts';

/**
 * Issue 9: the advertising before the film at this cinema, in minutes. Null when the settings
 * carry no advertising at all: the film start is then unknown and not shown.
 */
export function adsMinutesFor(settings: Pick<Settings, 'advertising'>, cinemaSlug: string): number | null {
  const { advertising } = settings;
  if (!advertising) return null;
  return advertising.cinemas[cinemaSlug] ?? advertising.defaultMinutes;
}

export interface ScreeningTimes {
  /** Naive local `YYYY-MM-DDTHH:MM:SS` in the cinema's zone, as every time here. */
  start: string;
  /** The start plus the advertising; null when the advertising is unknown. */
  filmStart: string | null;
  end: string | null;
}

/** `2026-09-11 12:30` and `2026-09-11T12:30:00` both give `2026-09-11T12:30:00`. */
function naiveIso(localTime: string): string {
  const [date = '', time = ''] = localTime.trim().split(/[ T]/);
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

/** A cinema's wall-clock time moved by minutes through the instant (DST changes counted). */
function addMinutes(localTime: string, minutes: number, timeZone: string): string | null {
  const moved = addMinutesInZone(localTime, minutes, timeZone);
  return moved === null ? null : naiveIso(moved);
}

/**
 * Issue 9 screening times: the film starts after the cinema's advertising; the end is the
 * showtime's own end time when the API gives one (it already counts the advertising), else the
 * film start (or the start, advertising unknown) plus the film's duration.
 */
export function screeningTimes(
  showtime: { datetime: string; endTime?: string | null },
  facts: { adsMinutes: number | null; durationMinutes: number | null; timeZone: string },
): ScreeningTimes {
  const start = naiveIso(showtime.datetime);
  const filmStart = facts.adsMinutes === null ? null : addMinutes(start, facts.adsMinutes, facts.timeZone);
  let end: string | null = null;
  if (showtime.endTime) end = naiveIso(showtime.endTime);
  else if (facts.durationMinutes !== null) end = addMinutes(filmStart ?? start, facts.durationMinutes, facts.timeZone);
  return { start, filmStart, end };
}

export interface ScreeningSelection {
  versions?: readonly string[];
  tags?: readonly string[];
}

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function carriesTag(tags: readonly string[], wanted: string): boolean {
  // catalogue.txt §5: avp matches avp-equipe (a preview with the team is still a preview).
  const accepted = sameTag(wanted, 'avp') ? ['avp', 'avp-equipe'] : [wanted];
  return tags.some((tag) => accepted.some((slug) => sameTag(tag, slug)));
}

/**
 * catalogue.txt §5 Showtime filtering, for one film's screenings: any chosen value of a key
 * matches (OR), every key with a choice must match (AND). Versions match the showtime's
 * version, tags its tags (any case: the API mixes AVP and avp). An empty choice keeps all.
 */
export function filterScreenings<T extends { version: string; tags: readonly string[] }>(
  showtimes: readonly T[],
  selection: ScreeningSelection,
): T[] {
  const { versions = [], tags = [] } = selection;
  return showtimes.filter(
    (showtime) =>
      (versions.length === 0 || versions.includes(showtime.version)) &&
      (tags.length === 0 || tags.some((tag) => carriesTag(showtime.tags, tag))),
  );
}

/** The Tag `displayedOn` place of the film page's showtime filters (catalogue.txt §3 Tag: show filters). */
export const showFiltersPlace = 'show-filters';

/**
 * member-and-shell.txt §9 feature switches naming a filter, with the tag slugs each one governs.
 * The family tags are those the showtime model reads as kids-friendly (FR cinekids, NL kleuter).
 */
export const switchedFilterTags = {
  filter3dEnabled: ['3d'],
  familyFilterEnabled: ['cinekids', 'kleuter'],
  vipFilterEnabled: ['vip'],
} as const satisfies Partial<Record<keyof FeatureSwitches, readonly string[]>>;

type FilterSwitch = keyof typeof switchedFilterTags;

/**
 * Issue 9 / member-and-shell.txt §9: the tags offered as showtime filters, in the tags' own
 * order: those shown in the show filters, less the 3D, family and VIP tags where the country
 * switches their filter off.
 */
export function showtimeFilterTags<T extends Pick<Tag, 'slug' | 'displayedOn'>>(
  tags: readonly T[],
  features: Pick<FeatureSwitches, FilterSwitch>,
): T[] {
  const switchedOff = (Object.keys(switchedFilterTags) as FilterSwitch[])
    .filter((name) => !features[name])
    .flatMap((name): readonly string[] => switchedFilterTags[name]);
  return tags.filter(
    (tag) => tag.displayedOn.includes(showFiltersPlace) && !switchedOff.some((slug) => sameTag(slug, tag.slug)),
  );
}
