export { FaqArticlePage, faqArticleByIdPage, faqArticleBySlugPage } from './FaqArticlePage.tsx';
