export { AccountPage, accountPage } from './AccountPage.tsx';
