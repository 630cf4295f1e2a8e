export { appStores, SmartAppBanner, type AppStore, type SmartAppBannerProps } from './SmartAppBanner.tsx';
