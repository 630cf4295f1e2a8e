import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@marquee/data';

/**
 * A synchronous i18next instance (initAsync: false) so the first render is already translated;
 * one instance per request on the server. It takes the strings it is given and imports none: the
 * browser gets only its page's language, from the root loader's data (the four language files
 * would otherwise ride in every page's first load).
 */
export function createI18n(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
