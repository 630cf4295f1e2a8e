import { getTableName, sql } from 'drizzle-orm';
import { rows } from '../calls/shared.ts';
import type { Logger } from '../http/logging.ts';
import type { Database } from './database.ts';
import { shows } from './schema.ts';
import { refreshDemoShowtimes, seedIfEmpty } from './seed.ts';

/**
 * Demo data at start (decision 0033). Refreshing the demo showtimes deletes every showtime, so it
 * runs only on a database this API seeded itself, or when someone asks for it by name:
 *
 * - `asked` (DEMO_DATA=1): an empty database is seeded; any other has its showtimes replaced.
 * - `own` (DEMO_DATA unset, embedded PGlite): an empty database is seeded and marked; only a
 *   marked one has its showtimes refreshed; any other is left as it is.
 * - `off` (DEMO_DATA=0, or unset with DATABASE_URL: a real server's data is never touched).
 */
export type DemoDataMode = 'asked' | 'own' | 'off';

export function demoDataMode(value: string | undefined, kind: 'pglite' | 'postgres'): DemoDataMode {
  const setting = (value ?? '').trim().toLowerCase();
  if (setting === '') return kind === 'pglite' ? 'own' : 'off';
  if (['1', 'on', 'true', 'yes'].includes(setting)) return 'asked';
  if (['0', 'off', 'false', 'no'].includes(setting)) return 'off';
  throw new Error(`DEMO_DATA: "${value}" is not 1 (seed and refresh) or 0 (leave the database alone)`);
}

/**
 * The mark of a database this API seeded: a comment on the shows table. Metadata rather than a
 * row, so it needs no migration and no query of the app ever reads or writes it by accident.
 */
const demoMark = 'marquee demo data';
const showsTable = getTableName(shows);

async function isMarked(db: Database): Promise<boolean> {
  const [row] = await rows<{ comment: string | null }>(
    db,
    sql`select obj_description(to_regclass(${showsTable}), 'pg_class') as comment`,
  );
  return row?.comment === demoMark;
}

async function mark(db: Database): Promise<void> {
  await db.execute(sql.raw(`comment on table "${showsTable}" is '${demoMark}'`));
}

export type DemoDataOutcome = 'off' | 'seeded' | 'refreshed' | 'current' | 'left alone';

export async function prepareDemoData(
  db: Database,
  mode: DemoDataMode,
  { logger, now }: { logger: Logger; now: Date },
): Promise<DemoDataOutcome> {
  if (mode === 'off') {
    logger.info('demo data off: the database is used as it is');
    return 'off';
  }
  const seeded = await seedIfEmpty(db, { now });
  if (seeded) {
    await mark(db);
    logger.info({ shows: seeded }, 'seeded the demo data into an empty database');
    return 'seeded';
  }
  const ours = await isMarked(db);
  if (!ours && mode === 'own') {
    logger.info('the database holds data this API did not seed: left as it is (DEMO_DATA=1 replaces its showtimes)');
    return 'left alone';
  }
  if (!ours)
    logger.warn('DEMO_DATA=1: this database was not seeded here; its showtimes are replaced by demo showtimes');
  const refreshed = await refreshDemoShowtimes(db, { now });
  if (refreshed) logger.info('demo showtimes moved to the next 14 days');
  return refreshed ? 'refreshed' : 'current';
}
