import { routePath, type Language, type RouteKind, type SiteCode } from '@marquee/data';
import type { Article } from '@marquee/data';

/** The path of a page of the site, or null when the site has no such page (then no link is drawn). */
export function pathOf(
  site: SiteCode,
  language: Language,
  kind: RouteKind,
  params: Readonly<Record<string, string>> = {},
  webview = false,
): string | null {
  return routePath(site, { kind, language, params, webview });
}

/**
 * Where an article lives (catalogue.txt §3 Article types): offers on the offer page, experiences on
 * the experience article, news and events on the news-item page (the news call answers both).
 */
export function articleKind(type: Article['type']): RouteKind {
  if (type === 'offer') return 'Offers.Single';
  if (type === 'experience') return 'Experience.Single';
  return 'News.Single';
}
