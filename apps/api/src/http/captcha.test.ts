import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { siteverifyTokens, startSiteverify, type Siteverify } from '../test/siteverify.ts';
import {
  captchaFromEnvironment,
  developmentCaptchaAllowed,
  developmentCaptchaToken,
  recaptchaVerifier,
} from './captcha.ts';

/**
 * Issue 22: "the development captcha token is accepted by the API `npm start` runs".
 * The real verification is an HTTP POST to reCAPTCHA's siteverify endpoint; with no
 * internet here it goes to a loopback server that plays the provider's documented
 * answers (test/siteverify.ts).
 */

const secret = 'recaptcha-secret-for-tests';
let provider: Siteverify;

beforeAll(async () => {
  provider = await startSiteverify(secret);
});

afterAll(async () => {
  await provider.close();
});

describe('the development token is accepted in development only (issue 22)', () => {
  it('is refused in production, even with API_DEV_CAPTCHA=1, and without the flag outside development', async () => {
    expect(developmentCaptchaAllowed({ NODE_ENV: 'production', API_DEV_CAPTCHA: '1' })).toBe(false);
    expect(developmentCaptchaAllowed({ NODE_ENV: 'production' })).toBe(false);
    expect(developmentCaptchaAllowed({})).toBe(false);
    expect(developmentCaptchaAllowed({ NODE_ENV: 'test' })).toBe(false);
    for (const env of [{ NODE_ENV: 'production', API_DEV_CAPTCHA: '1' }, {}, { NODE_ENV: 'test' }]) {
      expect(await captchaFromEnvironment(env).verify(developmentCaptchaToken)).toBe(false);
    }
  });

  it('is accepted with NODE_ENV=development or API_DEV_CAPTCHA=1 (what `npm start` and the e2e stack set)', async () => {
    for (const env of [
      { NODE_ENV: 'development' },
      { API_DEV_CAPTCHA: '1' },
      { NODE_ENV: 'test', API_DEV_CAPTCHA: '1' },
    ]) {
      const verifier = captchaFromEnvironment(env);
      expect(await verifier.verify(developmentCaptchaToken)).toBe(true);
      expect(await verifier.verify('anything-else')).toBe(false);
    }
  });

  it('is refused once RECAPTCHA_SECRET is set, even in development: the provider decides', async () => {
    const verifier = captchaFromEnvironment({
      NODE_ENV: 'development',
      API_DEV_CAPTCHA: '1',
      RECAPTCHA_SECRET: secret,
      RECAPTCHA_VERIFY_URL: provider.url,
    });
    expect(await verifier.verify(developmentCaptchaToken)).toBe(false);
    expect(provider.requests.at(-1)?.form.response).toBe(developmentCaptchaToken);
  });
});

describe('a configured secret leads to a real siteverify POST (issue 22)', () => {
  const verifier = () => recaptchaVerifier({ secret, url: provider.url });

  it('posts the secret, the answer and the client address as a form, and passes a solved answer', async () => {
    const before = provider.requests.length;
    expect(await verifier().verify(siteverifyTokens.good, '203.0.113.7')).toBe(true);
    expect(provider.requests.slice(before)).toEqual([
      {
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        form: { secret, response: siteverifyTokens.good, remoteip: '203.0.113.7' },
      },
    ]);
  });

  it('refuses an answer the provider rejects, and a v3 score under the threshold', async () => {
    expect(await verifier().verify('forged-answer')).toBe(false);
    expect(await verifier().verify(siteverifyTokens.lowScore)).toBe(false);
    expect(await verifier().verify(siteverifyTokens.highScore)).toBe(true);
    expect(await recaptchaVerifier({ secret: 'wrong-secret', url: provider.url }).verify(siteverifyTokens.good)).toBe(
      false,
    );
  });

  it('answers 503 CAPTCHA_UNAVAILABLE with Retry-After when the provider fails or cannot be reached', async () => {
    const outage = verifier().verify(siteverifyTokens.outage);
    await expect(outage).rejects.toBeInstanceOf(HttpError);
    await expect(outage).rejects.toMatchObject({ status: 503, code: 'CAPTCHA_UNAVAILABLE' });
    const unreachable = recaptchaVerifier({ secret, url: 'http://127.0.0.1:1/siteverify' }).verify('x');
    await expect(unreachable).rejects.toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
  });

  it('reads RECAPTCHA_MIN_SCORE and refuses a malformed one at start', async () => {
    const strict = captchaFromEnvironment({
      RECAPTCHA_SECRET: secret,
      RECAPTCHA_VERIFY_URL: provider.url,
      RECAPTCHA_MIN_SCORE: '0.95',
    });
    expect(await strict.verify(siteverifyTokens.highScore)).toBe(false);
    expect(() => captchaFromEnvironment({ RECAPTCHA_SECRET: secret, RECAPTCHA_MIN_SCORE: 'high' })).toThrow(
      /RECAPTCHA_MIN_SCORE/,
    );
  });
});
