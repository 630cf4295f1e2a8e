export { CardCheckPage, cardCheckPage } from './CardCheckPage.tsx';
export {
  CaptchaContext,
  developmentCaptcha,
  developmentCaptchaToken,
  noCaptcha,
  recaptchaSolver,
  type CaptchaAction,
  type CaptchaSolver,
} from '../shared/captcha.ts';
