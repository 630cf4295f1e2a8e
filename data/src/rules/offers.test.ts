import { describe, expect, it } from 'vitest';
import { byOrdering, flagTone, offersBlockOrder } from './offers.ts';

describe('catalogue.txt §3 Offers page header: block order over promotion, event, temporary and ecards', () => {
  it('follows the header order', () => {
    expect(offersBlockOrder(['ecards', 'temporary', 'promotion'])).toEqual(['ecards', 'temporary', 'promotion']);
  });

  it('shows all four blocks in the spec order when the header has no order', () => {
    expect(offersBlockOrder(undefined)).toEqual(['promotion', 'event', 'temporary', 'ecards']);
    expect(offersBlockOrder([])).toEqual(['promotion', 'event', 'temporary', 'ecards']);
  });

  it('drops unknown blocks and repeats', () => {
    expect(offersBlockOrder(['event', 'banner', 'event', 'promotion'])).toEqual(['event', 'promotion']);
  });
});

describe('catalogue.txt §3 Temporary offer ordering', () => {
  it('puts lower ordering first and offers without one last, in their own order', () => {
    const offers = [
      { title: 'c' },
      { title: 'b', ordering: 2 },
      { title: 'd', ordering: null },
      { title: 'a', ordering: 1 },
    ];
    expect(byOrdering(offers).map((offer) => offer.title)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('catalogue.txt §3 Flag colours by number (1 green, 2 yellow, 3 grey, 4 red, 5 blue)', () => {
  it('maps the label colours 1 to 5 and falls back to the brand tone', () => {
    expect(flagTone('1')).toBe('flag1');
    expect(flagTone('5')).toBe('flag5');
    expect(flagTone('6')).toBe('brand');
    expect(flagTone(null)).toBe('brand');
    expect(flagTone('#ff0000')).toBe('brand');
  });
});
