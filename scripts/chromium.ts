import { existsSync } from 'node:fs';

/** Debian's Chromium when present; otherwise undefined, so Playwright uses its own browser. */
export const chromiumPath: string | undefined = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

/** Keeps Chromium quiet on a closed network (shared/TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
