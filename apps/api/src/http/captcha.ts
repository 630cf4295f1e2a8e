/**
 * Voucher and gift-card checks carry `X-Recaptcha-Response` (catalogue.txt §5).
 * The verifier is pluggable: development accepts one documented test token;
 * with RECAPTCHA_SECRET set (production) the verifier refuses every token
 * until the real reCAPTCHA call is wired (docs/api.md).
 */
export interface CaptchaVerifier {
  readonly name: string;
  verify(token: string): Promise<boolean>;
}

export const developmentCaptchaToken = 'marquee-dev-captcha';

export const developmentCaptcha: CaptchaVerifier = {
  name: 'development',
  verify: async (token) => token === developmentCaptchaToken,
};

export const refusingCaptcha: CaptchaVerifier = {
  name: 'production (not wired: refuses everything)',
  verify: async () => false,
};

export function captchaFromEnvironment(env: Record<string, string | undefined>): CaptchaVerifier {
  if (env.RECAPTCHA_SECRET || env.NODE_ENV === 'production') return refusingCaptcha;
  return developmentCaptcha;
}
