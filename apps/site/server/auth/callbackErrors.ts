/**
 * member-and-shell.txt §8 "IDP-…": what the provider's answer at /callback means for the member.
 * Messages starting with `IDP-` are passed on as they are; `login_required` is no error (a silent
 * sign-in found no provider session: the page simply stays signed out); anything else is `IDP-NR`.
 * `access_denied` is the member going back to the site from the provider's page (apps/idp's
 * "back" link): the full-page equivalent of closing the spec's frame, not an error either. A
 * silent sign-in (`prompt=none`, started by the page, not the member) that the provider could
 * only finish with the member (OpenID Connect Core §3.1.2.6) is `login_required` by another name.
 */
export type CallbackOutcome = { kind: 'none' } | { kind: 'error'; code: string };

/** A code safe to put in the error page's fragment. */
const providerCode = /^IDP-[A-Za-z0-9_.-]{1,60}$/;
const notErrors = new Set(['login_required', 'access_denied']);
const needsTheMember = new Set(['interaction_required', 'consent_required', 'account_selection_required']);

export const unknownProviderError = 'IDP-NR';

export function callbackErrorOutcome(
  error: string,
  description: string | null | undefined,
  silent: boolean,
): CallbackOutcome {
  if (notErrors.has(error) || (silent && needsTheMember.has(error))) return { kind: 'none' };
  for (const message of [error, description ?? '']) {
    if (providerCode.test(message)) return { kind: 'error', code: message };
  }
  return { kind: 'error', code: unknownProviderError };
}
