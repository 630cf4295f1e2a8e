import { err, ok, type Result } from '../rules/result.ts';
import { sitesWithAlternateLanguageLinks } from '../sites/content.ts';
import { isLanguage, sites, type Language, type SiteCode } from '../sites/sites.ts';
import { routePath, type RouteTarget } from './router.ts';
import type { RouteKind } from './table.ts';

/** member-and-shell.txt §5 SEO: "canonical URL strips query, fragment and trailing slash". */
export function canonicalUrl(url: string): string {
  const [withoutExtras = ''] = url.split(/[?#]/, 1);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(withoutExtras)?.[0] ?? '';
  const path = withoutExtras.slice(origin.length).replace(/\/+$/, '');
  return `${origin}${path || '/'}`;
}

/** member-and-shell.txt §7 "Redirects for slug pages go to /redirect/{language}/{kind}/{slug}". */
export const redirectKinds = [
  'cinema',
  'city',
  'show',
  'event',
  'offer',
  'news',
  'gpxp/tag',
  'gpxp/article',
  'experience-group',
  'master-template',
  'faq-article',
] as const;
export type RedirectKind = (typeof redirectKinds)[number];

export interface RedirectLink {
  language: Language;
  kind: RedirectKind;
  slug: string;
}

export function redirectPath({ language, kind, slug }: RedirectLink): string {
  return `/redirect/${language}/${kind}/${encodeURIComponent(slug)}`;
}

/**
 * Reads `/redirect/{language}/{kind}/{slug}`. The real API's search results also write
 * `/redirect/nl/show/slug/{slug}` (real-api.md §3.8), so a `slug` segment before the slug is
 * accepted too.
 */
export function parseRedirectPath(path: string): Result<RedirectLink> {
  const [pathOnly = ''] = path.split(/[?#]/, 1);
  const segments = pathOnly.replace(/\/+$/, '').split('/').slice(1);
  if (segments[0] !== 'redirect') return err('not a redirect path');
  const language = segments[1];
  if (!isLanguage(language)) return err('unknown language');
  const twoWordKind = `${segments[2]}/${segments[3]}`;
  const kind = redirectKinds.find((candidate) => candidate === twoWordKind || candidate === segments[2]);
  if (!kind) return err('unknown redirect kind');
  let rest = segments.slice(kind.includes('/') ? 4 : 3);
  if (rest.length === 2 && rest[0] === 'slug') rest = rest.slice(1);
  if (rest.length !== 1 || !rest[0]) return err('a redirect names exactly one slug');
  try {
    return ok({ language, kind, slug: decodeURIComponent(rest[0]) });
  } catch {
    return err('malformed slug');
  }
}

/**
 * The page a redirect kind lands on. Experience tags have no page of their own; they land on the
 * experiences landing page.
 */
const redirectTargetKinds: Record<RedirectKind, RouteKind> = {
  cinema: 'Cinema.Single',
  city: 'Cinema.City.Single',
  show: 'Shows.Movie',
  event: 'Shows.Entertainment',
  offer: 'Offers.Single',
  news: 'News.Single',
  'gpxp/tag': 'Experience.Landing',
  'gpxp/article': 'Experience.Single',
  'experience-group': 'Experience.Group',
  'master-template': 'MasterTemplate',
  'faq-article': 'Faq.ArticleBySlug',
};

/** Where `/redirect/...` sends the visitor on a site; a language the site lacks falls back to its default. */
export function redirectTarget(siteCode: SiteCode, link: RedirectLink): RouteTarget {
  const site = sites[siteCode];
  const language = site.languages.includes(link.language) ? link.language : site.defaultLanguage;
  const kind = redirectTargetKinds[link.kind];
  return { kind, language, params: kind === 'Experience.Landing' ? {} : { slug: link.slug } };
}

/** member-and-shell.txt §9: home-like paths are the home in each language (site root and /{lang}). */
export const homeLikeKinds: readonly RouteKind[] = ['Movies.Home'];

export interface AlternateLink {
  language: Language;
  path: string;
}

/**
 * member-and-shell.txt §9 "Alternate-language links cover fr, ch, be, sn, tn for home-like
 * paths": one link per language of the site, or none.
 */
export function alternateLanguageLinks(siteCode: SiteCode, target: RouteTarget): AlternateLink[] {
  if (!sitesWithAlternateLanguageLinks.includes(siteCode) || !homeLikeKinds.includes(target.kind)) return [];
  return sites[siteCode].languages.flatMap((language) => {
    const path = routePath(siteCode, { ...target, language });
    return path === null ? [] : [{ language, path }];
  });
}
