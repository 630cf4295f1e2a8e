/**
 * Makes sure a Chromium is there for the browser tests: Debian's
 * /usr/bin/chromium (installed with apt-get when missing and we are root on
 * Debian), otherwise Playwright's own browser.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (chromiumPath) {
  console.log(`[chromium] using ${chromiumPath}`);
} else if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
  console.log('[chromium] installing Debian chromium with apt-get');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation']);
} else {
  console.log("[chromium] no system Chromium: installing Playwright's own");
  run(process.execPath, [
    new URL('../node_modules/playwright/cli.js', import.meta.url).pathname,
    'install',
    'chromium',
  ]);
}
