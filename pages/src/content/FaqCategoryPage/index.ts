export { FaqCategoryPage, faqCategoryPage } from './FaqCategoryPage.tsx';
