import { describe, expect, it } from 'vitest';
import { newsPageSize } from './constants.ts';
import { lastPage, pageQueryParam, pagerItems } from './paging.ts';

describe('catalogue.txt §9 Paging: first page, last page, window page-1..page+2', () => {
  it.each([
    [1, 1, [1]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 7, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [8, 10, [1, 'gap', 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [2, 4, [1, 2, 3, 4]],
  ])('page %i of %i -> %j', (page, last, items) => {
    expect(pagerItems(page, last)).toEqual(items);
  });

  it('clamps a page outside the range', () => {
    expect(pagerItems(99, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

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
