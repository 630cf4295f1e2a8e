/**
 * The system packages the checks need, installed once before any test runs (never from inside a
 * test): Debian's Chromium and fonts for the browser tests, libfaketime for the runs that move the
 * machine's date ahead, and PostgreSQL 15 for the API tests' real server. On Debian as root the
 * missing ones are installed with apt-get; elsewhere Playwright's own Chromium stands in, and a
 * missing faketime or PostgreSQL is reported (the checks that need them say so when they run).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';
import { faketimePath } from './faketime.ts';

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const debianRoot = existsSync('/etc/debian_version') && process.getuid?.() === 0;
const postgresInstalled = existsSync('/usr/lib/postgresql/15/bin/initdb');

const wanted = [
  ...(chromiumPath ? [] : ['chromium', 'fonts-liberation']),
  ...(faketimePath ? [] : ['faketime']),
  ...(postgresInstalled ? [] : ['postgresql']),
];

if (wanted.length === 0) {
  console.log(`[system] Chromium ${chromiumPath}, faketime and PostgreSQL 15 are installed`);
} else if (debianRoot) {
  console.log(`[system] installing ${wanted.join(', ')} with apt-get`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...wanted]);
} else {
  console.warn(`[system] missing and not installable here (not root on Debian): ${wanted.join(', ')}`);
  if (!chromiumPath) {
    console.log("[system] installing Playwright's own Chromium");
    run(process.execPath, [
      new URL('../node_modules/playwright/cli.js', import.meta.url).pathname,
      'install',
      'chromium',
    ]);
  }
}
