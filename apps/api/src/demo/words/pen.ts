import {
  defaultFeatures,
  pageEnabled,
  routePath,
  sites,
  type FeatureSwitches,
  type Language,
  type RouteKind,
  type ShowsTab,
  type SiteCode,
} from '@marquee/data';
import type { Localized } from '../../db/schema.ts';

/**
 * What the demo's copy is written with: the site and language it is for, and links built with the
 * site's own route table (`routePath`), so every link in the CMS text points at a page that exists
 * on that site in that language (issue 20 "0 broken internal links"). A page the site lacks (no
 * subscription in Belgium, the voucher checker off) gives no link, only its words.
 */
export interface Pen {
  site: SiteCode;
  language: Language;
  features: FeatureSwitches;
  /** The page's path, or null when the site has no such page in this language. */
  path(kind: RouteKind, params?: Record<string, string>, tab?: ShowsTab): string | null;
  /** `<a>` to the page, or the bare words where the site has no such page. */
  link(words: string, kind: RouteKind, params?: Record<string, string>, tab?: ShowsTab): string;
  /** The experience article of a technology (languageless `specials/{slug}`): its slug in this language. */
  experienceSlug(technology: string): string;
}

/**
 * Slug of a translated editorial record: the bare key in the site's default language, the key and
 * the language in the others (`about`, `about-en`), as the CMS names its pages.
 */
export function translatedSlug(site: SiteCode, key: string, language: Language): string {
  return language === sites[site].defaultLanguage ? key : `${key}-${language}`;
}

export function penFor(site: SiteCode, language: Language): Pen {
  const features = defaultFeatures(site);
  const path = (kind: RouteKind, params: Record<string, string> = {}, tab?: ShowsTab) => {
    // Pages the site's switches turn off answer 404 there (decision 0048): no link to them.
    if (!pageEnabled(kind, features)) return null;
    return routePath(site, { kind, language, params, ...(tab ? { tab } : {}) });
  };
  return {
    site,
    language,
    features,
    path,
    link(words, kind, params, tab) {
      const href = path(kind, params, tab);
      return href ? `<a href="${href}">${words}</a>` : words;
    },
    experienceSlug: (technology) => translatedSlug(site, technology, language),
  };
}

/** One text per language the site offers, each written with that language's pen. */
export function inLanguagesOf(site: SiteCode, write: (pen: Pen) => string): Localized {
  const result: Localized = {};
  for (const language of sites[site].languages) result[language] = write(penFor(site, language));
  return result;
}

export const paragraphs = (...texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');
export const bullets = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const steps = (...items: string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
