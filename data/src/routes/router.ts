import { pageEnabled, type FeatureSwitches } from '../sites/features.ts';
import { sites, siteOffers, type Language, type SiteCode } from '../sites/sites.ts';
import { decodeFilters, encodeFilters, filtersSegment, hasFilters, type AddressFilters } from './filters.ts';
import { routePatterns, type RouteKind, type RoutePattern } from './table.ts';
import { routeWords, showsTabs, type ShowsTab } from './words.ts';

/** A page of a site: what the generator takes and the matcher gives back. */
export interface RouteTarget {
  kind: RouteKind;
  language: Language;
  /** `slug` or `id`, as the kind's path needs. */
  params: Readonly<Record<string, string>>;
  filters?: AddressFilters;
  /** Shows-list tab, carried in the fragment. */
  tab?: ShowsTab;
  /** Help-centre page inside the app webview (extra `m` segment). */
  webview?: boolean;
}

export type RouteMatch =
  | { found: true; target: RouteTarget; trailingSlash: boolean }
  /** The catch-all: render not found in `language`, address unchanged (catalogue.txt §2). */
  | { found: false; language: Language; trailingSlash: boolean };

function splitUrl(url: string): { path: string; fragment: string } {
  const hashAt = url.indexOf('#');
  const fragment = hashAt < 0 ? '' : url.slice(hashAt + 1);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return { path: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt), fragment };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchSegments(pattern: RoutePattern, segments: readonly string[]): Readonly<Record<string, string>> | null {
  if (pattern.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.segments.entries()) {
    const raw = segments[index] ?? '';
    if (typeof expected === 'string') {
      if (raw !== expected) return null;
      continue;
    }
    const value = decodeSegment(raw);
    if (!value) return null;
    params[expected.param] = value;
  }
  return params;
}

/** Literal words beat parameters, so `cinemas/ville/x` never reads as a slug. */
function specificity(pattern: RoutePattern): number {
  return pattern.segments.filter((segment) => typeof segment === 'string').length;
}

function findPattern(
  patterns: readonly RoutePattern[],
  segments: readonly string[],
): { pattern: RoutePattern; params: Readonly<Record<string, string>> } | null {
  const candidates = [...patterns].sort((a, b) => specificity(b) - specificity(a));
  for (const pattern of candidates) {
    const params = matchSegments(pattern, segments);
    if (params) return { pattern, params };
  }
  return null;
}

/**
 * catalogue.txt §2 Matching rules: site + address -> page kind, params and language, or the
 * catch-all. The default language has no prefix, so a prefix equal to it matches nothing. A
 * trailing slash is matched as if absent and reported, so the server can redirect. A bad filter
 * suffix is not found. Never throws.
 */
export function matchRoute(siteCode: SiteCode, url: string): RouteMatch {
  const site = sites[siteCode];
  const { path, fragment } = splitUrl(url);
  const trailingSlash = path.length > 1 && path.endsWith('/');
  const trimmed = trailingSlash ? path.replace(/\/+$/, '') : path;
  const segments = trimmed.split('/').slice(1);
  if (segments.length === 1 && segments[0] === '') segments.pop();

  const first = segments[0];
  const prefixed = siteOffers(site, first) && first !== site.defaultLanguage;
  const language: Language = prefixed ? (first as Language) : site.defaultLanguage;
  const notFound: RouteMatch = {
    found: false,
    language: siteOffers(site, first) ? first : site.defaultLanguage,
    trailingSlash,
  };
  if (!trimmed.startsWith('/') && trimmed !== '') return notFound;
  if (segments.some((segment) => segment === '')) return notFound;
  if (first === site.defaultLanguage) return notFound;

  const rest = prefixed ? segments.slice(1) : segments;
  const filtersAt = rest.indexOf(filtersSegment);
  const base = filtersAt < 0 ? rest : rest.slice(0, filtersAt);

  const withLanguage = routePatterns(siteCode, language).filter((pattern) => pattern.languagePrefix);
  const languageless = prefixed
    ? []
    : routePatterns(siteCode, site.defaultLanguage).filter((pattern) => !pattern.languagePrefix);
  const found = findPattern([...withLanguage, ...languageless], base);
  if (!found) return notFound;
  const { pattern, params } = found;

  const target: RouteTarget = { kind: pattern.kind, language, params };
  if (filtersAt >= 0) {
    if (!pattern.filters) return notFound;
    const filters = decodeFilters(rest.slice(filtersAt + 1));
    if (!filters.ok) return notFound;
    target.filters = filters.value;
  }
  if (pattern.webview) target.webview = true;
  if (pattern.kind === 'Shows.List' && fragment) {
    const tabs = routeWords(siteCode, language).tabs;
    const tab = showsTabs.find((candidate) => tabs[candidate] === fragment);
    if (tab) target.tab = tab;
  }
  return { found: true, target, trailingSlash };
}

/**
 * The match as the site's switches leave it: a page its switch turns off on this site (decision
 * 0048) is the catch-all, not found in the page's language with the address unchanged.
 */
export function enabledMatch(match: RouteMatch, features: FeatureSwitches): RouteMatch {
  if (!match.found || pageEnabled(match.target.kind, features)) return match;
  return { found: false, language: match.target.language, trailingSlash: match.trailingSlash };
}

/**
 * The path of a page on a site, or null when the site has no such page in that language or a
 * parameter is missing. Languageless kinds (experience article, auth callback) ignore the language.
 */
export function routePath(siteCode: SiteCode, target: RouteTarget): string | null {
  const site = sites[siteCode];
  if (!siteOffers(site, target.language)) return null;
  const pattern = routePatterns(siteCode, target.language).find(
    (candidate) => candidate.kind === target.kind && candidate.webview === Boolean(target.webview),
  );
  if (!pattern) return null;
  const segments: string[] = [];
  for (const segment of pattern.segments) {
    if (typeof segment === 'string') {
      segments.push(segment);
      continue;
    }
    const value = target.params[segment.param];
    if (!value || value === filtersSegment) return null;
    segments.push(encodeURIComponent(value));
  }
  if (pattern.languagePrefix && target.language !== site.defaultLanguage) segments.unshift(target.language);
  let path = `/${segments.join('/')}`;
  if (hasFilters(target.filters)) {
    if (!pattern.filters) return null;
    path += encodeFilters(target.filters);
  }
  if (target.tab) {
    if (target.kind !== 'Shows.List') return null;
    path += `#${routeWords(siteCode, target.language).tabs[target.tab]}`;
  }
  return path;
}
