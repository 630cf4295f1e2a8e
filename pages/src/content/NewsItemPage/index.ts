export { NewsItemPage, newsItemPage } from './NewsItemPage.tsx';
