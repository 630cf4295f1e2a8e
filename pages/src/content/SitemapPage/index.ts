export { SitemapPage, sitemapPage } from './SitemapPage.tsx';
