import { describe, expect, it } from 'vitest';
import { prefetchablePath } from './intentPrefetch.tsx';

describe('issue 9 "prefetches on intent": which links are fetched ahead', () => {
  const here = { origin: 'http://fr.localhost:3000', pathname: '/films/orbite-10002/filters/date-2026-11-23' };
  const serverPath = (path: string) => path.startsWith('/switch-language/') || path.startsWith('/api/');
  const read = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) =>
    prefetchablePath({ href, target: '', download: false, ...extra }, here, serverPath);

  it('prefetches another page of the site, with its query', () => {
    expect(read('http://fr.localhost:3000/cinemas/marquee-beaugrenelle')).toBe('/cinemas/marquee-beaugrenelle');
    expect(read('/films?x=1')).toBe('/films?x=1');
  });

  it('leaves the same page alone: another day or filter of this film is handled by the page itself', () => {
    expect(read('/films/orbite-10002/filters/date-2026-11-24')).toBeNull();
    expect(read('/films/orbite-10002')).toBeNull();
  });

  it('never prefetches other origins, server answers, files, downloads or new tabs', () => {
    expect(read('https://tickets.marquee.fr/fr/V0006S101598/booking')).toBeNull();
    expect(read('/switch-language/en?to=%2Fen')).toBeNull();
    expect(read('/api/cinemas')).toBeNull();
    expect(read('/sitemap.xml')).toBeNull();
    expect(read('/cinemas', { download: true })).toBeNull();
    expect(read('/cinemas', { target: '_blank' })).toBeNull();
  });
});
