import { themeForSite, themeNames, type ThemeName } from '@marquee/themes/constants';

/** catalogue.txt §3 Country site: codes, default language, languages offered. */
export const languages = ['fr', 'en', 'de', 'nl'] as const;
export type Language = (typeof languages)[number];

export const siteCodes = ['fr', 'ch', 'be', 'tn', 'sn', 'nl', 'ci', 'ma'] as const;
export type SiteCode = (typeof siteCodes)[number];

/** member-and-shell.txt §9 "Brand theme: fr one, be and nl another, others default" — the themes own the rule. */
export const brandThemes = themeNames;
export type BrandTheme = ThemeName;

export const currencies = ['EUR', 'CHF', 'TND', 'XOF', 'MAD'] as const;
export type Currency = (typeof currencies)[number];

export interface Site {
  code: SiteCode;
  defaultLanguage: Language;
  languages: readonly Language[];
  theme: BrandTheme;
  /** IANA zone the site's cinemas show their times in (ARCHITECTURE "Times"). */
  timeZone: string;
  /**
   * The spec names only EUR (member §9 Formats); prices on the non-euro sites are in their own
   * currency, so EUR is the default and the others are the country's legal tender
   * (docs/decisions/0009-sites-config.md).
   */
  currency: Currency;
  /** member-and-shell.txt §9: 5 in France, the Netherlands and Belgium; 1 elsewhere. */
  favouriteCinemasLimit: number;
}

export const sites: Record<SiteCode, Site> = {
  fr: site('fr', 'fr', ['fr', 'en'], 'Europe/Paris', 'EUR', 5),
  ch: site('ch', 'en', ['fr', 'en', 'de'], 'Europe/Zurich', 'CHF', 1),
  be: site('be', 'en', ['fr', 'nl', 'en'], 'Europe/Brussels', 'EUR', 5),
  tn: site('tn', 'fr', ['fr', 'en'], 'Africa/Tunis', 'TND', 1),
  sn: site('sn', 'fr', ['fr', 'en'], 'Africa/Dakar', 'XOF', 1),
  nl: site('nl', 'nl', ['nl', 'en'], 'Europe/Amsterdam', 'EUR', 5),
  ci: site('ci', 'fr', ['fr', 'en'], 'Africa/Abidjan', 'XOF', 1),
  ma: site('ma', 'fr', ['fr', 'en'], 'Africa/Casablanca', 'MAD', 1),
};

function site(
  code: SiteCode,
  defaultLanguage: Language,
  offered: readonly Language[],
  timeZone: string,
  currency: Currency,
  favouriteCinemasLimit: number,
): Site {
  return {
    code,
    defaultLanguage,
    languages: offered,
    theme: themeForSite(code),
    timeZone,
    currency,
    favouriteCinemasLimit,
  };
}

export function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly string[]).includes(value ?? '');
}

export function isSiteCode(value: string | undefined): value is SiteCode {
  return (siteCodes as readonly string[]).includes(value ?? '');
}

/** A language the site offers (catalogue.txt §3); other languages fall back to the default. */
export function siteOffers(site: Site, language: string | undefined): language is Language {
  return isLanguage(language) && site.languages.includes(language);
}

/**
 * BCP 47 locale for dates and numbers: the language as spoken in the site's country
 * (fr-FR, de-CH, nl-BE, en-NL). member-and-shell.txt §9 "Default locale fr-FR".
 */
export function localeFor(site: Site, language: Language): string {
  return `${language}-${site.code.toUpperCase()}`;
}

/** The loopback names: only a client on the server's own machine reaches it by them. */
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Development hosts: `{site}.localhost` serves that site; the loopback names (`localhost`,
 * `127.0.0.1`, `[::1]`) serve fr. Any other address names no site (null): a numeric host such
 * as `999.999.999.999` or a public IP is no site's, and must not end up in a page's canonical
 * links (docs/decisions/0029-request-boundary.md).
 */
export function siteForDevelopmentHost(host: string): Site | null {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (loopbackNames.has(hostname)) return sites.fr;
  const match = /^([a-z]{2})\.localhost$/.exec(hostname);
  const code = match?.[1];
  return isSiteCode(code) ? sites[code] : null;
}
