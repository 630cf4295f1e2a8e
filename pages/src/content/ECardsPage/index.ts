export { ECardsPage, ecardsPage } from './ECardsPage.tsx';
