import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // In development the browser talks to one origin, as in production.
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: false } } },
  ssr: { noExternal: [/^@marquee\//] },
});
