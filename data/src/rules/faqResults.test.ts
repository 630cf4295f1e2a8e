import { describe, expect, it } from 'vitest';
import { faqResultTarget, faqSearchQuery } from './faqResults.ts';

describe('member-and-shell.txt §2 The FAQ results page searches when q is longer than the minimum length', () => {
  it('searches a non-blank q, trimmed', () => {
    expect(faqSearchQuery('  réservation ')).toBe('réservation');
    expect(faqSearchQuery('a')).toBe('a');
  });

  it('stays in the empty-query state for a missing, blank or oversized q', () => {
    expect(faqSearchQuery(null)).toBeNull();
    expect(faqSearchQuery('   ')).toBeNull();
    expect(faqSearchQuery('x'.repeat(201))).toBeNull();
  });
});

describe('member-and-shell.txt §2 Search links: FAQ article by urlSlug, else by id', () => {
  it('prefers the urlSlug', () => {
    expect(faqResultTarget({ urlSlug: 'online-reservation-1', slug: 'x', id: '1' })).toEqual({
      kind: 'Faq.ArticleBySlug',
      params: { slug: 'online-reservation-1' },
    });
  });

  it('falls back to the id, and to no link without either', () => {
    expect(faqResultTarget({ urlSlug: null, slug: 'x', id: '7' })).toEqual({
      kind: 'Faq.ArticleById',
      params: { id: '7' },
    });
    expect(faqResultTarget({ urlSlug: null, slug: null, id: null })).toBeNull();
  });
});
