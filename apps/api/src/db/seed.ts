import { and, count, eq, getTableColumns, getTableName, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { generateDemoData, type DemoData } from '../demo/generate.ts';
import type { Database } from './database.ts';
import * as schema from './schema.ts';

/** Rows per statement: one JSON parameter each, unpacked by jsonb_to_recordset on the server. */
const rowsPerInsert = 5_000;

/** Insert order: referenced tables first. */
const tableOf: { [K in keyof DemoData]: PgTable } = {
  settings: schema.settings,
  contentRatings: schema.contentRatings,
  cities: schema.cities,
  zones: schema.zones,
  cinemas: schema.cinemas,
  halls: schema.halls,
  services: schema.services,
  cinemaServices: schema.cinemaServices,
  prices: schema.prices,
  ecards: schema.ecards,
  cinepassItems: schema.cinepassItems,
  shows: schema.shows,
  showtimes: schema.showtimes,
  tags: schema.tags,
  versions: schema.versions,
  events: schema.events,
  articles: schema.articles,
  experienceGroups: schema.experienceGroups,
  masterTemplatePages: schema.masterTemplatePages,
  contentBlocks: schema.contentBlocks,
  faqCategories: schema.faqCategories,
  faqArticles: schema.faqArticles,
  alerts: schema.alerts,
  footers: schema.footers,
  voucherTypes: schema.voucherTypes,
  vouchers: schema.vouchers,
  clients: schema.clients,
  favouriteCinemas: schema.favouriteCinemas,
  feelings: schema.feelings,
  calendarFeeds: schema.calendarFeeds,
  showtimeNewsMarks: schema.showtimeNewsMarks,
};

/** The column's default for a row that leaves it out: the SQL defaults here are false, '' and now(). */
function defaultOf(column: { hasDefault: boolean; default: unknown }): unknown {
  if (!column.hasDefault) return null;
  return typeof column.default === 'object' && column.default !== null ? new Date() : column.default;
}

/**
 * Inserts demo data in one transaction. Each batch travels as one JSON
 * document that PostgreSQL unpacks with jsonb_to_recordset: far cheaper than
 * thousands of bound parameters, on PGlite and on a server alike.
 */
export async function seed(db: Database, data: DemoData): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [name, table] of Object.entries(tableOf) as [keyof DemoData, PgTable][]) {
      await insertRows(tx, table, data[name] as Record<string, unknown>[]);
    }
    await followSeededIds(tx);
  });
}

/**
 * The demo showtimes carry their ids: the serial's sequence is moved past them, so a showtime added
 * later (an import, a test) gets a free id rather than a duplicate key.
 */
async function followSeededIds(tx: Transaction): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('showtimes', 'id'), coalesce((select max(id) from showtimes), 0) + 1, false)`,
  );
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertRows(tx: Transaction, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => row[key] !== undefined));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const types = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${column.getSQLType().replace(/^serial$/, 'integer')}`).join(', '),
  );
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const batch = rows.slice(start, start + rowsPerInsert).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = row[key] === undefined ? defaultOf(column) : row[key];
      return record;
    });
    await tx.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${types})`,
    );
  }
}

/**
 * A persisted demo database seeded on an earlier day would run out of
 * showtimes: when its last showtime day is before the 14th day from now, the
 * shows' dates and flags are updated and the showtimes regenerated (members'
 * rows stay). Returns whether it refreshed. Settings seeded before the
 * advertising column existed gain the demo's advertising either way.
 */
export async function refreshDemoShowtimes(
  db: Database,
  options: { now?: Date; seed?: number } = {},
): Promise<boolean> {
  const data = generateDemoData(options);
  for (const row of data.settings) {
    await db
      .update(schema.settings)
      .set({ advertising: row.advertising })
      .where(and(eq(schema.settings.site, row.site), isNull(schema.settings.advertising)));
  }
  const lastDay = data.showtimes.reduce((last, row) => (row.localDate > last ? row.localDate : last), '');
  const [stored] = await db
    .select({ value: sql<string | null>`max(${schema.showtimes.localDate})::text` })
    .from(schema.showtimes);
  if ((stored?.value ?? '') >= lastDay) return false;
  await db.transaction(async (tx) => {
    await tx.delete(schema.showtimes);
    for (const row of data.shows) {
      await tx
        .update(schema.shows)
        .set({
          releaseAt: row.releaseAt,
          isNew: row.isNew,
          isComingSoon: row.isComingSoon,
          flag: row.flag,
          salesOpeningAt: row.salesOpeningAt,
        })
        .where(eq(schema.shows.slug, row.slug));
    }
    await insertRows(tx, schema.showtimes, data.showtimes as Record<string, unknown>[]);
    await followSeededIds(tx);
  });
  return true;
}

/**
 * Fills an empty database with the demo data generated for `now` (default:
 * the current time); leaves a filled one alone. Returns the number of shows seeded.
 */
export async function seedIfEmpty(db: Database, options: { now?: Date; seed?: number } = {}): Promise<number> {
  const [row] = await db.select({ value: count() }).from(schema.shows);
  if ((row?.value ?? 0) > 0) return 0;
  const data = generateDemoData(options);
  await seed(db, data);
  return data.shows.length;
}
