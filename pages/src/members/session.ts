import { readDocumentCookie } from '@marquee/data';

/**
 * The site's answer to `GET /auth/session` (docs/decisions/0037-member-sessions.md): who is
 * signed in, never a token. `resumeSignIn`: the spec's sign-in cookie is there without a session
 * (member §4 Route guard), so the page tries a silent sign-in. `signInFrame`: sign-in runs in the
 * page's frame (decision 0043), else by full-page redirect.
 */
export type SessionAnswer =
  | { signedIn: false; resumeSignIn?: boolean; signInFrame?: boolean }
  | { signedIn: true; clientId: string; name: string | null; email: string; emailVerified: boolean };

export type SignedInSession = Extract<SessionAnswer, { signedIn: true }>;

export const sessionPath = '/auth/session';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads the answer loosely: anything that is not a signed-in session with a client id counts as signed out. */
export function toSessionAnswer(json: unknown): SessionAnswer {
  if (typeof json !== 'object' || json === null) return { signedIn: false };
  const answer = json as Record<string, unknown>;
  const clientId = text(answer.clientId);
  if (answer.signedIn === true && clientId) {
    return {
      signedIn: true,
      clientId,
      name: text(answer.name),
      email: text(answer.email) ?? '',
      emailVerified: answer.emailVerified === true,
    };
  }
  return {
    signedIn: false,
    ...(answer.resumeSignIn === true ? { resumeSignIn: true } : {}),
    ...(answer.signInFrame === true ? { signInFrame: true } : {}),
  };
}

/** Asks the page's own site who is signed in. A failure counts as signed out: public pages never depend on it. */
export async function fetchSession(fetchImpl: typeof fetch = fetch): Promise<SessionAnswer> {
  try {
    const response = await fetchImpl(sessionPath, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    return response.ok ? toSessionAnswer(await response.json()) : { signedIn: false };
  } catch {
    return { signedIn: false };
  }
}

/** The readable cookie the site sets when the provider could not start a sign-in (decision 0037). */
export const authErrorCookie = 'marquee_auth_error';

/**
 * Whether the last sign-in could not start because the provider was away; the cookie is deleted
 * once read, so the alert shows once.
 */
export function takeSignInUnavailable(): boolean {
  if (readDocumentCookie(authErrorCookie) !== 'unavailable') return false;
  document.cookie = `${authErrorCookie}=; Max-Age=0; Path=/; SameSite=Lax`;
  return true;
}
