import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Pager } from './Pager.tsx';
import { pagerItems } from './pagerItems.ts';

describe('catalogue.txt §9 Paging: first page, last page, window page-1..page+2', () => {
  it.each([
    [1, 1, [1]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 7, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [8, 10, [1, 'gap', 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [2, 4, [1, 2, 3, 4]],
  ] as const)('page %i of %i -> %j', (page, last, items) => {
    expect(pagerItems(page, last)).toEqual(items);
  });
});

describe('pagerItems', () => {
  it('catalogue.txt §9 Paging: first, last and page-1..page+2, with gaps (20 pages)', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 12, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('catalogue.txt §9 Paging: no gap where the window touches an end', () => {
    expect(pagerItems(2, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pagerItems(19, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('catalogue.txt §9 Paging: one page, and pages out of range held to the ends', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(0, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pagerItems(99, 5)).toEqual([1, 'gap', 4, 5]);
  });
});

describe('Pager', () => {
  const labels = {
    label: 'Pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (page: number) => `Page ${page}`,
  };

  it('links every page it shows, marks the current one, and links previous and next', async () => {
    const screen = await render(
      <Pager page={10} pageCount={20} hrefForPage={(page) => `/news?page=${page}`} {...labels} />,
    );
    const names = screen
      .getByRole('link')
      .all()
      .map((link) => link.element().textContent);
    expect(names).toEqual(['Previous', '1', '9', '10', '11', '12', '20', 'Next']);
    await expect.element(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('link', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    await expect.element(screen.getByRole('link', { name: 'Page 20' })).toHaveAttribute('href', '/news?page=20');
    await expect.element(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/news?page=9');
    await expect.element(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/news?page=11');
  });

  it('leaves out previous on the first page and next on the last', async () => {
    const screen = await render(
      <>
        <Pager page={1} pageCount={3} hrefForPage={(page) => `?page=${page}`} {...labels} label="First" />
        <Pager page={3} pageCount={3} hrefForPage={(page) => `?page=${page}`} {...labels} label="Last" />
      </>,
    );
    const first = screen.getByRole('navigation', { name: 'First' });
    const last = screen.getByRole('navigation', { name: 'Last' });
    expect(first.getByRole('link', { name: 'Previous' }).query()).toBeNull();
    expect(last.getByRole('link', { name: 'Next' }).query()).toBeNull();
  });
});
