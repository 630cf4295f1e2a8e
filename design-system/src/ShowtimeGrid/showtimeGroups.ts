/** How a day's showtimes are grouped and what each chip's label shows (catalogue.txt §9: by version in ch, nl; tag instead of version in ch). */
export const showtimeGroupings = ['version', 'tag'] as const;

export type ShowtimeGrouping = (typeof showtimeGroupings)[number];

export interface GroupableShowtime {
  /** A sortable local date-time, e.g. the API's "2026-09-11 20:15:00": after-midnight showtimes sort last. */
  datetime: string;
  /** The version's label ("VF", "VOST"). */
  version: string;
  /** The label of the showtime's tag, when it has one ("Ciné-Débat"). */
  tag?: string;
}

/** A tag grouping or label falls back to the version for showtimes without a tag. */
export function showtimeKey(showtime: Pick<GroupableShowtime, 'version' | 'tag'>, by: ShowtimeGrouping): string {
  return by === 'tag' ? (showtime.tag ?? showtime.version) : showtime.version;
}

export interface ShowtimeGroup<T> {
  label: string;
  showtimes: T[];
}

/** Showtimes sorted by time, grouped by key; groups in the order of their first showtime. */
export function groupShowtimes<T extends GroupableShowtime>(
  showtimes: readonly T[],
  by: ShowtimeGrouping,
): ShowtimeGroup<T>[] {
  const sorted = [...showtimes].sort((a, b) => (a.datetime < b.datetime ? -1 : a.datetime > b.datetime ? 1 : 0));
  const groups = new Map<string, T[]>();
  for (const showtime of sorted) {
    const key = showtimeKey(showtime, by);
    const group = groups.get(key);
    if (group) group.push(showtime);
    else groups.set(key, [showtime]);
  }
  return [...groups].map(([label, grouped]) => ({ label, showtimes: grouped }));
}
