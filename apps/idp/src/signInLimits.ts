import type { RateLimitRule } from './rateLimit.ts';

/**
 * Anti-automation on the provider's forms (the spec sets no numbers; decision 0036). Sign-in
 * attempts count per client and per account, and a successful one is given back, so only failures
 * stay counted: 10 wrong passwords lock an account's sign-in for the rest of its 15 minutes, from
 * any address; one address gets 30 failures in 15 minutes across accounts. Sign-ups and new
 * verification links are counted per client (mail costs), and links per address too.
 */
export interface FormLimits {
  signInPerClient: RateLimitRule;
  signInPerAccount: RateLimitRule;
  signUpPerClient: RateLimitRule;
  linksPerAddress: RateLimitRule;
}

const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;

export const defaultFormLimits: FormLimits = {
  signInPerClient: { bucket: 'sign-in:client', limit: 30, windowMs: fifteenMinutes },
  signInPerAccount: { bucket: 'sign-in:account', limit: 10, windowMs: fifteenMinutes },
  signUpPerClient: { bucket: 'sign-up:client', limit: 20, windowMs: oneHour },
  linksPerAddress: { bucket: 'verification-link:address', limit: 5, windowMs: oneHour },
};
