export { OffersPage, offersPage } from './OffersPage.tsx';
