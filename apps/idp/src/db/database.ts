import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

/** What both drivers share: the provider is written once against it (the API's pattern). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// The provider's own migrations table (beside the API's `drizzle.__drizzle_migrations`): the two
// never mix when they share a server.
const migrations = { migrationsFolder, migrationsTable: '__idp_migrations' };

/**
 * Opens the provider's database and brings it up to date with apps/idp/drizzle. A PostgreSQL
 * server when `databaseUrl` is given; otherwise embedded PGlite in `dataDir` (in memory when
 * omitted).
 */
export async function openDatabase({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<OpenDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client losing its server must not take the process down; the next query reports it.
    pool.on('error', (error) => console.error('[idp] database pool error', error.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, migrations);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, migrations);
  return { db, kind: 'pglite', close: () => client.close() };
}
