import { offersBlocks } from '../contract/values.ts';

export type OffersBlock = (typeof offersBlocks)[number];

/**
 * catalogue.txt §3 Offers page header "block order over promotion, event, temporary and ecards":
 * the header's order, each block once; without an order, all four in the spec's order.
 */
export function offersBlockOrder(blockOrder: readonly string[] | null | undefined): OffersBlock[] {
  if (!blockOrder || blockOrder.length === 0) return [...offersBlocks];
  const known = blockOrder.filter((block): block is OffersBlock => (offersBlocks as readonly string[]).includes(block));
  return [...new Set(known)];
}

/** catalogue.txt §3 Temporary offer `ordering`: lower first; offers without one keep their place at the end. */
export function byOrdering<T extends { ordering?: number | null }>(offers: readonly T[]): T[] {
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => (a.offer.ordering ?? Infinity) - (b.offer.ordering ?? Infinity) || a.index - b.index)
    .map(({ offer }) => offer);
}

/** catalogue.txt §3 "Flag colours by number: 1 green ... 5 blue": a promotion label colour as a badge tone. */
export function flagTone(
  labelColor: string | null | undefined,
): 'flag1' | 'flag2' | 'flag3' | 'flag4' | 'flag5' | 'brand' {
  const number = Number(labelColor);
  return Number.isInteger(number) && number >= 1 && number <= 5
    ? (`flag${number}` as `flag${1 | 2 | 3 | 4 | 5}`)
    : 'brand';
}
