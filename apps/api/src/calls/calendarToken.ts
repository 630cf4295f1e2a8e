import { createHash, randomBytes } from 'node:crypto';

/**
 * The calendar feed's secret (decision 0042): 256 random bits, base64url in the feed's path. The
 * database keeps only its SHA-256: a leaked table gives no feed's address, and since the token is
 * random and long, a plain digest (no salt, no slow hash) is enough to make it unguessable.
 */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

export function feedTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
