import { createContext, useContext } from 'react';
import { addScript } from '../../tracking/thirdParty.ts';

/**
 * Voucher and gift-card checks send a captcha answer in X-Recaptcha-Response (catalogue.txt §5,
 * §7). The site provides a reCAPTCHA v3 solver through `CaptchaContext` (`CaptchaProvider`, with
 * the settings' site key and the configured script, decision 0059); the API verifies each answer
 * (decision 0031).
 */
export interface CaptchaSolver {
  /** A fresh, single-use captcha answer for this check, or null when none could be had (the check shows its warning). */
  solve: (action: CaptchaAction) => Promise<string | null>;
  /** Starts loading the provider's script ahead of the first check (the visitor started typing a code); never fails. */
  warm: () => void;
}

/** reCAPTCHA v3 actions name what is checked (letters, underscores, slashes): the provider reports per action. */
export type CaptchaAction = 'voucher' | 'gift_card';

/** The answer the development API accepts (API_DEV_CAPTCHA=1, decision 0031); the demo's reCAPTCHA stand-in gives it. */
export const developmentCaptchaToken = 'marquee-dev-captcha';

/** Stories and tests: every check passes the development token. Never the site's (decision 0059). */
export const developmentCaptcha: CaptchaSolver = { solve: async () => developmentCaptchaToken, warm: () => {} };

/** No captcha: no site key or no script configured. Every check shows the warning; nothing is loaded. */
export const noCaptcha: CaptchaSolver = { solve: async () => null, warm: () => {} };

/** Outside the site's provider a check has no answer: a page mounted without it fails closed. */
export const CaptchaContext = createContext<CaptchaSolver>(noCaptcha);

export const useCaptcha = () => useContext(CaptchaContext);

/** The longest a check waits for the script, `ready` and `execute` together before it shows the warning. */
export const captchaWaitMs = 10_000;

/** What reCAPTCHA v3's script defines on `window` (the demo's stand-in too). */
interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => PromiseLike<string>;
}

export interface RecaptchaOptions {
  /** The settings' `catCaptchaKey` (member-and-shell.txt §3). */
  siteKey: string | null | undefined;
  /** RECAPTCHA_SCRIPT_URL: an https address or a path on the site (`widgetSource`). */
  scriptUrl: string | null | undefined;
  doc?: Document;
  waitMs?: number;
}

/** The script's address for a site key: reCAPTCHA v3 is asked for with `render=<site key>`. */
export function recaptchaScriptAddress(scriptUrl: string, siteKey: string): string {
  return `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}render=${encodeURIComponent(siteKey)}`;
}

/** The promise's value, or null once `ms` have passed without one. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * reCAPTCHA v3 (decision 0059): with a site key and a script, the script is added once, on
 * demand (the first check, or `warm`), under the page's CSP nonce; each check then asks
 * `grecaptcha.ready` and `grecaptcha.execute(siteKey, {action})` for a fresh token (tokens are
 * single-use). A script that fails to load, no token, or no answer within `waitMs` gives null — the
 * warning, never a hang; a failed load is tried again at the next check. Without a key or a script
 * nothing is loaded and every check gives null.
 */
export function recaptchaSolver({ siteKey, scriptUrl, doc, waitMs = captchaWaitMs }: RecaptchaOptions): CaptchaSolver {
  const key = siteKey?.trim();
  if (!key || !scriptUrl) return noCaptcha;
  const page = () => doc ?? document;
  const api = () => (page().defaultView as (Window & { grecaptcha?: Partial<Grecaptcha> }) | null)?.grecaptcha;
  let loading: Promise<void> | null = null;

  const load = (): Promise<void> => {
    if (loading) return loading;
    // Already on the page (another provider's solver loaded it): nothing to add.
    if (api()?.execute) {
      loading = Promise.resolve();
      return loading;
    }
    const attempt = new Promise<void>((resolve, reject) => {
      const script = addScript(recaptchaScriptAddress(scriptUrl, key), page());
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener(
        'error',
        () => {
          script.remove();
          if (loading === attempt) loading = null;
          reject(new Error(`The captcha script did not load: ${script.src}`));
        },
        { once: true },
      );
    });
    loading = attempt;
    return attempt;
  };

  const token = async (action: CaptchaAction): Promise<string | null> => {
    await load();
    const grecaptcha = api();
    if (typeof grecaptcha?.ready !== 'function' || typeof grecaptcha.execute !== 'function') return null;
    // Called on the object: the provider's functions may read `this`.
    const { ready, execute } = {
      ready: grecaptcha.ready.bind(grecaptcha),
      execute: grecaptcha.execute.bind(grecaptcha),
    };
    await new Promise<void>((resolve) => ready(resolve));
    const answer = await execute(key, { action });
    return typeof answer === 'string' && answer !== '' ? answer : null;
  };

  return {
    solve: (action) => within(token(action), waitMs).catch(() => null),
    warm: () => void load().catch(() => undefined),
  };
}
