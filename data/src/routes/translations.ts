import type { WireTranslations } from '../contract/common.ts';
import type { ApiCallId } from '../contract/registry.ts';
import { sites, type Language, type SiteCode } from '../sites/sites.ts';
import { routePath, type RouteTarget } from './router.ts';
import { isLanguageless, type RouteKind } from './table.ts';

/**
 * The record pages whose slug the API translates (catalogue.txt §7: cinema, show, news, offer,
 * article and master-template `…/translate`): the same record has another slug in another
 * language. The experience article is an article. Other pages (a city, a season, a FAQ article)
 * have one slug in every language.
 */
const translateCalls = {
  'Cinema.Single': 'cinemaTranslate',
  'Cinema.Light': 'cinemaTranslate',
  'Shows.Movie': 'showTranslate',
  'Shows.Entertainment': 'showTranslate',
  'News.Single': 'newsTranslate',
  'Offers.Single': 'offerTranslate',
  'Experience.Single': 'articleTranslate',
  MasterTemplate: 'masterTemplatePageTranslate',
} as const satisfies Partial<Record<RouteKind, ApiCallId>>;

export type TranslateCallId = (typeof translateCalls)[keyof typeof translateCalls];

/** The `…/translate` call of the page's record, or null when its address is the same in every language. */
export function translateCallOf(target: RouteTarget): { id: TranslateCallId; params: { slug: string } } | null {
  const id = (translateCalls as Partial<Record<RouteKind, TranslateCallId>>)[target.kind];
  const slug = target.params.slug;
  return id && slug ? { id, params: { slug } } : null;
}

/** The page's address in one language of its site; null where the page does not exist in it. */
export interface LanguageAddress {
  language: Language;
  path: string | null;
}

/**
 * member-and-shell.txt §2 Language switch, "the same page in the new language", and the hreflang
 * alternates: the page's own address in each language of the site. A translated record is named
 * by its slug in that language, and has no address where that slug is null; while its
 * translations are unknown (the call failed) only the current language is known. Filters and the
 * shows tab stay behind: their words are per language.
 */
export function languageAddresses(
  site: SiteCode,
  target: RouteTarget,
  translations: WireTranslations | undefined,
): LanguageAddress[] {
  const translated = translateCallOf(target) !== null;
  return sites[site].languages.map((language) => {
    const base = { ...target, filters: undefined, tab: undefined, language };
    if (!translated) return { language, path: routePath(site, base) };
    const slug = translations?.[language] ?? (language === target.language ? target.params.slug : null);
    return { language, path: slug ? routePath(site, { ...base, params: { ...target.params, slug } }) : null };
  });
}

/**
 * The slug of the record's version in the page's own language when the address names another
 * language's version (`/en/news/{French slug}`: French words in English chrome, issue 21), else
 * null. The experience article's address has no language (the visitor's browser or cookie gives
 * it), so its slug is never another language's.
 */
export function ownLanguageSlug(target: RouteTarget, translations: WireTranslations | undefined): string | null {
  if (translateCallOf(target) === null || isLanguageless(target.kind)) return null;
  const own = translations?.[target.language];
  return own && own !== target.params.slug ? own : null;
}

/** Where the switch leads for a language: the page there, else the site's home in that language (decision 0049). */
export function languageSwitchPath(site: SiteCode, { language, path }: LanguageAddress): string {
  return path ?? routePath(site, { kind: 'Movies.Home', language, params: {} }) ?? '/';
}
