import { fileURLToPath } from 'node:url';
import {
  openDatabase as open,
  type Database as AnyDatabase,
  type OpenDatabase as Opened,
} from '@marquee/server-kit/database';
import type { Logger } from '../http/logging.ts';
import * as schema from './schema.ts';

/** What both drivers share: handlers are written once against it. */
export type Database = AnyDatabase<typeof schema>;

export type OpenDatabase = Opened<typeof schema>;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database and brings its schema up to date with the migrations in
 * apps/api/drizzle. A PostgreSQL server when `databaseUrl` is given; otherwise
 * embedded PGlite, persisted in `dataDir` (in memory when dataDir is omitted).
 */
export function openDatabase({
  databaseUrl,
  dataDir,
  logger,
}: {
  databaseUrl?: string;
  dataDir?: string;
  logger?: Logger;
}): Promise<OpenDatabase> {
  return open({
    schema,
    migrations: { migrationsFolder },
    databaseUrl,
    dataDir,
    onPoolError: (error) => logger?.error({ err: error }, 'database pool error'),
  });
}
