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
            // modules every route shares in another.
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                {
                  name: 'site',
                  test: /apps[\\/]site[\\/]app[\\/](engagement|deferred|page)\.tsx?$|data[\\/]src[\\/]sites[\\/]|preload-helper/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
