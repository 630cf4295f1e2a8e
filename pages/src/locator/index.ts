/**
 * The locator (member-and-shell.txt §4): `LocatorProvider` (mounted by the site shell around the
 * header and the page) holds the choice and the pop-in; `useLocator()` reads it anywhere below
 * (inert without a provider); `LocatorButton` shows the choice with a Change button.
 *
 * The choice is decided by `resolvedLocatorChoice` (also for `followUpCalls` on the server, with
 * `locatorListsFromAnswers`), so the server render and the browser's first render agree.
 * The history lives in local storage under `marquee.locatorHistory`.
 */
export { LocatorButton, type LocatorButtonProps } from './LocatorButton.tsx';
export { LocatorProvider, useLocator, type Locator, type LocatorProviderProps } from './LocatorProvider.tsx';
export {
  locatorAddressFacts,
  locatorListsFromAnswers,
  resolvedLocatorChoice,
  type LocatorLists,
  type ResolvedLocatorChoice,
} from './choice.ts';
