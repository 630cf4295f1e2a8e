import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed.ts';

/**
 * Databases for the API's tests: embedded PGlite, and a real PostgreSQL
 * server: TEST_DATABASE_URL when set (a fresh database is created on it and
 * dropped after), else a throw-away PostgreSQL started from Debian's binaries
 * (`npm test` installs them before any test: scripts/ensure-system.ts). Where
 * neither is possible the suite is skipped with a loud warning, and fails
 * when CI=true.
 */

export interface TestDatabase extends OpenDatabase {
  label: string;
  stop(): Promise<void>;
}

export async function openSeededPglite(now = new Date()): Promise<TestDatabase> {
  const database = await openDatabase({});
  await seedIfEmpty(database.db, { now });
  return { ...database, label: 'PGlite', stop: () => database.close() };
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(command: string, args: string[], asPostgres: boolean): void {
  const [file, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  // PostgreSQL 15 first (what production runs), else the newest installed.
  const chosen = versions.includes('15') ? '15' : versions[0];
  return chosen ? join(root, chosen, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  url: string;
  stop(): void;
}

async function startThrowAwayPostgres(): Promise<Server | null> {
  const bin = postgresBinaries();
  if (!bin) return null;
  const asPostgres = isRoot();
  const dir = mkdtempSync(join(tmpdir(), 'marquee-pg-'));
  if (asPostgres) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    asPostgres,
  );
  run(
    join(bin, 'pg_ctl'),
    [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ],
    asPostgres,
  );
  return {
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], asPostgres);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh database on the server at `url`, dropped by the returned function. */
async function freshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `marquee_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A seeded PostgreSQL server database, or null (after a loud warning) where none can run. */
export async function openSeededPostgres(now = new Date()): Promise<TestDatabase | null> {
  let server: Server | null = null;
  let baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    try {
      server = await startThrowAwayPostgres();
    } catch (error) {
      console.warn('[test] could not start PostgreSQL:', error instanceof Error ? error.message : error);
    }
    baseUrl = server?.url;
  }
  if (!baseUrl) {
    const message =
      '\n\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
      '!!  NO POSTGRESQL SERVER: the PostgreSQL contract suite is SKIPPED  !!\n' +
      '!!  Set TEST_DATABASE_URL or install PostgreSQL 15 (initdb, pg_ctl)  !!\n' +
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n';
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(message);
    return null;
  }
  const fresh = await freshDatabase(baseUrl);
  const database = await openDatabase({ databaseUrl: fresh.url });
  await seedIfEmpty(database.db, { now });
  return {
    ...database,
    label: server ? 'PostgreSQL (throw-away server)' : 'PostgreSQL (TEST_DATABASE_URL)',
    async stop() {
      await database.close();
      await fresh.drop();
      server?.stop();
    },
  };
}
