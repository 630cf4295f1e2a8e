import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@marquee/data';
import cinemasDe from './locales/cinemas/de.json' with { type: 'json' };
import filmsDe from './locales/films/de.json' with { type: 'json' };
import cinemasEn from './locales/cinemas/en.json' with { type: 'json' };
import filmsEn from './locales/films/en.json' with { type: 'json' };
import cinemasFr from './locales/cinemas/fr.json' with { type: 'json' };
import filmsFr from './locales/films/fr.json' with { type: 'json' };
import cinemasNl from './locales/cinemas/nl.json' with { type: 'json' };
import filmsNl from './locales/films/nl.json' with { type: 'json' };
import contentDe from './locales/content/de.json' with { type: 'json' };
import contentEn from './locales/content/en.json' with { type: 'json' };
import contentFr from './locales/content/fr.json' with { type: 'json' };
import contentNl from './locales/content/nl.json' with { type: 'json' };
import shellDe from './locales/shell/de.json' with { type: 'json' };
import shellEn from './locales/shell/en.json' with { type: 'json' };
import shellFr from './locales/shell/fr.json' with { type: 'json' };
import shellNl from './locales/shell/nl.json' with { type: 'json' };
import siteDe from './locales/site/de.json' with { type: 'json' };
import siteEn from './locales/site/en.json' with { type: 'json' };
import siteFr from './locales/site/fr.json' with { type: 'json' };
import siteNl from './locales/site/nl.json' with { type: 'json' };

/**
 * Every string of the shell and the pages, per language, in one namespace (`translation`). Each
 * area (site, shell, films, cinemas, content) keeps its own file per language under `locales/{area}/`
 * and its own top-level key, so the files merge without overlap.
 */
export const translations = {
  fr: { ...shellFr, ...filmsFr, ...cinemasFr, ...contentFr, ...siteFr },
  en: { ...shellEn, ...filmsEn, ...cinemasEn, ...contentEn, ...siteEn },
  de: { ...shellDe, ...filmsDe, ...cinemasDe, ...contentDe, ...siteDe },
  nl: { ...shellNl, ...filmsNl, ...cinemasNl, ...contentNl, ...siteNl },
} satisfies Record<Language, unknown>;

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
