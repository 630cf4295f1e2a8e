import { sql, type SQL } from 'drizzle-orm';
import { apiDate, type Language, type Site, type SiteCode } from '@marquee/data';
import type { Database } from '../db/database.ts';
import { contentRatings, settings, type Localized } from '../db/schema.ts';
import { textIn } from '../http/locale.ts';
import type { CallContext } from '../http/router.ts';

/** A JS list as one text[] parameter (a bare array would expand to a tuple of parameters). */
export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

/** Rows of a raw query, whichever driver ran it. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Reference data read on every request, cached per database for a short while. */
const referenceTtlMs = 30_000;
interface Reference {
  loadedAt: number;
  settings: Map<string, typeof settings.$inferSelect>;
  ratings: Map<string, typeof contentRatings.$inferSelect>;
}
const references = new WeakMap<Database, Promise<Reference>>();
const loadedAt = new WeakMap<Database, number>();

async function loadReference(db: Database): Promise<Reference> {
  const [settingRows, ratingRows] = await Promise.all([db.select().from(settings), db.select().from(contentRatings)]);
  return {
    loadedAt: Date.now(),
    settings: new Map(settingRows.map((row) => [row.site, row])),
    ratings: new Map(ratingRows.map((row) => [`${row.system}:${row.minimumAge}`, row])),
  };
}

export function reference(db: Database): Promise<Reference> {
  const cached = references.get(db);
  if (cached && Date.now() - (loadedAt.get(db) ?? 0) < referenceTtlMs) return cached;
  const loading = loadReference(db);
  references.set(db, loading);
  loadedAt.set(db, Date.now());
  loading.catch(() => references.delete(db));
  return loading;
}

/** Drops the cache (tests that change settings). */
export function forgetReference(db: Database): void {
  references.delete(db);
}

export async function siteSettings(db: Database, site: SiteCode) {
  const row = (await reference(db)).settings.get(site);
  if (!row) throw new Error(`No settings for site ${site}`);
  return row;
}

export type Text = (value: Localized | null | undefined) => string | null;

export function textFor(context: { language: Language; site: Site }): Text {
  return (value) => textIn(value, context.language, context.site);
}

/** The site's calendar day at the request's instant: programme lists start there. */
export function todayOf(context: CallContext): string {
  return apiDate(context.at, context.site.timeZone);
}

/** Generated images (see media.ts): posters `{lg, md}`, backdrops `{lg, md, sm}`. */
export function posterSet(slug: string, language: Language) {
  const url = (size: string) => `/api/media/poster/${slug}/${size}.jpg?language=${language}`;
  return { lg: url('lg'), md: url('md') };
}

export function backdropSet(slug: string, language: Language) {
  const url = (size: string) => `/api/media/backdrop/${slug}/${size}.jpg?language=${language}`;
  return { lg: url('lg'), md: url('md'), sm: url('sm') };
}

/** Icons and logos stay vectors (crisp at any size); pictures are rasterised in the format the browser accepts (media.ts). */
const vectorKinds = new Set(['logo', 'service', 'tag']);

/** A generated image; `language` for those that set the item's title in it (news, offers, events). */
export function imageUrl(kind: string, key: string, size = 'lg', language?: string): string {
  const extension = vectorKinds.has(kind) ? 'svg' : 'jpg';
  return `/api/media/${kind}/${key}/${size}.${extension}${language ? `?language=${language}` : ''}`;
}

/** A showtime's booking address in the purchase tunnel (the wire's `refCmd`). */
export function bookingUrl(cmdUrl: string, language: Language, sessionRef: string): string {
  return `${cmdUrl}/${language}/${sessionRef}/booking`;
}

/** `+01:00` from an offset in seconds. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A numeric column (a string on the wire of both drivers) as a number. */
export const amount = (value: string | number) => Number(value);

/**
 * Catalogue records read on every hot call (a show, a cinema), kept per
 * database for a few seconds: the catalogue changes by deployment, not by
 * request, and the showtimes calls answer in a millisecond or two without
 * the extra round trips.
 */
const recordTtlMs = 10_000;
const recordCaches = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>();

export function cachedRecord<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = recordCaches.get(db);
  if (!cache) {
    cache = new Map();
    recordCaches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < recordTtlMs) return hit.value as Promise<T>;
  if (cache.size > 5000) cache.clear();
  const value = load();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/**
 * The real API tags every showtime and programme cell `DEFAULT` ("no special format", real-api.md
 * §6) besides its own tags; ours does the same (issue 22). Sorted, as the real cells are.
 */
export function withDefaultTag(tags: readonly string[]): string[] {
  return [...new Set(['DEFAULT', ...tags])].sort();
}

/** The real API sends 1 for an unknown duration, never null (issue 22). */
export const unknownDuration = 1;

/** A block's page address: one per language (demo words, built from the site's route table) or one for all. */
export function pageUrl(context: { language: Language; site: Site }, value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  return textFor(context)(value as Localized | null) || null;
}
