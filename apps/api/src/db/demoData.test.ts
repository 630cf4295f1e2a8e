import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../calls/shared.ts';
import { createLogger } from '../http/logging.ts';
import { logLines } from '../test/logLines.ts';
import { openDatabase, type OpenDatabase } from './database.ts';
import { demoDataMode, prepareDemoData } from './demoData.ts';

/**
 * Issue 22 "Operations": demo data never touches a database it did not create unless asked.
 * The API's start (server.ts) runs `prepareDemoData(db, demoDataMode(DEMO_DATA, kind))`; these
 * tests run the same two calls on a real PGlite, with the clock moved instead of waited for.
 */

describe('DEMO_DATA (issue 22 Operations)', () => {
  it('defaults to off with DATABASE_URL and to the own-database mode on embedded PGlite', () => {
    expect(demoDataMode(undefined, 'postgres')).toBe('off');
    expect(demoDataMode('', 'postgres')).toBe('off');
    expect(demoDataMode(undefined, 'pglite')).toBe('own');
    expect(demoDataMode('1', 'postgres')).toBe('asked');
    expect(demoDataMode('off', 'pglite')).toBe('off');
    expect(() => demoDataMode('sometimes', 'pglite')).toThrow(/DEMO_DATA/);
  });
});

describe('demo data at start on PGlite (issue 22 Operations)', () => {
  const day = 24 * 60 * 60 * 1000;
  const loadedOn = new Date('2026-03-02T09:00:00Z');
  let database: OpenDatabase;
  const log = logLines();
  const logger = createLogger('api', { LOG_LEVEL: 'info' }, log);

  /** What the showtimes are: how many, the last day, and a sum over every row's id and start. */
  const showtimes = async () =>
    (
      await rows<{ count: number; last: string; digest: string }>(
        database.db,
        sql`select count(*)::int as count, max(local_date)::text as last,
                   sum(id)::text || '/' || sum(extract(epoch from starts_at))::text as digest from showtimes`,
      )
    )[0];

  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  const start = (setting: string | undefined, daysLater: number) =>
    prepareDemoData(database.db, demoDataMode(setting, database.kind), {
      logger,
      now: new Date(loadedOn.getTime() + daysLater * day),
    });

  it('seeds an empty embedded database, then moves the showtimes of the database it seeded forward', async () => {
    expect(await start(undefined, 0)).toBe('seeded');
    const seeded = await showtimes();
    expect(seeded?.count).toBeGreaterThan(0);
    expect(await start(undefined, 30)).toBe('refreshed');
    expect((await showtimes())?.last).not.toBe(seeded?.last);
  });

  it('leaves a database with rows it did not seed untouched on a start without DEMO_DATA', async () => {
    // The same rows without the mark: as if another tool had loaded them (a restore, an import).
    await database.db.execute(sql`comment on table showtimes is null`);
    await database.db.execute(sql`comment on table shows is null`);
    const before = await showtimes();
    expect(await start(undefined, 60)).toBe('left alone');
    expect(await showtimes()).toEqual(before);
    expect(await start('0', 60)).toBe('off');
    expect(await showtimes()).toEqual(before);
  });

  it('replaces its showtimes only when asked (DEMO_DATA=1), saying so in the log', async () => {
    const before = await showtimes();
    expect(await start('1', 60)).toBe('refreshed');
    expect((await showtimes())?.last).not.toBe(before?.last);
    expect(log.lines.find((line) => line.level === 'warn')?.msg).toMatch(
      /DEMO_DATA=1: this database was not seeded here/,
    );
  });
});
