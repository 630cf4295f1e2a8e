import { describe, expect, it } from 'vitest';
import { toCinemaDetails, wireCinemaDetails, hasPrices, priceTable } from '@marquee/data';
import cinemaFr from '../../fixtures/cinema.fr.json' with { type: 'json' };

const pricing = toCinemaDetails(wireCinemaDetails.parse(cinemaFr)).pricing;

describe('pricing pop-in (catalogue.txt §3 Cinema details pricing)', () => {
  it('numbers each price’s terms from 1 (terms index 0 is footnote 1)', () => {
    if (!pricing) throw new Error('The fixture has pricing');
    const table = priceTable(pricing);
    expect(table.prices.map((price) => [price.label, price.termNumber])).toEqual([
      ['Plein tarif', null],
      ['Moins de 14 ans', 1],
      ['Étudiants', 1],
      ['Seniors', 2],
    ]);
    expect(table.terms).toHaveLength(2);
    expect(table.globalTerms).toBe('Tarifs valables dans ce cinéma, toutes séances.');
  });

  it('groups additional prices by parent, the ungrouped ones first', () => {
    if (!pricing) throw new Error('The fixture has pricing');
    expect(priceTable(pricing).complements.map((group) => [group.parent, group.prices.length])).toEqual([
      [null, 1],
      ['Suppléments technologies', 2],
    ]);
  });

  it('a terms index naming no term gives no footnote; blank global terms are none', () => {
    const table = priceTable({
      prices: [{ label: 'A', amount: 1, termsIndex: 3 }],
      complements: [],
      terms: ['only one'],
      globalTerms: '  ',
    });
    expect(table.prices[0]?.termNumber).toBeNull();
    expect(table.globalTerms).toBeNull();
  });

  it('no pricing, or pricing without prices, has nothing to show', () => {
    expect(hasPrices(null)).toBe(false);
    expect(hasPrices({ prices: [], complements: [], terms: ['x'], globalTerms: null })).toBe(false);
    expect(hasPrices(pricing)).toBe(true);
  });
});
