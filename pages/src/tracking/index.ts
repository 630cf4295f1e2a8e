export { ConsentProvider, useConsent, type ConsentState } from './ConsentProvider.tsx';
export { createDataLayer, dataLayer, type DataLayer, type DataLayerHost } from './dataLayer.ts';
export { notFoundPageView, pageViewOf, type PageView } from '@marquee/data';
export { PageViewTracking } from './PageViewTracking.tsx';
export { trackSelectItem } from './selectItem.ts';
export {
  chatOrigins,
  consentCategories,
  noThirdParty,
  thirdPartyOrigins,
  thirdPartyScripts,
  widgetSource,
  type ChatFacts,
  type ConsentCategoryId,
  type ThirdPartyConfig,
  type ThirdPartyScript,
} from './thirdParty.ts';
