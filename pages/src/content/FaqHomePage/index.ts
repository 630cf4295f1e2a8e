export { FaqHomePage, faqHomePage } from './FaqHomePage.tsx';
