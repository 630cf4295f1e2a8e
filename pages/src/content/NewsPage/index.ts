export { NewsPage, newsPage } from './NewsPage.tsx';
