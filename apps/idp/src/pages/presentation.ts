import {
  isLanguage,
  isSiteCode,
  siteForHost,
  sites,
  type Language,
  type ProductionHosts,
  type SiteCode,
} from '@marquee/data';
import { themeForSite, type ThemeName } from '@marquee/themes/constants';

/**
 * Which site's brand and which language a provider page wears. The site says so in its
 * authorization request (and on the standalone pages' links): `site={code}` (an extra parameter)
 * and the standard `ui_locales`. Without `site`, the host of the redirect URI tells (the site's
 * own hosts: `{site}.localhost` in development, SITE_HOSTS in production); without either, fr.
 * Without `ui_locales`, the site's default language.
 */
export interface Presentation {
  site: SiteCode;
  theme: ThemeName;
  language: Language;
  /** The path the pages are served under on a site's origin ('' at the provider's own; mount.ts). */
  mount: string;
  /** Shown in the site's sign-in frame: the site's overlay carries the brand and the way back. */
  framed: boolean;
}

export interface PresentationHints {
  site?: string | undefined;
  uiLocales?: string | undefined;
  /** The redirect_uri or post_logout_redirect_uri of the request, when there is one. */
  returnTo?: string | undefined;
  mount?: string;
  framed?: boolean;
}

function siteOf({ site, returnTo }: PresentationHints, productionHosts: ProductionHosts): SiteCode {
  if (isSiteCode(site)) return site;
  const host = returnTo && URL.canParse(returnTo) ? new URL(returnTo).host : undefined;
  return (host && siteForHost(host, productionHosts)?.code) || 'fr';
}

/** The first of the space-separated BCP 47 tags whose language the pages speak. */
function languageOf(uiLocales: string | undefined): Language | undefined {
  for (const tag of uiLocales?.split(/\s+/) ?? []) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

export function presentationFor(hints: PresentationHints, productionHosts: ProductionHosts = {}): Presentation {
  const site = siteOf(hints, productionHosts);
  return {
    site,
    theme: themeForSite(site),
    language: languageOf(hints.uiLocales) ?? sites[site].defaultLanguage,
    mount: hints.mount ?? '',
    framed: hints.framed ?? false,
  };
}

/** The query that carries a presentation to the next standalone page (`?site=fr&ui_locales=en`). */
export function presentationQuery({ site, language }: Presentation): string {
  return new URLSearchParams({ site, ui_locales: language }).toString();
}
