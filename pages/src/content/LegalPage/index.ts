export { LegalPage, legalPage } from './LegalPage.tsx';
