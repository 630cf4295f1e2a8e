import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * A server's database (decision 0005), the same for the API and the sign-in provider: a PostgreSQL
 * server when `databaseUrl` is given, else embedded PGlite in `dataDir` (in memory when omitted),
 * brought up to date with the app's migrations. What both drivers share is the type the app's code
 * is written against.
 */
export type Database<Schema extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase<Schema extends Record<string, unknown>> {
  db: Database<Schema>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase<Schema extends Record<string, unknown>>({
  schema,
  migrations,
  databaseUrl,
  dataDir,
  onPoolError,
}: {
  schema: Schema;
  /** The app's migrations, and its own migrations table when two apps share a server. */
  migrations: { migrationsFolder: string; migrationsTable?: string };
  databaseUrl?: string;
  dataDir?: string;
  /** An idle client losing its server must not take the process down; the next query reports it. */
  onPoolError: (error: Error) => void;
}): Promise<OpenDatabase<Schema>> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    pool.on('error', onPoolError);
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
