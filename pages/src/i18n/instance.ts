import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language, SiteCode } from '@marquee/data';
import { addFormats, defaultSiteFor } from './formats.ts';
import type fr from './locales/fr.json';

/**
 * Typed keys (issue 23): `t('…')` accepts only a key the French strings have, so a missing or
 * misspelt key fails the typecheck; the translations test holds the other languages to the same
 * keys. Plural keys (`_one`, `_other`, fr's `_many`) are read by their base name with `count`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
  }
}

/**
 * A synchronous i18next instance (initAsync: false) so the first render is already translated,
 * with the formats of the page's language on its site (`./formats.ts`);
 * one instance per request on the server. It takes the strings it is given and imports none: the
 * browser gets only its page's language, from the root loader's data (the four language files
 * would otherwise ride in every page's first load).
 */
export function createI18n(language: Language, resources: Resource, site: SiteCode = defaultSiteFor(language)): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addFormats(instance, language, site);
  return instance;
}
