/**
 * `npm run chromatic`: publishes the static Storybook (the same stories the visual suite checks
 * offline) to Chromatic for review in the browser. Needs CHROMATIC_PROJECT_TOKEN and the network;
 * without a token it says so and stops, and it never runs longer than ten minutes (offline, the
 * CLI keeps retrying instead of exiting: shared/TOOLCHAIN.md). Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('[chromatic] set CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com) to publish');
  process.exit(2);
}

const { status, error } = spawnSync('chromatic', ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
  timeout: 10 * 60_000,
  killSignal: 'SIGKILL',
});
if (error) console.error(`[chromatic] ${error.message}`);
process.exit(status ?? 1);
