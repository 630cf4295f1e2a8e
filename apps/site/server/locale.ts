import { parse } from 'hono/utils/cookie';
import {
  isLanguage,
  locatorCookieName,
  parseLocatorCookie,
  type Language,
  type LocatorChoice,
  type RouteMatch,
  type Site,
} from '@marquee/data';
import { appWebviewCookie, isAppWebviewCookie } from '@marquee/pages/shell/appWebview';

/** member-and-shell.txt §7 Browser storage: the language cookie. */
export const languageCookie = 'lang';
/** The spec gives no lifetime for `lang`; a year, like the locator's choice (docs/decisions/0016-site-shell.md). */
export const languageCookieMaxAge = 365 * 24 * 60 * 60;

/** The first language of `Accept-Language` (by quality) that the site offers. */
export function browserLanguage(site: Site, acceptLanguage: string | null): Language | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (
    (ranked.map((entry) => entry.language).find((language) => site.languages.includes(language as Language)) as
      Language | undefined) ?? null
  );
}

/** member-and-shell.txt §4 Locator: the visitor's choice, from the locator cookie (malformed -> none). */
export function cookieLocator(cookieHeader: string | null): LocatorChoice | null {
  if (!cookieHeader) return null;
  return parseLocatorCookie(parse(cookieHeader, locatorCookieName)[locatorCookieName]);
}

/** member §1 app webview: the app's cookie turns the mode on (decision 0051). */
export function cookieAppWebview(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return isAppWebviewCookie(parse(cookieHeader, appWebviewCookie)[appWebviewCookie]);
}

export function cookieLanguage(site: Site, cookieHeader: string | null): Language | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader, languageCookie)[languageCookie];
  return isLanguage(value) && site.languages.includes(value) ? value : null;
}

/**
 * member-and-shell.txt §2 Language guard: "the route, else the browser, else the language cookie,
 * else the domain default". A page with a language position in its address takes it from there
 * (no prefix is the default language, catalogue.txt §2), an unknown path too: its not-found page
 * speaks the site's language, not the browser's (issue 20). Only addresses that carry no
 * language — the experience article, the auth callback — fall through to the browser, the cookie
 * and the default (docs/decisions/0016-site-shell.md).
 */
export function resolveLanguage(
  site: Site,
  match: RouteMatch,
  headers: Headers,
): { language: Language; negotiated: boolean } {
  const languageless =
    match.found && (match.target.kind === 'Experience.Single' || match.target.kind === 'Auth.Callback');
  const routeLanguage = match.found ? match.target.language : match.language;
  if (!languageless) return { language: routeLanguage, negotiated: false };
  const language =
    browserLanguage(site, headers.get('accept-language')) ??
    cookieLanguage(site, headers.get('cookie')) ??
    site.defaultLanguage;
  return { language, negotiated: true };
}
