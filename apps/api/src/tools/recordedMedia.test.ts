import { describe, expect, it } from 'vitest';
import { recordedMediaPath } from './recordedMedia.ts';

describe('recorded story images per language (issue 20: nl stories showed French poster titles)', () => {
  const files = new Set(['/api/media/poster/orbite-10002/md.nl.svg']);
  const exists = (path: string) => files.has(path);

  it('serves the language’s own recording of an image named with ?language', () => {
    expect(recordedMediaPath('/api/media/poster/orbite-10002/md.svg', '?language=nl', exists)).toBe(
      '/api/media/poster/orbite-10002/md.nl.svg',
    );
  });

  it('serves the plain file where no other language was recorded, and leaves other addresses alone', () => {
    expect(recordedMediaPath('/api/media/poster/orbite-10002/md.svg', '?language=fr', exists)).toBe(
      '/api/media/poster/orbite-10002/md.svg',
    );
    expect(recordedMediaPath('/api/media/city/paris/lg.svg', '', exists)).toBe('/api/media/city/paris/lg.svg');
    expect(recordedMediaPath('/index.html', '?language=nl', exists)).toBe('/index.html');
  });
});
