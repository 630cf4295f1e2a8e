// Storybook's dev server runs this before its static folders (storybook core-server `getMiddleware`):
// a recorded image named in another language is its own file (`md.svg?language=nl` is `md.nl.svg`,
// apps/api/src/tools/recordedMedia.ts), so nl stories show nl titles as the visual tests' server does.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { recordedMediaPath } from '../apps/api/src/tools/recordedMedia.ts';

const staticFolder = fileURLToPath(new URL('./static', import.meta.url));

export default function recordedMediaMiddleware(router) {
  router.use((request, _response, next) => {
    if (request.url?.startsWith('/api/media/')) {
      const url = new URL(request.url, 'http://storybook.local');
      const path = recordedMediaPath(url.pathname, url.search, (file) => existsSync(join(staticFolder, file)));
      if (path !== url.pathname) request.url = path;
    }
    next();
  });
}
