export { appStoreListings, MobileAppPage, mobileAppPage } from './MobileAppPage.tsx';
