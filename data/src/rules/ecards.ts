/** An e-card as GET ecards sends it (catalogue.txt §3 ecards). */
export interface EcardPrices {
  singleTtcAmount?: number | null;
  ttcAmount?: number | null;
}

/**
 * The seats an e-card holds: its price divided by the price of one seat (catalogue.txt §3 ecards
 * carry both `ttcAmount` and `singleTtcAmount`, no seat count). Null when either is missing.
 */
export function ecardSeats(ecard: EcardPrices): number | null {
  const { ttcAmount, singleTtcAmount } = ecard;
  if (typeof ttcAmount !== 'number' || typeof singleTtcAmount !== 'number' || singleTtcAmount <= 0) return null;
  const seats = ttcAmount / singleTtcAmount;
  return Math.abs(seats - Math.round(seats)) < 0.01 ? Math.round(seats) : null;
}

/**
 * The 5-seat and 3-seat pages (catalogue.txt §2) put their own card first and list the others
 * after it; when no card has that many seats, every card is listed.
 */
export function splitEcards<T extends EcardPrices>(ecards: readonly T[], seats: number): { own: T[]; others: T[] } {
  const own = ecards.filter((ecard) => ecardSeats(ecard) === seats);
  if (own.length === 0) return { own: [...ecards], others: [] };
  return { own, others: ecards.filter((ecard) => !own.includes(ecard)) };
}
