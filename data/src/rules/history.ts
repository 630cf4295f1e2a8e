import { locatorHistorySize, searchHistorySize } from './constants.ts';

export interface SearchHistoryItem {
  title: string;
  subtitle?: string;
  url: string;
  route?: unknown;
}

/** The latest entry first, an entry with the same key replacing the earlier one, cut to size. */
function pushDistinct<T>(history: readonly T[], entry: T, keyOf: (item: T) => string, size: number): T[] {
  const key = keyOf(entry);
  return [entry, ...history.filter((item) => keyOf(item) !== key)].slice(0, size);
}

/** member-and-shell.txt §2 Search pop-in: 3 latest distinct entries, deduplicated by url. */
export function addSearchHistory<T extends SearchHistoryItem>(history: readonly T[], entry: T): T[] {
  return pushDistinct(history, entry, (item) => item.url, searchHistorySize);
}

export interface LocatorHistoryItem {
  type: 'cinema' | 'city';
  slug: string;
  url: string;
}

/** member-and-shell.txt §4 Locator: history keeps the 3 latest distinct cinema or city entries, by url. */
export function addLocatorHistory<T extends LocatorHistoryItem>(history: readonly T[], entry: T): T[] {
  return pushDistinct(history, entry, (item) => item.url, locatorHistorySize);
}
