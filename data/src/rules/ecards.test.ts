import { describe, expect, it } from 'vitest';
import { ecardSeats, splitEcards } from './ecards.ts';

const five = { label: 'CinéCarte 5 places', singleTtcAmount: 10.5, ttcAmount: 52.5 };
const three = { label: 'CinéCarte 3 places', singleTtcAmount: 10.5, ttcAmount: 31.5 };

describe('catalogue.txt §2 E-cards 5 seats and 3 seats, from §3 ecards (singleTtcAmount, ttcAmount)', () => {
  it('reads the seats from the card price and the seat price', () => {
    expect(ecardSeats(five)).toBe(5);
    expect(ecardSeats(three)).toBe(3);
  });

  it('gives no seat count without both prices or for a price that is no whole number of seats', () => {
    expect(ecardSeats({ ttcAmount: 52.5 })).toBeNull();
    expect(ecardSeats({ ttcAmount: 52.5, singleTtcAmount: 0 })).toBeNull();
    expect(ecardSeats({ ttcAmount: 50, singleTtcAmount: 10.5 })).toBeNull();
  });

  it('puts the page’s own card first and the others after it', () => {
    expect(splitEcards([five, three], 3)).toEqual({ own: [three], others: [five] });
    expect(splitEcards([five, three], 5)).toEqual({ own: [five], others: [three] });
  });

  it('lists every card when none has the page’s seat count', () => {
    expect(splitEcards([five], 3)).toEqual({ own: [five], others: [] });
    expect(splitEcards([], 5)).toEqual({ own: [], others: [] });
  });
});
