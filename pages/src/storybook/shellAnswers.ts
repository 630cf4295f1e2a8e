import { apiCalls, callKey, routePath, sites, type ApiCallId, type Language, type SiteCode } from '@marquee/data';
import { cleaned } from './fallback.ts';
import type { PageContext } from '../page.ts';

/**
 * The shell's answers for every site and language it offers, recorded from the demo API for the
 * stories' instant (`npm run record:stories`, apps/api/src/tools/record-story-fixtures.ts).
 */
const recordings = import.meta.glob<Record<string, unknown>>('../fixtures/shell/*.json', {
  eager: true,
  import: 'default',
});

type ShellCallId = 'settings' | 'alerts' | 'cinemas' | 'cities' | 'footer' | 'masterTemplatePages' | 'footerFaq';
export type ShellAnswers = Record<ShellCallId, unknown>;

/** The recorded shell answers of a site in one of its languages. */
export function shellAnswers(site: SiteCode, language: Language): ShellAnswers {
  const answers = recordings[`../fixtures/shell/${site}.${language}.json`];
  if (!answers) throw new Error(`No shell recording for ${site} in ${language}: run npm run record:stories`);
  return answers as ShellAnswers;
}

/** The SWR fallback of the shell's answers, keyed as its hooks read them. */
export function shellFallback(answers: Partial<ShellAnswers>, language: Language): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(answers) as ShellCallId[]).map((id) => [
      callKey(apiCalls[id as ApiCallId], {}, language),
      cleaned(id as ApiCallId, answers[id]),
    ]),
  );
}

/** One link per language of the site, to the same page (the site computes them the same way). */
export function languageLinksFor(context: Pick<PageContext, 'site' | 'target'>) {
  return sites[context.site].languages.map((language) => ({
    language,
    href: routePath(context.site, { ...context.target, language }) ?? '/',
  }));
}
