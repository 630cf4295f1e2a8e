import type { Resource } from 'i18next';
import type { Language } from '@marquee/data';
import { translationUrls } from '@marquee/pages/i18n/urls';
import { keepTheServersPage, onStart } from './engagement.ts';

/**
 * The browser's fetch of a language's strings (member §7 "Translations: GET /assets/i18n/{lang}.json"),
 * one per language. It starts with hydration, beside the frame's code rather than after it: on a
 * phone's network that is one round trip less before the page answers its first tap.
 *
 * A phone's network drops a request now and then: a failed fetch is asked again after 1 s, then
 * after 3 s. If the strings still cannot be had, the page stays what the server sent, as when its
 * code cannot load (deferred.tsx): before hydration the server's HTML stays and what was held goes
 * to it; after it (a client navigation into another language) the document is loaded again, and
 * the server renders it with its strings. The error is never the page (decision 0028, stop 47).
 */
const requests = new Map<Language, Promise<Resource>>();

/** The waits before each new attempt. */
const retryDelays = [1000, 3000];

async function fetchStrings(language: Language): Promise<Resource> {
  const response = await fetch(translationUrls[language]);
  if (!response.ok) throw new Error(`${translationUrls[language]}: ${response.status}`);
  return { [language]: { translation: (await response.json()) as Record<string, unknown> } };
}

async function withRetries<T>(attempt: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (const delay of delays) {
    try {
      return await attempt();
    } catch (error) {
      console.warn(error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return attempt();
}

/** A page without its strings: never settles, so React keeps what is on screen. */
function withoutStrings(error: unknown): Promise<Resource> {
  console.error(error);
  keepTheServersPage(document);
  return new Promise<Resource>(() => {});
}

export function requestTranslations(language: Language): Promise<Resource> {
  let request = requests.get(language);
  if (!request) {
    request = withRetries(() => fetchStrings(language), retryDelays).catch(withoutStrings);
    requests.set(language, request);
  }
  return request;
}

/** Starts the document's language's request when the page starts hydrating. */
export function requestTranslationsOnStart(document: Document): void {
  onStart(() => {
    const language = document.documentElement.lang;
    if (Object.hasOwn(translationUrls, language)) void requestTranslations(language as Language);
  });
}
