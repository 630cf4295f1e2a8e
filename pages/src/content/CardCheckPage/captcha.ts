import { createContext, useContext } from 'react';

/**
 * Voucher and gift-card checks send a captcha answer in X-Recaptcha-Response (catalogue.txt §5).
 * No reCAPTCHA widget is wired yet, so the default answers the development token, which the API
 * accepts in development only (API_DEV_CAPTCHA=1, decision 0031; with RECAPTCHA_SECRET it asks
 * reCAPTCHA); the site provides the real solver through this context once it exists.
 */
export interface CaptchaSolver {
  /** A fresh captcha answer, or null when the visitor did not pass the challenge. */
  solve: () => Promise<string | null>;
}

export const developmentCaptchaToken = 'marquee-dev-captcha';

export const developmentCaptcha: CaptchaSolver = { solve: async () => developmentCaptchaToken };

export const CaptchaContext = createContext<CaptchaSolver>(developmentCaptcha);

export const useCaptcha = () => useContext(CaptchaContext);
