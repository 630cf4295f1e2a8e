import { fileURLToPath } from 'node:url';
import {
  openDatabase as open,
  type Database as AnyDatabase,
  type OpenDatabase as Opened,
} from '@marquee/server-kit/database';
import * as schema from './schema.ts';

/** What both drivers share: the provider is written once against it (the API's pattern). */
export type Database = AnyDatabase<typeof schema>;

export type OpenDatabase = Opened<typeof schema>;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// The provider's own migrations table (beside the API's `drizzle.__drizzle_migrations`): the two
// never mix when they share a server.
const migrations = { migrationsFolder, migrationsTable: '__idp_migrations' };

/**
 * Opens the provider's database and brings it up to date with apps/idp/drizzle. A PostgreSQL
 * server when `databaseUrl` is given; otherwise embedded PGlite in `dataDir` (in memory when
 * omitted).
 */
export function openDatabase({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<OpenDatabase> {
  return open({
    schema,
    migrations,
    databaseUrl,
    dataDir,
    onPoolError: (error) => console.error('[idp] database pool error', error.message),
  });
}
