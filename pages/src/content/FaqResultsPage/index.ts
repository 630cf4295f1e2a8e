export { FaqResultsPage, faqResultsPage } from './FaqResultsPage.tsx';
