import { isLanguage, siteForDevelopmentHost, type Language, type Site } from '@marquee/data';

export interface Locale {
  site: Site;
  language: Language;
}

/**
 * Host -> site, then the language: the route prefix when it is one of the
 * site's languages other than its default (the default language has no
 * prefix), else the site's default. Throws a 404 response for a host that
 * names no site.
 */
export function resolveLocale(request: Request): Locale {
  const url = new URL(request.url);
  const site = siteForDevelopmentHost(request.headers.get('host') ?? url.host);
  if (!site) throw new Response('Unknown site', { status: 404 });
  const first = url.pathname.split('/')[1];
  const prefixed = isLanguage(first) && first !== site.defaultLanguage && site.languages.includes(first);
  return { site, language: prefixed ? first : site.defaultLanguage };
}

/** True when `segment` is a valid language prefix on this site. */
export function isLanguagePrefix(site: Site, segment: string | undefined): boolean {
  return isLanguage(segment) && segment !== site.defaultLanguage && site.languages.includes(segment);
}
