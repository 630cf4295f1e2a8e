export { CinemasListPage, cinemasListPage } from './CinemasListPage.tsx';
