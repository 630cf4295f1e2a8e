/**
 * The site shell (member-and-shell.txt §2 Header, Footer, Other pop-ins; §4 Site alerts).
 *
 * `shellCalls(context, layout)` lists exactly the GETs the shell reads, each with the params and
 * query its hook uses (empty but for the header push's), so the site's loader puts them in the
 * SWR fallback:
 * - `settings` (no language): `clientUrl` for the wallet, account, subscription-pass, bookings
 *   and profile links on the client-area host, and its sibling hosts for home video and business;
 * - `alerts`: the all-pages alert (`siteAlert`), asked again whenever `pageViewKey` changes;
 * - `cinemas` and `cities`: the header's Cinemas link (`cinemasLinkTarget`, from the visitor's
 *   selection only: the backend's guessed zone leaves it on the list) and the footer's
 *   Cinemas column (`footerCinemaColumn`);
 * - `featured?type=header` under the full header (not on error pages): the header push
 *   (`ShellHeaderPush`, its viewed and closed states in local storage, decision 0052);
 * - `footer` (when the layout shows the footer): the API's extra columns and social addresses;
 * - `masterTemplatePages` (with the footer): the legal links' pages in the page's language
 *   (`footerLegalLinks`: legal notice, terms of sale where the site has no GeneralTerms route);
 * - `footerFaq` (when the layout also has `footerFaq`): the footer FAQ block.
 * None is the page's main record: a failed call leaves its part out and the shell stays usable.
 * The search call runs in the browser only, once the visitor types.
 *
 * `SiteShell` provides the pop-ins (`PopinProvider`, reset on each `pageViewKey`), so a page's own
 * pop-ins work inside it, and the locator (`LocatorProvider` from `../locator`, starting from
 * `locatorSelection`; it reads the same `cinemas`, `cities` and `settings`), so a page reads
 * `useLocator()` and places a `LocatorButton`; the header's Cinemas link follows its choice. The
 * site provides i18next, SWR and the router (`LinkProvider`). With `tracking` (the running site, never
 * stories) it also mounts the consent banner and the page-view tracking (`../tracking`, decision 0053).
 */
export { SiteShell, type LanguageLink, type ShellTracking, type SiteShellProps } from './SiteShell.tsx';
export { shellCalls } from './shellCalls.ts';
