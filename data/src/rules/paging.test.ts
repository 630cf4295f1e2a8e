import { describe, expect, it } from 'vitest';
import { newsPageSize } from './constants.ts';
import { lastPage, newsListHref, newsListQuery, newsTypeToggle, pageQueryParam } from './paging.ts';

describe('catalogue.txt §9 Paging: pages of 23', () => {
  it('counts pages of 23 news or offers', () => {
    expect(newsPageSize).toBe(23);
    expect(lastPage(23, newsPageSize)).toBe(1);
    expect(lastPage(24, newsPageSize)).toBe(2);
    expect(lastPage(0, newsPageSize)).toBe(1);
  });
});

describe('catalogue.txt §5 The page query parameter is an integer with default 1', () => {
  it.each([
    ['3', 3],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['99999999999999999999', 1],
  ])('%j -> %i', (value, page) => {
    expect(pageQueryParam(value)).toBe(page);
  });
});

describe('catalogue.txt §4 News page: "An article-type filter toggles on and off and resets the page to 1"', () => {
  it('reads the page and a known type from the address; an unknown type is no filter', () => {
    expect(newsListQuery('?type=event&page=2')).toEqual({ page: 2, type: 'event' });
    expect(newsListQuery('?type=offer&page=x')).toEqual({ page: 1 });
    expect(newsListQuery('')).toEqual({ page: 1 });
  });

  it('a type toggles on, then off, and either way back to page 1', () => {
    expect(newsTypeToggle({ page: 3 }, 'event')).toEqual({ page: 1, type: 'event' });
    expect(newsTypeToggle({ page: 2, type: 'event' }, 'event')).toEqual({ page: 1 });
    expect(newsTypeToggle({ page: 2, type: 'event' }, 'news')).toEqual({ page: 1, type: 'news' });
  });

  it('page 1 without a filter is the bare list; the filter stays on the pager links', () => {
    expect(newsListHref('/actualites', { page: 1 })).toBe('/actualites');
    expect(newsListHref('/actualites', { page: 2, type: 'news' })).toBe('/actualites?type=news&page=2');
    expect(newsListHref('/actualites', { page: 1, type: 'event' })).toBe('/actualites?type=event');
  });
});
