import { locatorListsFromAnswers, resolvedLocatorChoice } from '../../locator/choice.ts';
import type { AnswerOf, PageContext } from '../../page.ts';
import { showtimesScope, type ShowtimesScope } from './days.ts';

/**
 * The film page's scope on the server, from the locator cookie (`context.locator`) and the page's
 * answers (it declares `cinemas`, `cities` and `settings`): the same rule the browser's first render
 * follows through `useLocator()`, so `followUpCalls` loads the day the page reads.
 */
export function serverShowtimesScope(context: PageContext, answer: AnswerOf): ShowtimesScope {
  const lists = locatorListsFromAnswers(answer);
  const { choice, cinemaSlugs } = resolvedLocatorChoice(context, lists);
  return showtimesScope(context.target.filters?.localisation, choice, cinemaSlugs, lists);
}
