import { describe, expect, it } from 'vitest';
import { decodeFilters, encodeFilters, filtersBaseUrl, filtersFromQuery } from './filters.ts';

const split = (suffix: string) => suffix.split('/').slice(2);

describe('member-and-shell.txt §2 Filters in the address', () => {
  it('writes /filters/{key}-{v1,v2} in the spec key order, lists sorted and deduplicated', () => {
    expect(
      encodeFilters({
        genres: ['drame', 'action'],
        tags: ['imax', '3d', 'imax'],
        date: '2026-03-29',
        localisation: 'paris',
        versions: ['vost'],
      }),
    ).toBe('/filters/date-2026-03-29/tags-3d,imax/localisation-paris/versions-vost/genres-action,drame');
  });

  it('writes nothing when no filter is chosen', () => {
    expect(encodeFilters({})).toBe('');
    expect(encodeFilters({ tags: [], date: '' })).toBe('');
    expect(encodeFilters(undefined)).toBe('');
  });

  it('reads back what it writes, including values that need escaping', () => {
    const filters = { date: '2026-10-25', localisation: 'den haag', tags: ['avp-equipe', 'dolby'], genres: ['sci,fi'] };
    expect(decodeFilters(split(encodeFilters(filters)))).toEqual({ ok: true, value: filters });
  });

  it('reads lists in any order as the sorted list', () => {
    expect(decodeFilters(['tags-imax,3d', 'date-2026-03-29'])).toEqual({
      ok: true,
      value: { tags: ['3d', 'imax'], date: '2026-03-29' },
    });
  });

  it.each([
    [[], 'no filter'],
    [['colour-red'], 'unknown filter'],
    [['date'], 'empty'],
    [['tags-'], 'empty'],
    [['tags-3d,'], 'empty'],
    [['date-2026-03-29,2026-03-30'], 'one value'],
    [['localisation-a,b'], 'one value'],
    [['date-2026-02-30'], 'not a date'],
    [['date-tomorrow'], 'not a date'],
    [['tags-3d', 'tags-imax'], 'twice'],
    [['tags-%E0%A4%A'], 'malformed'],
  ])('refuses %j cleanly (%s), without throwing', (segments, reason) => {
    const result = decodeFilters(segments);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });

  it('takes the base URL as the path truncated at /filters', () => {
    expect(filtersBaseUrl('/en/cinemas/wepler/filters/date-2026-03-29/tags-3d#info')).toBe('/en/cinemas/wepler');
    expect(filtersBaseUrl('/films?x=1')).toBe('/films');
    expect(filtersBaseUrl('/filters/tags-3d')).toBe('/');
  });
});

describe('issue 9 works without JavaScript: the filter form submission read as address filters', () => {
  const read = (query: string) => filtersFromQuery(new URLSearchParams(query));

  it('ignores a query that names no filter field', () => {
    expect(read('bandeannonce=true')).toBeNull();
    expect(read('')).toBeNull();
  });

  it('reads repeated and comma-separated list fields, sorted, and single date and localisation', () => {
    expect(read('date=2026-11-23&versions=vost&versions=vf&tags=imax,3d&localisation=marquee-alesia')).toEqual({
      ok: true,
      value: { date: '2026-11-23', versions: ['vf', 'vost'], tags: ['3d', 'imax'], localisation: 'marquee-alesia' },
    });
  });

  it('drops empty fields: an empty localisation (all cinemas) or no box ticked clears that filter', () => {
    expect(read('date=2026-11-23&localisation=&versions=')).toEqual({ ok: true, value: { date: '2026-11-23' } });
    expect(read('localisation=')).toEqual({ ok: true, value: {} });
  });

  it('refuses what the address refuses: an impossible date, two localisations', () => {
    expect(read('date=2026-02-30')).toMatchObject({ ok: false });
    expect(read('localisation=a&localisation=b')).toMatchObject({ ok: false });
  });
});
