/** catalogue.txt §3 Country site: codes, default language, languages offered. */
export const languages = ['fr', 'en', 'de', 'nl'] as const;
export type Language = (typeof languages)[number];

export const siteCodes = ['fr', 'ch', 'be', 'tn', 'sn', 'nl', 'ci', 'ma'] as const;
export type SiteCode = (typeof siteCodes)[number];

export interface Site {
  code: SiteCode;
  defaultLanguage: Language;
  languages: readonly Language[];
}

export const sites: Record<SiteCode, Site> = {
  fr: { code: 'fr', defaultLanguage: 'fr', languages: ['fr', 'en'] },
  ch: { code: 'ch', defaultLanguage: 'en', languages: ['fr', 'en', 'de'] },
  be: { code: 'be', defaultLanguage: 'en', languages: ['fr', 'nl', 'en'] },
  tn: { code: 'tn', defaultLanguage: 'fr', languages: ['fr', 'en'] },
  sn: { code: 'sn', defaultLanguage: 'fr', languages: ['fr', 'en'] },
  nl: { code: 'nl', defaultLanguage: 'nl', languages: ['nl', 'en'] },
  ci: { code: 'ci', defaultLanguage: 'fr', languages: ['fr', 'en'] },
  ma: { code: 'ma', defaultLanguage: 'fr', languages: ['fr', 'en'] },
};

export function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly string[]).includes(value ?? '');
}

function isSiteCode(value: string): value is SiteCode {
  return (siteCodes as readonly string[]).includes(value);
}

/**
 * Development hosts: `{site}.localhost` serves that site; plain `localhost`
 * (or an IP address) serves fr. Returns null for a host naming no site.
 */
export function siteForDevelopmentHost(host: string): Site | null {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname === '[::1]') return sites.fr;
  const match = /^([a-z]{2})\.localhost$/.exec(hostname);
  if (!match?.[1] || !isSiteCode(match[1])) return null;
  return sites[match[1]];
}
