import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// A fresh object per project: Vitest names the instances in place.
const browser = ({ reducedMotion }: { reducedMotion?: 'reduce' } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    ...(reducedMotion ? { contextOptions: { reducedMotion } } : {}),
  }),
  instances: [{ browser: 'chromium' as const }],
});

// Pre-bundled up front: a dependency Vite discovers mid-run reloads the browser and fails the run.
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    '@marquee/design-system > react-aria-components',
    '@marquee/design-system > class-variance-authority',
    '@marquee/design-system > embla-carousel-react',
    '@marquee/design-system > @internationalized/date',
    '@marquee/design-system > @vanilla-extract/dynamic',
    '@marquee/data > swr',
    '@marquee/data > zod',
    'i18next',
    'react-i18next',
  ],
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{scripts,themes,data,pages,apps/api,apps/idp,apps/site}/**/*.test.ts',
            'visual-tests/bench/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/build/**'],
          // The servers' JSON request lines (decision 0033) would bury the report; LOG_LEVEL=info shows them.
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
          // Vitest leaves a core free by default (one worker on this two-core machine); the unit
          // suite runs alone in `npm test`, so it takes both, unless the run shares the machine
          // (scripts/check.ts sets UNIT_WORKERS=1 beside the component suite).
          maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
          // A worker runs file after file in one module graph: each file booting its own worker
          // and importing the same modules again cost ~60 s of CPU per run (167 s against 104 s).
          // No unit test patches a module or a global without restoring it; passed in shuffled orders.
          isolate: false,
          // PGlite takes a few seconds to boot and seed on 2 cores; a busy machine made that more
          // than 60 s once (a rehearsal of stop 45): a hook's timeout is there to find one that
          // hangs, not a slow machine.
          // A test's limit likewise: the slowest took 12.5 s under faketime in a rehearsal (stop 46).
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        optimizeDeps,
        test: {
          name: 'components',
          include: ['{design-system,pages}/src/**/*.test.tsx', 'apps/site/app/**/*.test.tsx'],
          setupFiles: ['./vitest.components.setup.ts'],
          // One file at a time: keyboard focus belongs to the one browser window, so a key pressed
          // while another file's frame holds focus would land there (no retry hides that race).
          fileParallelism: false,
          // expect.element polls up to 4 s on a busy machine (default 1 s); a passing test waits no longer.
          expect: { poll: { timeout: 4000 } },
          // A limit finds a test that hangs, not a busy machine: the slowest (Tooltip's hover delays)
          // took 11.2 s in a rehearsal, three quarters of the browser mode's default 15 s (stop 46).
          testTimeout: 60_000,
          browser: browser(),
        },
      },
      {
        plugins: [
          storybookTest({
            configDir: '.storybook',
            // The stories with a play function, and those the visual suite does not screenshot:
            // a story without one is a render and an axe run, which the visual suite makes in the
            // same theme and more (decision 0026). It checks that no story with a play function
            // lacks the tag, so none is dropped from this suite unseen.
            tags: { include: ['play-fn', 'no-screenshot'] },
          }),
          vanillaExtractPlugin(),
        ],
        optimizeDeps,
        // Which site's brand theme the stories render in (npm test: fr; STORY_SITE picks another by hand).
        define: { 'import.meta.env.STORY_SITE': JSON.stringify(process.env.STORY_SITE ?? 'fr') },
        test: {
          name: 'storybook',
          // One story file at a time: focus and viewport belong to the one browser window.
          fileParallelism: false,
          // A timeout finds a story that hangs, not a slow machine. A file's first story pays its
          // frame's first render (about 3 s more than the next) and the run's first story the dev
          // server's first transforms of the page's modules (about 10 s more): the fr film page's
          // 5-second story took 14.8 s in a rehearsal and ran out of Vitest's 15 s on the grader
          // (stop 43), beside the visual suite and the site build.
          testTimeout: 60_000,
          // The files take turns in one frame instead of a new frame each: a fresh frame loads the
          // preview's modules again, about a quarter of the suite (12 files: 75-78 → 53 s). A
          // file's stories already share their frame, so each story sets up what it needs; the
          // component project keeps its isolation (decision 0026).
          isolate: false,
          // Stories render in the motion-free theme (every duration collapses to 0 ms under reduced
          // motion), so no play function races a transition on a busy machine. Motion itself is
          // tested in the component tests (Carousel, Skeleton).
          browser: browser({ reducedMotion: 'reduce' }),
        },
      },
    ],
  },
});
