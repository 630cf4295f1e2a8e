export { CardCheckPage, cardCheckPage } from './CardCheckPage.tsx';
export { CaptchaContext, developmentCaptcha, developmentCaptchaToken, type CaptchaSolver } from './captcha.ts';
