export { AlertBanner, alertLevels, type AlertAction, type AlertBannerProps, type AlertLevel } from './AlertBanner.tsx';
