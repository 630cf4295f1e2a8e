import { HttpError } from '../errors.ts';
import { apiLogger } from './logging.ts';

/**
 * Voucher and gift-card checks carry `X-Recaptcha-Response` (catalogue.txt §5),
 * a Google reCAPTCHA answer. Which verifier runs (decision 0031):
 * - `RECAPTCHA_SECRET` set: the real check, a POST to reCAPTCHA's siteverify
 *   endpoint (`RECAPTCHA_VERIFY_URL` overrides it) with the secret, the answer
 *   and the client's address;
 * - otherwise, in development only (`NODE_ENV=development`, or
 *   `API_DEV_CAPTCHA=1` outside production): the one documented test token;
 * - otherwise every answer is refused: a production API never takes the
 *   development token, with or without a secret.
 */
export interface CaptchaVerifier {
  readonly name: string;
  /** True when the answer is good; throws a 503 HttpError when the provider cannot say. */
  verify(token: string, remoteAddress?: string | null): Promise<boolean>;
}

export const developmentCaptchaToken = 'marquee-dev-captcha';

/** https://developers.google.com/recaptcha/docs/verify */
export const recaptchaVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores answers from 0 (a bot) to 1; Google's suggested threshold. v2 answers carry no score. */
export const defaultRecaptchaMinScore = 0.5;
/** A check waits this long for the provider before answering 503. */
export const recaptchaTimeoutMs = 5000;

export const developmentCaptcha: CaptchaVerifier = {
  name: 'development token',
  verify: async (token) => token === developmentCaptchaToken,
};

export const refusingCaptcha: CaptchaVerifier = {
  name: 'none configured (refuses every answer)',
  verify: async () => false,
};

const unavailable = () =>
  new HttpError(503, 'CAPTCHA_UNAVAILABLE', 'The captcha could not be checked; try again shortly', null, {
    'retry-after': '5',
  });

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  'error-codes'?: unknown;
}

export function recaptchaVerifier({
  secret,
  url = recaptchaVerifyUrl,
  minScore = defaultRecaptchaMinScore,
  fetch = globalThis.fetch,
}: {
  secret: string;
  url?: string;
  minScore?: number;
  fetch?: typeof globalThis.fetch;
}): CaptchaVerifier {
  return {
    name: `reCAPTCHA (${new URL(url).host})`,
    async verify(token, remoteAddress) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteAddress) form.set('remoteip', remoteAddress);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(recaptchaTimeoutMs),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        apiLogger().warn({ err: error }, 'captcha provider failed');
        throw unavailable();
      }
      if (answer.success !== true) return false;
      return typeof answer.score !== 'number' || answer.score >= minScore;
    },
  };
}

/** The development token: NODE_ENV=development, or API_DEV_CAPTCHA=1 anywhere but production. */
export function developmentCaptchaAllowed(env: Record<string, string | undefined>): boolean {
  if (env.NODE_ENV === 'production') return false;
  return env.NODE_ENV === 'development' || env.API_DEV_CAPTCHA === '1';
}

export function captchaFromEnvironment(
  env: Record<string, string | undefined>,
  fetch?: typeof globalThis.fetch,
): CaptchaVerifier {
  if (env.RECAPTCHA_SECRET) {
    const minScore = env.RECAPTCHA_MIN_SCORE === undefined ? undefined : Number(env.RECAPTCHA_MIN_SCORE);
    if (minScore !== undefined && !(minScore >= 0 && minScore <= 1)) {
      throw new Error(`RECAPTCHA_MIN_SCORE: "${env.RECAPTCHA_MIN_SCORE}" is not a number from 0 to 1`);
    }
    return recaptchaVerifier({
      secret: env.RECAPTCHA_SECRET,
      url: env.RECAPTCHA_VERIFY_URL || undefined,
      minScore,
      fetch,
    });
  }
  return developmentCaptchaAllowed(env) ? developmentCaptcha : refusingCaptcha;
}
