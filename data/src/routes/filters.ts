import { isCalendarDate } from '../rules/dates.ts';
import { err, ok, type Result } from '../rules/result.ts';

/**
 * member-and-shell.txt §2 "Filters in the address": `/filters/{key}-{v1,v2}/...`.
 * date and localisation hold one value; tags, versions and genres a sorted list.
 */
export interface AddressFilters {
  date?: string;
  tags?: readonly string[];
  localisation?: string;
  versions?: readonly string[];
  genres?: readonly string[];
}

/** The spec's order, which is also the order the suffix is written in. */
export const filterKeys = ['date', 'tags', 'localisation', 'versions', 'genres'] as const;
export type FilterKey = (typeof filterKeys)[number];

export const singleValueFilterKeys = ['date', 'localisation'] as const satisfies readonly FilterKey[];
export const filtersSegment = 'filters';

function isFilterKey(key: string): key is FilterKey {
  return (filterKeys as readonly string[]).includes(key);
}

function sortedDistinct(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

export function hasFilters(filters: AddressFilters | undefined): filters is AddressFilters {
  return filterKeys.some((key) => {
    const value = filters?.[key];
    return typeof value === 'string' ? value !== '' : (value?.length ?? 0) > 0;
  });
}

/** `/filters/date-2026-03-29/tags-3d,imax`, or '' when nothing is chosen. */
export function encodeFilters(filters: AddressFilters | undefined): string {
  if (!hasFilters(filters)) return '';
  const parts: string[] = [];
  for (const key of filterKeys) {
    const value = filters[key];
    if (value === undefined) continue;
    const values = typeof value === 'string' ? [value] : sortedDistinct(value);
    if (values.length === 0 || values[0] === '') continue;
    parts.push(`${key}-${values.map(encodeURIComponent).join(',')}`);
  }
  return `/${filtersSegment}/${parts.join('/')}`;
}

function decodeValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Decodes the segments after `filters` (already split, not yet URI-decoded). Unknown keys,
 * repeated keys, empty values, several values for a single-value key and impossible dates are
 * refused; lists are sorted and deduplicated so any order reads the same.
 */
export function decodeFilters(segments: readonly string[]): Result<AddressFilters> {
  if (segments.length === 0) return err('no filter after /filters');
  const filters: Record<string, string | string[]> = {};
  for (const segment of segments) {
    const hyphen = segment.indexOf('-');
    const key = hyphen < 0 ? segment : segment.slice(0, hyphen);
    if (!isFilterKey(key)) return err(`unknown filter "${key}"`);
    if (key in filters) return err(`filter "${key}" given twice`);
    const rawValues = hyphen < 0 ? [] : segment.slice(hyphen + 1).split(',');
    const values = rawValues.map(decodeValue);
    if (values.length === 0 || values.some((value) => value === null || value === '')) {
      return err(`filter "${key}" has an empty or malformed value`);
    }
    const clean = values as string[];
    if ((singleValueFilterKeys as readonly FilterKey[]).includes(key)) {
      const [only] = clean;
      if (clean.length !== 1 || only === undefined) return err(`filter "${key}" takes one value`);
      if (key === 'date' && !isCalendarDate(only)) return err(`"${only}" is not a date`);
      filters[key] = only;
    } else {
      filters[key] = sortedDistinct(clean);
    }
  }
  return ok(filters as AddressFilters);
}

/** member-and-shell.txt §2: "The base URL is the path truncated at /filters." */
export function filtersBaseUrl(path: string): string {
  const [pathOnly = ''] = path.split(/[?#]/, 1);
  const segments = pathOnly.split('/');
  const at = segments.indexOf(filtersSegment);
  if (at < 0) return pathOnly;
  return segments.slice(0, at).join('/') || '/';
}

/**
 * The filter form's GET submission (no JavaScript) read as address filters: repeated or
 * comma-separated fields for the list keys, one value for date and localisation; empty values
 * drop the key. Returns null when the query names no filter field, so other queries pass. The
 * form posts every field it shows, so the answer replaces the filters of the address; bad values
 * are refused like in the address (the caller shows not found).
 */
export function filtersFromQuery(query: URLSearchParams): Result<AddressFilters> | null {
  if (!filterKeys.some((key) => query.has(key))) return null;
  const segments: string[] = [];
  for (const key of filterKeys) {
    const values = query
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (values.length > 0) segments.push(`${key}-${values.map(encodeURIComponent).join(',')}`);
  }
  return segments.length === 0 ? ok({}) : decodeFilters(segments);
}
