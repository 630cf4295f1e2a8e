import type { Context } from 'hono';
import { signInFrameMessageType, type Language, type SignInFrameOutcome } from '@marquee/data';
import { createNonce } from '../security.ts';

/**
 * The last page of a sign-in run in the page's frame (decision 0043): instead of leaving for
 * `returnTo`, it tells the page holding it how sign-in ended, posted to this origin only; the
 * page checks the message comes from its own origin and its own frame. Opened on its own (not in
 * a frame) it goes on to where a full-page sign-in would have gone, and its link does the same
 * without scripts.
 */

const continueWords: Record<Language, string> = { fr: 'Continuer', en: 'Continue', de: 'Weiter', nl: 'Doorgaan' };

/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sign-in frame's own pages and this one: framed by this origin only. */
export const frameAncestorsSelf = "frame-ancestors 'self'";

export function frameOutcomePage(
  c: Context,
  outcome: SignInFrameOutcome,
  { returnTo, language }: { returnTo: string; language: Language },
): Response {
  const nonce = createNonce();
  const next = outcome.outcome === 'failed' ? outcome.location : returnTo;
  const message = { type: signInFrameMessageType, ...outcome };
  const body = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${continueWords[language]}</title>
<script nonce="${nonce}">if (window.parent !== window) window.parent.postMessage(${scriptJson(message)}, location.origin); else location.replace(${scriptJson(next)});</script>
</head><body><p><a href="${escapeHtml(next)}">${continueWords[language]}</a></p></body></html>`;
  return c.html(body, 200, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; ${frameAncestorsSelf}`,
  });
}
