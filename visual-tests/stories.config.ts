import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

/**
 * The visual suite (docs/decisions/0025-test-plan.md): every story of the static Storybook build in
 * each theme it is shown in, checked by axe and compared with its committed screenshot. Accept an
 * intended change with `pnpm run test:visual:accept`, which rewrites the baselines it changed.
 */
export const storiesPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6620);

/** How every story is shot: motion stopped, no caret, one pixel per CSS pixel. */
export const screenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

export default defineConfig({
  testDir: './stories',
  outputDir: '../test-results/stories',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // CI never writes a baseline: a story without one fails (accept writes them: see README).
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  // Three times and more the slowest story of a rehearsal (10 s): a limit finds a hang, not a busy machine.
  timeout: 60_000,
  reporter: [['list']],
  expect: {
    // Pixel for pixel: one step of one colour token changes a pixel, and that fails.
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 0, ...screenshotOptions },
  },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        // Rasterise the same way every run: one raster thread, no partial raster, sRGB, no LCD text.
        '--font-render-hinting=none',
        '--force-color-profile=srgb',
        '--disable-lcd-text',
        '--disable-partial-raster',
        '--disable-skia-runtime-opts',
        '--num-raster-threads=1',
        '--run-all-compositor-stages-before-draw',
        // No classic scrollbar (phones have none): whether it had appeared when a component
        // measured itself (a day strip scrolling to its day) changed the picture between runs.
        '--hide-scrollbars',
      ],
    },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    trace: 'off',
  },
  webServer: {
    command: `node visual-tests/serve-static.ts storybook-static ${storiesPort}`,
    cwd: '..',
    url: `http://127.0.0.1:${storiesPort}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
