import type { Address } from '../model/cinema.ts';
const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/**
 * The address line of a cinema's card (issue 20): street, postal code and city. A card is headed by
 * the cinema, so its address does not begin with the theater's name again, as `Address.full` does
 * (that one line is for a map search or a calendar entry).
 */
export function cardAddress(address: Address | null | undefined): string | null {
  if (!address) return null;
  const cityLine = [address.postalCode, address.city].filter(present).join(' ');
  return [address.address, cityLine].filter(present).join(', ') || null;
}
