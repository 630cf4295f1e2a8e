import type { i18n, Resource } from 'i18next';
import type { Language, SiteCode } from '@marquee/data';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import { createI18n as createInstance } from './instance.ts';

/**
 * Every string of the shell and the pages, per language, in one namespace (`translation`), one
 * file per language; each area (site, shell, films, cinemas, content) has its own top-level key.
 * The server, Storybook and tests import this; the browser's bundle imports `./instance.ts` only.
 */
export const translations = { fr, en, de, nl } satisfies Record<Language, unknown>;

export type Translations = (typeof translations)['fr'];

/** The strings one page needs in one language: what the server ships to the browser. */
export function resourcesFor(language: Language): Resource {
  return { [language]: { translation: translations[language] } };
}

/** An i18next instance with the given language's strings and its formats on the site (see `./instance.ts`). */
export function createI18n(language: Language, site?: SiteCode, resources: Resource = resourcesFor(language)): i18n {
  return createInstance(language, resources, site);
}
