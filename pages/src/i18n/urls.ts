import type { Language } from '@marquee/data';
import de from './locales/de.json?url';
import en from './locales/en.json?url';
import fr from './locales/fr.json?url';
import nl from './locales/nl.json?url';

/**
 * Where the browser fetches each language's strings (member-and-shell.txt §7 "Translations: GET
 * /assets/i18n/{lang}.json"): fingerprinted build assets, cached for good. Only the URLs ride in
 * the browser's bundle; the server imports the strings themselves (`./index.ts`).
 */
export const translationUrls: Record<Language, string> = { fr, en, de, nl };
