export { ShowsPage, type ShowsPageProps } from './ShowsPage/ShowsPage.tsx';
