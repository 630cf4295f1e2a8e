import type { Resource } from 'i18next';
import type { Language } from '@marquee/data';
import { translationUrls } from '@marquee/pages/i18n/urls';
import { onStart } from './engagement.ts';

/**
 * The browser's fetch of a language's strings (member §7 "Translations: GET /assets/i18n/{lang}.json"),
 * one per language. It starts with hydration, beside the frame's code rather than after it: on a
 * phone's network that is one round trip less before the page answers its first tap.
 */
const requests = new Map<Language, Promise<Resource>>();

export function requestTranslations(language: Language): Promise<Resource> {
  let request = requests.get(language);
  if (!request) {
    request = fetch(translationUrls[language]).then(async (response) => {
      if (!response.ok) throw new Error(`${translationUrls[language]}: ${response.status}`);
      return { [language]: { translation: (await response.json()) as Record<string, unknown> } };
    });
    requests.set(language, request);
  }
  return request;
}

/** Starts the document's language's request when the page starts hydrating. */
export function requestTranslationsOnStart(document: Document): void {
  onStart(() => {
    const language = document.documentElement.lang;
    // The frame's own request reports a failure; this one only starts it.
    if (Object.hasOwn(translationUrls, language)) void requestTranslations(language as Language).catch(() => {});
  });
}
