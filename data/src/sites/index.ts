export { footerTopCities, helpCentreTiles, sitesWithAlternateLanguageLinks } from './content.ts';
export {
  defaultFeatures,
  enabledSocialNetworks,
  featureNames,
  featuresFor,
  pageEnabled,
  socialNetworkLabel,
  socialNetworks,
  type FeatureName,
  type FeatureSwitches,
  type PageSwitches,
  type SocialNetwork,
} from './features.ts';
export {
  authEnvironments,
  environmentForHost,
  siteForHost,
  type AuthEnvironment,
  type HostEnvironment,
  type ProductionHosts,
} from './hosts.ts';
export {
  brandThemes,
  currencies,
  isLanguage,
  isSiteCode,
  languages,
  localeFor,
  siteCodes,
  siteForDevelopmentHost,
  siteOffers,
  sites,
  type BrandTheme,
  type Currency,
  type Language,
  type Site,
  type SiteCode,
} from './sites.ts';
