import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@marquee/data';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };

/**
 * Every string of the shell and the pages, per language, in one namespace (`translation`), one
 * file per language; each area (site, shell, films, cinemas, content) has its own top-level key.
 */
export const translations = { fr, en, de, nl } satisfies Record<Language, unknown>;

export type Translations = (typeof translations)['fr'];

/** The strings one page needs in one language: what the server ships to the browser. */
export function resourcesFor(language: Language): Resource {
  return { [language]: { translation: translations[language] } };
}

/**
 * A synchronous i18next instance (initAsync: false) so the first server render
 * is already translated; one instance per request on the server.
 */
export function createI18n(language: Language, resources: Resource = resourcesFor(language)): i18n {
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
