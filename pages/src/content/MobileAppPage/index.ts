export { MobileAppPage, mobileAppPage } from './MobileAppPage.tsx';
