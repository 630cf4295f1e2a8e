import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * One glob per design-system folder, in the order of the barrel (`design-system/src/index.ts`), whose
 * comments name the categories the story titles use. Without a `storySort`, Storybook lists the
 * sidebar in the order of the `stories` globs, so the categories read as the barrel reads.
 */
function designSystemStoriesInBarrelOrder(): string[] {
  const barrel = readFileSync(new URL('../design-system/src/index.ts', import.meta.url), 'utf8');
  return [...barrel.matchAll(/from '\.\/(\w+)\/index\.ts'/g)].map(
    ([, folder]) => `../design-system/src/${folder}/*.stories.@(ts|tsx)`,
  );
}

const config: StorybookConfig = {
  stories: [
    // The introduction first; a file matched twice is listed once, at its first place.
    './docs/Introduction.mdx',
    './docs/*.mdx',
    './tokens/*.stories.tsx',
    ...designSystemStoriesInBarrelOrder(),
    // Whatever the barrel does not name (the internals' stories).
    '../design-system/src/**/*.stories.@(ts|tsx)',
    '../pages/src/**/*.stories.@(ts|tsx)',
  ],
  // The demo API's images the fixtures name (`/api/media/...`, recorded by `npm run record:stories`)
  // and the Icon stories' sprite sheet, at the addresses the stories use: no story shows a 404.
  staticDirs: [{ from: './static', to: '/' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Stories show CMS text as the site's server leaves it (decision 0034): the fixtures go through
    // the contract with the server's sanitiser, not the browser's text-only stand-in.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(viteConfig.resolve?.alias) ? viteConfig.resolve.alias : []),
        { find: '#cms-html', replacement: new URL('../data/src/rules/cmsHtml.ts', import.meta.url).pathname },
      ],
    };
    return viteConfig;
  },
};

export default config;
