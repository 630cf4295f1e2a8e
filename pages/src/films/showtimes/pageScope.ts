import { apiCalls, showtimesScope, type ShowtimesScope } from '@marquee/data';
import { geolocatedZoneChoice, locatorListsFromAnswers, resolvedLocatorChoice } from '../../locator/choice.ts';
import type { AnswerOf, PageContext } from '../../page.ts';

/**
 * The film page's scope on the server, from the locator cookie (`context.locator`), else the
 * backend's zone (member §4 load-fail), and the page's answers (it declares `cinemas`, `cities`,
 * `settings` and, on load-fail, `zone`): the same rule the browser's first render follows through
 * `useLocator()`, so `followUpCalls` loads the day the page reads.
 */
export function serverShowtimesScope(context: PageContext, answer: AnswerOf): ShowtimesScope {
  const lists = locatorListsFromAnswers(answer);
  const resolved = resolvedLocatorChoice(context, lists);
  const zone = resolved.source === 'load-fail' ? apiCalls.zone.response.safeParse(answer({ id: 'zone' })) : null;
  const { choice, cinemaSlugs } = (zone?.success ? geolocatedZoneChoice(zone.data, lists) : null) ?? resolved;
  return showtimesScope(context.target.filters?.localisation, choice, cinemaSlugs, lists);
}
