import type { RouteKind } from '@marquee/data';
import type { PageDefinition } from '../page.ts';
import { authCallbackPage } from './AuthCallbackPage/index.ts';
import { cardCheckPage } from './CardCheckPage/index.ts';
import { ecardsPage } from './ECardsPage/index.ts';
import { errorClientPage } from './ErrorClientPage/index.ts';
import { faqArticleByIdPage, faqArticleBySlugPage } from './FaqArticlePage/index.ts';
import { faqCategoryPage } from './FaqCategoryPage/index.ts';
import { faqHomePage } from './FaqHomePage/index.ts';
import { faqResultsPage } from './FaqResultsPage/index.ts';
import { legalPage } from './LegalPage/index.ts';
import { masterTemplatePage } from './MasterTemplatePage/index.ts';
import { mobileAppPage } from './MobileAppPage/index.ts';
import { newsItemPage } from './NewsItemPage/index.ts';
import { newsPage } from './NewsPage/index.ts';
import { offerPage } from './OfferPage/index.ts';
import { offersPage } from './OffersPage/index.ts';
import { sitemapPage } from './SitemapPage/index.ts';

/**
 * The content area's pages by route kind (catalogue.txt §2): offers, news, the help centre (its
 * webview variants are the same definitions, `target.webview`), e-cards, the app page, legal pages,
 * the sitemap, the voucher and gift-card checks, master-template pages, the client error page and
 * the login return point.
 */
export const contentPages: Partial<Record<RouteKind, PageDefinition>> = {
  'Offers.List': offersPage,
  'Offers.Single': offerPage,
  'News.List': newsPage,
  'News.Single': newsItemPage,
  'Faq.Home': faqHomePage,
  'Faq.ArticleById': faqArticleByIdPage,
  'Faq.ArticleBySlug': faqArticleBySlugPage,
  'Faq.Results': faqResultsPage,
  'Faq.Category': faqCategoryPage,
  'ECards.FiveSeats': ecardsPage,
  'ECards.ThreeSeats': ecardsPage,
  MobileApp: mobileAppPage,
  Cvd: legalPage,
  GeneralTerms: legalPage,
  Sitemap: sitemapPage,
  VoucherChecker: cardCheckPage,
  GiftCard: cardCheckPage,
  MasterTemplate: masterTemplatePage,
  ErrorClient: errorClientPage,
  'Auth.Callback': authCallbackPage,
};

/** The site's own error page (404, 410, 500, 503), outside the route kinds. */
export { ErrorPage, errorStatuses, type ErrorPageProps, type ErrorStatus } from './ErrorPage/index.ts';
/** The captcha solver the voucher and gift-card checks ask; the site provides reCAPTCHA's (`@marquee/pages/captcha`). */
export { CaptchaContext, developmentCaptcha, noCaptcha, type CaptchaSolver } from './CardCheckPage/index.ts';

export {
  authCallbackPage,
  cardCheckPage,
  ecardsPage,
  errorClientPage,
  faqArticleByIdPage,
  faqArticleBySlugPage,
  faqCategoryPage,
  faqHomePage,
  faqResultsPage,
  legalPage,
  masterTemplatePage,
  mobileAppPage,
  newsItemPage,
  newsPage,
  offerPage,
  offersPage,
  sitemapPage,
};
