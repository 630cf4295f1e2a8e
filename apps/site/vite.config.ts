import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // In development the browser talks to one origin, as in production.
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: false } } },
  ssr: { noExternal: [/^@marquee\//] },
  // One stylesheet for the whole site (docs/decisions/0021): every page and the code loaded on
  // engagement are styled by the first request, and the next page's style is already cached.
  build: { cssCodeSplit: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every first visit loads, in few requests (HTTP/1.1 gives a page six connections
            // per origin): React, react-dom and the router in one file, the site's own small
            // modules every route shares in another. What hydration loads (decision 0028) in
            // fewer files too: the libraries every page and the shell use in one (`ui`): left
            // alone they came as some twenty more files of a few hundred bytes each, round trips
            // on a phone's network (55 files for the film page before, 37 after).
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
                  test: /apps[\\/]site[\\/]app[\\/](engagement|deferred|page)\.tsx?$|data[\\/]src[\\/]sites[\\/]|preload-helper/,
                },
                {
                  name: 'ui',
                  priority: 10,
                  // The libraries only: the root imports some design-system style modules for
                  // their side effects, which would pull a chunk holding them into the first load.
                  test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized|swr|i18next|react-i18next|embla-carousel[\w-]*|dequal|use-sync-external-store)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
