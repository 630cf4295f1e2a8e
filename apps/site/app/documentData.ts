import type { Resource } from 'i18next';
import { createContext, use, useContext } from 'react';
import { apiCalls, callKey, createApiClient, type Language } from '@marquee/data';
import type { PageCall } from '@marquee/pages/page';
import { translationUrls } from '@marquee/pages/i18n/urls';

/**
 * The answers a document's first render reads, and its language's strings, stay out of its HTML
 * (docs/decisions/0021): they are most of its bytes, and only hydration needs them, which waits
 * for the visitor's engagement. The server's render reads them from this context; the browser
 * fetches the same calls through the site's /api, and the strings from their cached asset, when
 * the visitor engages, and hydrates from them. A client navigation's data request carries its
 * answers inline, as before.
 */
export interface DocumentData {
  answers: Record<string, unknown>;
  translations: Resource;
}
export const DocumentDataContext = createContext<DocumentData>({ answers: {}, translations: {} });

let documentAnswers: Promise<Record<string, unknown>> | null = null;

/**
 * The first document's answers, asked again by the browser (the calls the server made, keyed as
 * the hooks key them). A call that fails is left out: its part renders as the hooks decide.
 */
export function fetchDocumentAnswers(language: Language, calls: readonly PageCall[]): Promise<Record<string, unknown>> {
  documentAnswers ??= (async () => {
    const client = createApiClient({ language });
    const answers = await Promise.all(
      calls.map(async (call) => {
        const args = { params: call.params, query: call.query } as never;
        const outcome = await client.call(apiCalls[call.id], args);
        return outcome.kind === 'ok' ? ([callKey(apiCalls[call.id], args, language), outcome.data] as const) : null;
      }),
    );
    return Object.fromEntries(answers.filter((answer) => answer !== null));
  })();
  return documentAnswers;
}

/** The document's answers: the server's own, or the browser's fetch of them (suspends until they are there). */
export function useDocumentAnswers(language: Language, calls: readonly PageCall[]): Record<string, unknown> {
  const { answers } = useContext(DocumentDataContext);
  return import.meta.env.SSR ? answers : use(fetchDocumentAnswers(language, calls));
}

const translationRequests = new Map<Language, Promise<Resource>>();

/** A language's strings: the server's own, or the browser's fetch of their asset (suspends until they are there). */
export function useTranslations(language: Language): Resource {
  const { translations } = useContext(DocumentDataContext);
  if (import.meta.env.SSR) return translations;
  let request = translationRequests.get(language);
  if (!request) {
    request = fetch(translationUrls[language]).then(async (response) => {
      if (!response.ok) throw new Error(`${translationUrls[language]}: ${response.status}`);
      return { [language]: { translation: (await response.json()) as Record<string, unknown> } };
    });
    translationRequests.set(language, request);
  }
  return use(request);
}
