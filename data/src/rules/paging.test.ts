import { describe, expect, it } from 'vitest';
import { newsPageSize } from './constants.ts';
import { lastPage, pageQueryParam } from './paging.ts';

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
