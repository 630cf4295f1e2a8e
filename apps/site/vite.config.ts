import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { languages } from '../../data/src/sites/sites.ts';
import { precompress } from './precompress.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    // React Aria's own strings (a clear button's label, a calendar's) in the site's four
    // languages only, not its thirty-odd: some 20 KiB less for every page that hydrates.
    optimizeLocales.vite({ locales: [...languages] }),
    vanillaExtractPlugin(),
    reactRouter(),
    // Scripts, styles and translations brotli- and gzip-compressed once, beside the files (decision 0069).
    precompress(),
  ],
  // In development the browser talks to one origin, as in production.
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: false } } },
  ssr: { noExternal: [/^@marquee\//] },
  // One stylesheet for the whole site (docs/decisions/0021): every page and the code loaded on
  // engagement are styled by the first request, and the next page's style is already cached.
  // The client build's manifest is kept for the site's server: it names the code hydration will
  // need, which the document asks for once its first screen has arrived (server/modulePreloads.ts).
  build: { cssCodeSplit: false, manifest: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Few files, because HTTP/1.1 gives a page six connections per origin and a phone's
            // network charges a round trip per file (decision 0028). The first visit:
            // React, react-dom and the router in one file (`framework`), the site's own small
            // modules every route shares in another (`site`: with the themes, whose modules the
            // root imports, and what the head's dismissal script needs, decision 0052). What
            // hydration loads: the libraries in one (`ui`), the design system with the data rules
            // and the pages' shared modules in another (`components`), then the frame and the
            // page's own module. The film page loads 4 files when it starts
            // hydrating (37 before, 55 at first). The carousel and its library load with the pages
            // that show one.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  priority: 30,
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
                {
                  name: 'site',
                  priority: 20,
                  test: /apps[\\/]site[\\/]app[\\/](engagement|deferred|page|translations|dismissals|inlineScript)\.tsx?$|pages[\\/]src[\\/]i18n[\\/](urls\.ts|locales[\\/]\w+\.json\?url)|data[\\/]src[\\/](sites[\\/]|rules[\\/]dismissalKeys\.ts)|themes[\\/]src[\\/]|preload-helper/,
                },
                {
                  // Not the `.css.ts` modules of the themes: the root imports them (see `site`).
                  name: 'components',
                  priority: 5,
                  test: /design-system[\\/]src[\\/](?!Carousel[\\/])|data[\\/]src[\\/](rules|model|hooks|routes)[\\/]|data[\\/]src[\\/](calls|client|contract[\\/](routes|values))\.ts$|pages[\\/]src[\\/]([\w]+[\\/]shared|locator|films[\\/]showtimes|content[\\/]ErrorPage)[\\/]|pages[\\/]src[\\/].*\.css\.ts/,
                },
                {
                  // What the schemas import that the hooks and pages read too (the calls' routes,
                  // the contract's plain values, the CMS sanitiser), taken before `contract`
                  // takes its imports with it (a small chunk of its own).
                  name: 'routes',
                  priority: 16,
                  test: /data[\\/]src[\\/](contract[\\/](routes|values)|rules[\\/]cmsHtml\.browser)\.ts$/,
                },
                {
                  // The schemas and zod: what the browser needs only to check a call it makes
                  // itself (the client imports them when it calls, decision 0028 stop 43). The
                  // document asks for it once hydrated, by this name (server/modulePreloads.ts).
                  name: 'contract',
                  priority: 15,
                  test: /data[\\/]src[\\/]contract[\\/](?!routes\.ts|values\.ts)|node_modules[\\/]zod[\\/]/,
                },
                {
                  name: 'ui',
                  priority: 10,
                  test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized|swr|i18next|react-i18next|dequal|use-sync-external-store|dayjs)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
