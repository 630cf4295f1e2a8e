import { describe, expect, it } from 'vitest';
import { routeKinds } from '@marquee/data';
import { cinemasPages, contentPages, filmsPages } from './index.ts';

describe('issue 8 "Every route kind of catalogue.txt §2 ... leading to its page"', () => {
  const areas = { filmsPages, cinemasPages, contentPages };

  it('every route kind has exactly one page', () => {
    for (const kind of routeKinds) {
      const owners = Object.entries(areas).filter(([, pages]) => pages[kind] !== undefined);
      expect(
        owners.map(([name]) => name),
        kind,
      ).toHaveLength(1);
    }
  });

  it('no page claims a kind the route table does not know', () => {
    const claimed = Object.values(areas).flatMap((pages) => Object.keys(pages));
    expect(claimed.filter((kind) => !(routeKinds as readonly string[]).includes(kind))).toEqual([]);
  });
});
