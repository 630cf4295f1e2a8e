import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { authCookies, type CookieScope } from './cookies.ts';
import { createSealer } from './sealing.ts';

/**
 * One sign-in between `/auth/sign-in` and `/callback`: the values the callback checks (state,
 * nonce, PKCE verifier) and where the member goes afterwards, sealed in a short HttpOnly cookie
 * sent to `/callback` only. It is read once: the callback clears it whatever happens.
 */
export interface SignInTransaction {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  /** A silent (`prompt=none`) sign-in, started by the page itself. */
  silent: boolean;
  /** Run in the page's sign-in frame (decision 0043): the callback tells the page rather than leaving it. */
  frame?: boolean;
}

/** Long enough to sign up, read the development inbox and come back. */
export const transactionLifetimeSeconds = 10 * 60;
const path = '/callback';

function isTransaction(value: unknown): value is SignInTransaction {
  const tx = value as Partial<SignInTransaction> | null;
  return (
    typeof tx?.state === 'string' &&
    typeof tx.nonce === 'string' &&
    typeof tx.verifier === 'string' &&
    typeof tx.returnTo === 'string' &&
    typeof tx.silent === 'boolean' &&
    (tx.frame === undefined || typeof tx.frame === 'boolean')
  );
}

export function createTransactionStore(secret: string, now: () => Date) {
  const sealer = createSealer(secret, 'sign-in transaction');
  return {
    async write(c: Context, scope: CookieScope, transaction: SignInTransaction): Promise<void> {
      const at = now();
      const expiresAt = Math.floor(at.getTime() / 1000) + transactionLifetimeSeconds;
      setCookie(c, authCookies.transaction, await sealer.seal({ transaction }, expiresAt, at), {
        path,
        httpOnly: true,
        // Lax: sent on the provider's top-level redirect back to /callback, never on a cross-site subrequest.
        sameSite: 'Lax',
        secure: scope.secure,
        maxAge: transactionLifetimeSeconds,
      });
    },
    /** The transaction, cleared from the browser; null when there is none or it does not open. */
    async take(c: Context, scope: CookieScope): Promise<SignInTransaction | null> {
      const value = getCookie(c, authCookies.transaction);
      if (!value) return null;
      deleteCookie(c, authCookies.transaction, { path, secure: scope.secure });
      const payload = await sealer.open(value, now());
      return payload && isTransaction(payload.transaction) ? payload.transaction : null;
    },
  };
}
