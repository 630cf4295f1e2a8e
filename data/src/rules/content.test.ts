import { describe, expect, it } from 'vitest';
import { footerFaqQuestions, foundTag, homeNews, seasonSeoDescription, voucherCard } from './content.ts';

describe('member-and-shell.txt §2 Footer: FAQ questions lacking title or description are dropped', () => {
  it('keeps only complete questions', () => {
    const questions = [
      { title: 'Refund?', description: 'Yes.' },
      { title: '', description: 'No title' },
      { title: 'No description', description: null },
      { title: '  ', description: 'Blank title' },
      { description: 'Missing title' },
    ];
    expect(footerFaqQuestions(questions)).toEqual([{ title: 'Refund?', description: 'Yes.' }]);
  });
});

describe('catalogue.txt §5 Voucher lookup: result code 0 gives the card, any other none', () => {
  const card = { label: 'Cinecarte', balance: 3 };
  it.each([
    [0, card],
    ['0', card],
    [1, null],
    [-1, null],
    [null, null],
  ])('result code %j', (resultCode, expected) => {
    expect(voucherCard({ resultCode, card })).toEqual(expected);
  });
  it('gives none when code 0 comes without a card', () => {
    expect(voucherCard({ resultCode: 0, card: null })).toBeNull();
  });
});

describe('catalogue.txt §5 / §8 A single-tag lookup with a null title is tag not found', () => {
  it('finds a tag with a title and refuses a null title or no tag', () => {
    expect(foundTag({ slug: 'imax', title: 'IMAX' })).toEqual({ ok: true, value: { slug: 'imax', title: 'IMAX' } });
    expect(foundTag({ slug: 'imax', title: null })).toEqual({ ok: false, error: 'tag-not-found' });
    expect(foundTag(null)).toEqual({ ok: false, error: 'tag-not-found' });
  });
});

describe('catalogue.txt §9 / member §9 list limits', () => {
  it('the home shows the first 4 news pushes', () => {
    expect(homeNews([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4]);
    expect(homeNews([1, 2])).toEqual([1, 2]);
  });

  it('a season SEO description is cut to 100 characters', () => {
    expect(seasonSeoDescription('é'.repeat(150))).toBe('é'.repeat(100));
    expect(seasonSeoDescription('short')).toBe('short');
  });
});
