export { OfferPage, offerPage } from './OfferPage.tsx';
