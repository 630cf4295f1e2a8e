import type { Resource } from 'i18next';
import { createContext, use, useContext } from 'react';
import type { Language } from '@marquee/data';
import { requestTranslations } from './translations.ts';

/**
 * The page's strings (member §7 "Translations: GET /assets/i18n/{lang}.json"). The server renders
 * with the language's strings from this context (entry.server.tsx provides them); the browser
 * fetches its language's fingerprinted asset (`translations.ts`), starting when the page starts
 * hydrating (cached for a year, so a later page finds it at once), instead of every document carrying them.
 */
export const ServerStringsContext = createContext<Resource>({});

/** A language's strings: the server's own, or the browser's fetch of their asset (suspends until they are there). */
export function useTranslations(language: Language): Resource {
  const serverStrings = useContext(ServerStringsContext);
  if (import.meta.env.SSR) return serverStrings;
  return use(requestTranslations(language));
}
