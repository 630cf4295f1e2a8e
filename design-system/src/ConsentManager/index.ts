export {
  ConsentManager,
  showConsentPreferences,
  type ConsentCategory,
  type ConsentManagerLabels,
  type ConsentManagerProps,
} from './ConsentManager.tsx';
