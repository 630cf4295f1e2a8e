import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaWaitMs, developmentCaptchaToken, recaptchaSolver } from './captcha.ts';

/**
 * Decision 0059: the card checks' reCAPTCHA v3 solver (catalogue.txt §5 "X-Recaptcha-Response";
 * member-and-shell.txt §3 `catCaptchaKey`, §8 the failed check's warning), in a real browser: the
 * demo's stand-in script as the API serves it (here from the repository, through the test server),
 * or a `grecaptcha` on window where a test needs answers the stand-in does not give.
 */

/** The demo's stand-in of reCAPTCHA's script (apps/api/src/demo/widgets/recaptcha.js), through the test server. */
const standIn = '/apps/api/src/demo/widgets/recaptcha.js';
const siteKey = 'marquee-dev-captcha-site-key';

type Host = Window & { grecaptcha?: unknown };

/** The scripts the solver added: asked with `render=<site key>`. */
const captchaScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="render="]')];

afterEach(() => {
  vi.useRealTimers();
  for (const script of captchaScripts()) script.remove();
  document.head.querySelector('script[data-test-nonce]')?.remove();
  delete (window as Host).grecaptcha;
});

/** The page's own nonced script, as the site's document has (decision 0053 reads the nonce from it). */
function pageNonce(nonce: string): void {
  const script = document.createElement('script');
  script.setAttribute('nonce', nonce);
  script.dataset.testNonce = '';
  document.head.prepend(script);
}

describe('decision 0059: the reCAPTCHA v3 solver', () => {
  it('without a site key or a script, loads nothing and answers no token: the check shows its warning', async () => {
    for (const solver of [
      recaptchaSolver({ siteKey: null, scriptUrl: standIn }),
      recaptchaSolver({ siteKey: ' ', scriptUrl: standIn }),
      recaptchaSolver({ siteKey, scriptUrl: null }),
    ]) {
      solver.warm();
      expect(await solver.solve('voucher')).toBeNull();
    }
    expect(captchaScripts()).toEqual([]);
  });

  it('loads the script once, on demand, with render=<site key> under the page nonce; every check asks execute for its own token', async () => {
    pageNonce('page-nonce');
    const solver = recaptchaSolver({ siteKey, scriptUrl: standIn });
    expect(captchaScripts()).toEqual([]);
    // The visitor starts typing: the script starts loading; more keystrokes add nothing.
    solver.warm();
    solver.warm();
    expect(await solver.solve('voucher')).toBe(developmentCaptchaToken);
    const { grecaptcha } = window as Host as {
      grecaptcha: { execute: (key: string, options: { action: string }) => unknown };
    };
    const execute = vi.spyOn(grecaptcha, 'execute');
    expect(await solver.solve('gift_card')).toBe(developmentCaptchaToken);
    expect(await solver.solve('gift_card')).toBe(developmentCaptchaToken);
    expect(execute.mock.calls).toEqual([
      [siteKey, { action: 'gift_card' }],
      [siteKey, { action: 'gift_card' }],
    ]);
    const scripts = captchaScripts();
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0]?.src ?? '').search).toBe(`?render=${siteKey}`);
    expect(scripts[0]?.nonce).toBe('page-nonce');
  });

  it('a fresh token per check: the same code checked twice asks twice (tokens are single-use)', async () => {
    let issued = 0;
    (window as Host).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: async () => `token-${++issued}`,
    };
    const solver = recaptchaSolver({ siteKey, scriptUrl: standIn });
    expect(await solver.solve('voucher')).toBe('token-1');
    expect(await solver.solve('voucher')).toBe('token-2');
    // Already on the page: no second copy of the script.
    expect(captchaScripts()).toEqual([]);
  });

  it('a script that does not load answers no token, and the next check tries to load it again', async () => {
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLScriptElement) added.push(node.src);
      }
    });
    observer.observe(document.head, { childList: true });
    // Nothing listens on the discard port: the load fails at once.
    const solver = recaptchaSolver({ siteKey, scriptUrl: 'http://127.0.0.1:9/captcha.js' });
    expect(await solver.solve('voucher')).toBeNull();
    expect(await solver.solve('voucher')).toBeNull();
    observer.disconnect();
    expect(added).toEqual([
      `http://127.0.0.1:9/captcha.js?render=${siteKey}`,
      `http://127.0.0.1:9/captcha.js?render=${siteKey}`,
    ]);
    // A failed script leaves nothing behind.
    expect(captchaScripts()).toEqual([]);
  });

  it('never hangs: no token within the bounded wait is no token', async () => {
    vi.useFakeTimers();
    (window as Host).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: () => new Promise<string>(() => {}),
    };
    const answer = recaptchaSolver({ siteKey, scriptUrl: standIn }).solve('voucher');
    await vi.advanceTimersByTimeAsync(captchaWaitMs - 1);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBeNull();
  });

  it('an empty answer or a refused one (another site key) is no token', async () => {
    (window as Host).grecaptcha = { ready: (callback: () => void) => callback(), execute: async () => '' };
    expect(await recaptchaSolver({ siteKey, scriptUrl: standIn }).solve('voucher')).toBeNull();
    (window as Host).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: () => Promise.reject(new Error('Invalid site key')),
    };
    expect(await recaptchaSolver({ siteKey, scriptUrl: standIn }).solve('voucher')).toBeNull();
  });
});
