import { describe, expect, it } from 'vitest';
import type { RouteTarget } from '@marquee/data';
import { filtersHref, replaceAddress, withLocalisation, withoutEmpty } from './address.ts';

const target: RouteTarget = { kind: 'Shows.Movie', language: 'fr', params: { slug: 'orbite-10002' } };

describe('member-and-shell.txt §2 Filters in the address, on the film page', () => {
  it('writes the suffix in the spec order, lists sorted; no filter gives the bare page', () => {
    const base = filtersHref('fr', target, {});
    expect(base).not.toContain('/filters');
    expect(
      filtersHref('fr', target, { versions: ['vost', 'vf'], date: '2026-11-23', localisation: 'marquee-alesia' }),
    ).toBe(`${base}/filters/date-2026-11-23/localisation-marquee-alesia/versions-vf,vost`);
  });

  it('empty lists and values write nothing', () => {
    expect(withoutEmpty({ versions: [], tags: ['3d'], localisation: '' })).toEqual({ tags: ['3d'] });
  });

  it('another cinema keeps the day when it shows the film then, else goes back to the first day', () => {
    expect(withLocalisation({ date: '2026-11-23' }, 'marquee-alesia', ['2026-11-23'])).toEqual({
      date: '2026-11-23',
      localisation: 'marquee-alesia',
    });
    expect(withLocalisation({ date: '2026-11-23', tags: ['3d'] }, 'marquee-alesia', ['2026-11-24'])).toEqual({
      tags: ['3d'],
      localisation: 'marquee-alesia',
    });
    expect(withLocalisation({ localisation: 'marquee-alesia' }, null, [])).toEqual({});
  });

  it('rewrites the address in place: other parameters, the fragment and the router state stay; filter fields go', () => {
    const calls: unknown[][] = [];
    const history = {
      state: { key: 'abc', idx: 2 },
      replaceState: (...args: unknown[]) => calls.push(args),
    } as unknown as History;
    const location = { search: '?bandeannonce=true&versions=vf', hash: '#top' } as Location;
    replaceAddress('/films/orbite-10002/filters/date-2026-11-23', location, history);
    expect(calls).toEqual([
      [{ key: 'abc', idx: 2 }, '', '/films/orbite-10002/filters/date-2026-11-23?bandeannonce=true#top'],
    ]);
  });
});
