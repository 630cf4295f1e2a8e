import { isSiteCode, siteForHost, siteHeader, sites, type Language, type Site } from '@marquee/data';
import type { Localized } from '../db/schema.ts';
import { HttpError } from '../errors.ts';

/**
 * The site a request is for. The real API answers per country host; ours
 * reads, in order: the `X-Marquee-Site` header (what the site's server and
 * proxy send), the host (`nl.localhost` -> nl), else fr. docs/api.md.
 */
export { siteHeader };

export function siteOfRequest(headers: Headers): Site {
  const named = headers.get(siteHeader);
  if (named !== null) {
    const code = named.trim().toLowerCase();
    if (!isSiteCode(code)) {
      throw new HttpError(400, 'BAD_REQUEST', 'Invalid header', [
        { in: 'header', path: siteHeader, message: 'expected a site code: fr, ch, be, tn, sn, nl, ci or ma' },
      ]);
    }
    return sites[code];
  }
  return siteForHost(headers.get('host') ?? '') ?? sites.fr;
}

/** A localized text in the language asked for, else the site's default, else French, else any. */
export function textIn(value: Localized | null | undefined, language: Language, site: Site): string | null {
  if (!value) return null;
  return value[language] ?? value[site.defaultLanguage] ?? value.fr ?? value.en ?? Object.values(value)[0] ?? null;
}
