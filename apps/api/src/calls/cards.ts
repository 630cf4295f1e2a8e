import { and, eq } from 'drizzle-orm';
import type { ApiCalls } from '@marquee/data';
import { vouchers } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { rateLimited, type RateLimitRule } from '../http/rateLimit.ts';
import type { CallContext, Implementation } from '../http/router.ts';

/**
 * Voucher and gift-card checks (catalogue.txt §5 and §7), guarded against
 * guessing (issue 22, decision 0031): a limit per client on every check, a
 * captcha, and a limit per card on failed checks. The spec gives no numbers
 * for these limits; they are ours.
 */

type Impl<K extends keyof ApiCalls> = Implementation<ApiCalls[K]>;

const minutes = (count: number) => count * 60_000;

/** Every check a client makes, right or wrong: bounds guessing across cards and calls to the captcha provider. */
export const cardChecksPerClient: RateLimitRule = { bucket: 'card-check:client', limit: 30, windowMs: minutes(15) };

/**
 * Failed checks of one card, whoever asks: 10 wrong PINs lock the card's check for a day, the
 * right PIN included. A 4-digit PIN then takes 500 days on average to find, a solved captcha each.
 */
export const failedChecksPerCard: RateLimitRule = {
  bucket: 'card-check:card',
  limit: 10,
  windowMs: minutes(24 * 60),
};

/** Result codes: 0 valid (the card follows), 1 unknown code, 3 expired (catalogue.txt §5: non-zero means no card). */
export const unknownVoucherResultCode = 1;

/**
 * `card` is what the per-card limit counts: the voucher code, or the gift card's number without its
 * PIN; `code` is what the table stores.
 */
async function checkCard(context: CallContext, kind: 'voucher' | 'gift-card', card: string, code: string) {
  const perClient = await context.rateLimits.for(cardChecksPerClient).hit(context.client.key, context.at);
  if (!perClient.allowed) throw rateLimited(perClient.retryAfterSeconds);

  // Counted before the check so parallel guesses cannot overtake the count; given back when it was no guess.
  const cards = context.rateLimits.for(failedChecksPerCard);
  const cardKey = `${kind}:${card.toUpperCase()}`;
  const perCard = await cards.hit(cardKey, context.at);
  if (!perCard.allowed) throw rateLimited(perCard.retryAfterSeconds);

  const token = context.headers['x-recaptcha-response'] ?? '';
  let passed = false;
  try {
    passed = await context.captcha.verify(token, context.client.address);
  } finally {
    if (!passed) await cards.refund(cardKey, context.at);
  }
  if (!passed) throw new HttpError(403, 'CAPTCHA_REFUSED', 'The captcha response was refused');

  const [row] = await context.db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.kind, kind), eq(vouchers.site, context.site.code), eq(vouchers.code, code.toUpperCase())))
    .limit(1);
  if (!row) return { resultCode: unknownVoucherResultCode, card: null };
  await cards.refund(cardKey, context.at);
  return { resultCode: row.resultCode, card: row.resultCode === 0 ? row.card : null };
}

export const voucher: Impl<'voucher'> = async (context) =>
  checkCard(context, 'voucher', context.params.code, context.params.code);

export const giftCard: Impl<'giftCard'> = async (context) =>
  checkCard(context, 'gift-card', context.params.a, `${context.params.a}/${context.params.b}`);
