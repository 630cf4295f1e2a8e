/** member-and-shell.txt §8: the codes the account calls send the visitor here with, as the fragment. */
export const clientErrorCodes = { 'CLI-ACC-001': 'account', 'CLI-ACC-002': 'favouriteCinemas' } as const;
export type ClientErrorKind = (typeof clientErrorCodes)[keyof typeof clientErrorCodes] | 'other';

export type ClientError =
  /** A client error code in the fragment (#CLI-ACC-001). */
  | { type: 'client'; code: string; kind: ClientErrorKind }
  /** No code: the error page's `errorCode` query parameter, default 404; 410 when a show is gone. */
  | { type: 'status'; status: 404 | 410 };

const codeShape = /^[A-Z]{2,5}(-[A-Z0-9]{1,10}){1,3}$/;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * What the error-client page says (member-and-shell.txt §2 /error-client "carries a fragment with
 * the error code"; Error page "reads an errorCode query parameter, default 404. Code 410 is shown
 * when a show is gone"). A fragment that is no code at all is ignored.
 */
export function clientErrorOf(hash: string, search: string): ClientError {
  const code = decoded(hash.replace(/^#/, '')).trim().toUpperCase();
  if (codeShape.test(code)) {
    const kind = (clientErrorCodes as Record<string, ClientErrorKind | undefined>)[code] ?? 'other';
    return { type: 'client', code, kind };
  }
  return { type: 'status', status: errorPageStatus(search) };
}

/**
 * The status the error page shows and the server answers with (member-and-shell.txt §8 "errorCode
 * 404 / 410"): the address's `errorCode`, 410 when a show is gone, else 404. The fragment's client
 * codes never reach the server: such a page answers 404 and shows its code in the browser.
 */
export function errorPageStatus(search: string): 404 | 410 {
  return new URLSearchParams(search).get('errorCode')?.trim() === '410' ? 410 : 404;
}
