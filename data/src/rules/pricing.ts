import type { CinemaDetails } from '../model/cinema.ts';
type Pricing = NonNullable<CinemaDetails['pricing']>;

export interface PriceRow {
  label: string;
  amount: number | string;
  /** The footnote number (1-based) of the price's terms; null when it has none or names no term. */
  termNumber: number | null;
}

export interface PriceTable {
  prices: PriceRow[];
  /** Additional prices under their parent's label; the ungrouped ones (parent null) first. */
  complements: { parent: string | null; prices: { label: string; amount: number | string }[] }[];
  /** Numbered in order: term n is footnote n. */
  terms: string[];
  globalTerms: string | null;
}

/**
 * catalogue.txt §3 Cinema details pricing: each price points at its terms by index; the page
 * numbers terms from 1 as footnotes. An index beyond the list is ignored rather than shown as a
 * footnote leading nowhere.
 */
export function priceTable(pricing: Pricing): PriceTable {
  const termNumber = (index: number | null) =>
    index !== null && Number.isInteger(index) && index >= 0 && index < pricing.terms.length ? index + 1 : null;
  return {
    prices: pricing.prices.map((price) => ({
      label: price.label,
      amount: price.amount,
      termNumber: termNumber(price.termsIndex),
    })),
    complements: [
      ...pricing.complements.filter((group) => group.parent === null),
      ...pricing.complements.filter((group) => group.parent !== null),
    ],
    terms: pricing.terms,
    globalTerms: pricing.globalTerms?.trim() || null,
  };
}

/** Whether the pricing has anything to show. */
export function hasPrices(pricing: Pricing | null): pricing is Pricing {
  return pricing !== null && (pricing.prices.length > 0 || pricing.complements.length > 0);
}
