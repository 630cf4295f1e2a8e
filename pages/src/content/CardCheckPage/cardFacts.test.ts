import { describe, expect, it } from 'vitest';
import { cardFacts } from '@marquee/data';
import voucher from '../../fixtures/voucher-valid.fr.json' with { type: 'json' };
import giftCard from '../../fixtures/gift-card-valid.fr.json' with { type: 'json' };

describe('Voucher and gift-card check: the card of a result code 0 (catalogue.txt §5, member-and-shell.txt §3 "content not shown")', () => {
  it('reads the seats and expiry of a voucher from the reference API', () => {
    expect(cardFacts(voucher.card)).toEqual({
      code: 'FR-VALID-0001',
      seats: 1,
      balance: null,
      expiresOn: '2027-06-09',
    });
  });

  it('reads the balance, as a number, and its currency of a gift card', () => {
    expect(cardFacts(giftCard.card)).toEqual({
      code: null,
      seats: null,
      balance: { amount: 50, currency: 'EUR' },
      expiresOn: '2027-11-21',
    });
  });

  it('ignores fields of the wrong type and anything that is not an object', () => {
    expect(cardFacts({ seats: 1.5, balance: 'lots', currency: 'EUR', code: 7 })).toEqual({
      code: null,
      seats: null,
      balance: null,
      expiresOn: null,
    });
    expect(cardFacts({ balance: 20, currency: 'euros' }).balance).toBeNull();
    expect(cardFacts(null)).toEqual({ code: null, seats: null, balance: null, expiresOn: null });
  });
});
