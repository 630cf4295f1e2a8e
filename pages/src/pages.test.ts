import { describe, expect, it } from 'vitest';
import { routeKinds } from '@marquee/data';
import { cinemasPages, contentPages, filmsPages, membersPages } from './index.ts';
import type { PageContext } from './page.ts';

describe('issue 8 "Every route kind of catalogue.txt §2 ... leading to its page"', () => {
  const areas = { filmsPages, cinemasPages, contentPages, membersPages };

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

describe('issue 20: the help-centre results come with the page, not after its code has loaded', () => {
  const context = {
    site: 'fr',
    language: 'fr',
    target: { kind: 'Faq.Results', language: 'fr', params: {} },
    features: {},
    now: '2026-11-26T10:00:00.000Z',
  } as unknown as PageContext;

  it('the server loads search/full for the q of the address (member-and-shell.txt §2 FAQ results page)', () => {
    const page = contentPages['Faq.Results'];
    expect(page?.calls({ ...context, search: '?q=r%C3%A9servation' })).toEqual([
      { id: 'search', query: { q: 'réservation', type: 'faq' } },
    ]);
    expect(page?.calls({ ...context, search: '?q=%20%20' })).toEqual([]);
    expect(page?.calls(context)).toEqual([]);
  });
});
