/**
 * What the page shows of a checked card. The spec keeps the card opaque ("content not shown",
 * member-and-shell.txt §3); the reference API answers `{code, type, seats, expiresOn}` for a voucher
 * and `{balance, currency, expiresOn}` for a gift card. Known fields of the right type are read;
 * anything else is ignored.
 */
export interface CardFacts {
  code: string | null;
  seats: number | null;
  balance: { amount: number; currency: string } | null;
  expiresOn: string | null;
}

const currencyCode = /^[A-Z]{3}$/;

export function cardFacts(card: unknown): CardFacts {
  const record = typeof card === 'object' && card !== null ? (card as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const amount = typeof record.balance === 'number' ? record.balance : Number(text(record.balance) ?? Number.NaN);
  const currency = text(record.currency);
  const seats = record.seats;
  return {
    code: text(record.code),
    seats: typeof seats === 'number' && Number.isInteger(seats) && seats >= 0 ? seats : null,
    balance: Number.isFinite(amount) && currency && currencyCode.test(currency) ? { amount, currency } : null,
    expiresOn: text(record.expiresOn),
  };
}
