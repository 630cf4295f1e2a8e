import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  canonicalUrl,
  jsonLdText,
  languageAddresses,
  ownLanguageSlug,
  routePath,
  sites,
  translateCallOf,
  wireTranslations,
  type Language,
  type LanguageAddress,
  type SiteCode,
  type StructuredData,
} from '@marquee/data';
import {
  defaultLayout,
  layoutOf,
  redirectSlugOf,
  type PageCall,
  type PageContext,
  type PageDefinition,
} from '@marquee/pages/page';
import { themeForSite } from '@marquee/themes/constants';
import { createI18n } from '@marquee/pages/i18n';
import { pageViewOf, type PageView } from '@marquee/pages/tracking';
import { filterFormLocation } from '../server/redirects.ts';
import { pageCacheHeaders } from '../server/caching.ts';
import { loadCalls, siteRequest } from './site.server.ts';

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

export interface PageSeoData {
  title: string;
  description: string;
  canonical: string;
  alternates: AlternateLink[];
  /** The absolute address of the page's picture for link previews, or null (issue 20 `og:image`). */
  image: string | null;
}

export interface PageLoaderData {
  context: PageContext;
  /** The page's answers, keyed as the hooks key them (its SWR fallback). */
  fallback: Record<string, unknown>;
  seo: PageSeoData;
  layout: typeof defaultLayout;
  stale: boolean;
  /**
   * The page's address in each language of the site, its record's slug translated by the API
   * (issue 21): the language switch and the hreflang alternates link these, computed here so the
   * server's HTML has them.
   */
  languages: LanguageAddress[];
  /**
   * schema.org JSON-LD for the head (issue 9 structured data), when the page gives one, as the text
   * of its script (escaped by `jsonLdText` here, so the browser's bundle carries none of it).
   */
  structuredData: string | null;
  /** What the page's view is tracked as, with its record's tracking group (decision 0053). */
  pageView: PageView | null;
}

const structuredDataText = (graph: StructuredData | null) => (graph ? jsonLdText(graph) : null);

/**
 * Every language of the site the page exists in, plus x-default (the site's default language):
 * issue 8 SEO "alternate hreflang links for every language of the site". A language the record
 * has no version in has no alternate (the switch's home is not the same page).
 */
export function alternateLinks(site: SiteCode, addresses: readonly LanguageAddress[], origin: string): AlternateLink[] {
  const links = addresses.flatMap(({ language, path }) =>
    path === null ? [] : [{ hrefLang: language, href: `${origin}${path}` }],
  );
  const fallback = links.find((link) => link.hrefLang === sites[site].defaultLanguage);
  return links.length > 1 && fallback ? [...links, { hrefLang: 'x-default', href: fallback.href }] : links;
}

/** An image address as a link preview needs it: absolute, http(s) only; null when there is none or it does not parse. */
export function absoluteImage(image: string | null | undefined, origin: string): string | null {
  if (!image?.trim()) return null;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The link-preview card of a page without a picture of its own (the home, a list, the help
 * centre): its site's brand card, a static file of the site (`public/share`, made by
 * apps/api/src/tools/make-share-cards.ts).
 */
export const shareCard = (site: SiteCode) => `/share/${themeForSite(site)}.jpg`;

function seoData(
  definition: PageDefinition,
  context: PageContext,
  answer: (call: PageCall) => unknown,
  language: Language,
  origin: string,
  addresses: readonly LanguageAddress[],
): PageSeoData {
  const t = createI18n(language, context.site).t;
  const own = definition.seo(context, answer, (key, options) => t(key, options ?? {}));
  return {
    // member-and-shell.txt §5 SEO: "titles and meta tags come from translations with a default fallback".
    title: own.title?.trim() || t('site.seo.defaultTitle'),
    description: own.description?.trim() || t('site.seo.defaultDescription'),
    canonical: context.address ?? origin,
    alternates: alternateLinks(context.site, addresses, origin),
    image: absoluteImage(own.image?.trim() ? own.image : shareCard(context.site), origin),
  };
}

type LoadedResult = Awaited<ReturnType<typeof loadCalls>>['results'][number];

/** Reads the answer to a call the loader made, by identity or by the same id and params. */
function answerFrom(calls: readonly PageCall[], results: readonly (LoadedResult | undefined)[]) {
  const answers = new Map(calls.map((call, index) => [call, results[index]]));
  return (call: PageCall): unknown => {
    const found =
      answers.get(call) ??
      [...answers].find(
        ([known]) =>
          known.id === call.id &&
          JSON.stringify(known.params) === JSON.stringify(call.params) &&
          JSON.stringify(known.query) === JSON.stringify(call.query),
      )?.[1];
    return found?.ok ? found.data : undefined;
  };
}

/**
 * ARCHITECTURE "One request" 5 for a page kind: load the page's calls server-side, and apply the
 * route guards on its own record — not found (catalogue.txt §8), gone (member §2 "Show detail
 * answering 410"), moved (§4 Route guard: redirect to the translated route of the target slug),
 * FAQ article 204 (member §2: redirect to the FAQ home) — before anything renders. Returns what it
 * learnt: the answers (the SWR fallback the server renders and the browser hydrates from), the
 * staleness (in its cache headers) and the page's head.
 */
export async function pageLoader(
  definition: PageDefinition,
  { request, context: routerContext }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const { site, language, match, locator, features, now, origin, geoPosition, appWebview } = siteRequest(routerContext);
  if (!match.found) throw data(null, { status: 404 });
  const { target } = match;
  const url = new URL(request.url);
  const submitted = filterFormLocation(site.code, target, url);
  if (submitted === null) throw data(null, { status: 404 });
  if (submitted) throw redirect(submitted, 303);
  // The canonical URL (member-and-shell.txt §5 SEO): the head's link and the share links name it.
  const address = `${origin}${canonicalUrl(url.pathname)}`;
  const context: PageContext = {
    site: site.code,
    language,
    target,
    features,
    locator,
    now,
    search: url.search,
    address,
    appWebview,
  };
  const firstCalls = definition.calls(context);
  // Beside the page's own calls, not after them: the record's slug in the other languages.
  const translateCall = translateCallOf(target);
  const [first, translated] = await Promise.all([
    loadCalls(site, language, firstCalls, geoPosition),
    loadCalls(site, language, translateCall ? [translateCall] : [], null),
  ]);
  const followUps = definition.followUpCalls?.(context, answerFrom(firstCalls, first.results)) ?? [];
  const second = await loadCalls(site, language, followUps, geoPosition);
  const calls = [...firstCalls, ...followUps];
  const results = [...first.results, ...second.results];
  const unavailable = () =>
    data(null, { status: 503, headers: pageCacheHeaders({ status: 503, stale: false, negotiated: false }) });

  calls.forEach((call, index) => {
    const result = results[index];
    if (!call.main || !result) return;
    if (!result.ok) {
      if (result.status === 'unavailable') throw unavailable();
      if (result.status === 204 && target.kind === 'Faq.ArticleBySlug') {
        throw redirect(
          routePath(site.code, { kind: 'Faq.Home', language, params: {}, webview: target.webview }) ?? '/',
          302,
        );
      }
      throw data(null, { status: result.status === 410 ? 410 : 404 });
    }
    const moved = redirectSlugOf(result.data, target.params.slug);
    if (moved) {
      const location = routePath(site.code, { ...target, params: { ...target.params, slug: moved } });
      if (location) throw redirect(location, 301);
    }
  });
  // Without a record of its own, a page whose every call found the API away cannot be shown.
  if (
    calls.length > 0 &&
    !calls.some((call) => call.main) &&
    results.every((r) => !r.ok && r.status === 'unavailable')
  ) {
    throw unavailable();
  }

  const [translation] = translated.results;
  const translations = translation?.ok ? wireTranslations.safeParse(translation.data).data : undefined;
  const ownSlug = ownLanguageSlug(target, translations);
  if (ownSlug) {
    const location = routePath(site.code, { ...target, params: { ...target.params, slug: ownSlug } });
    if (location) throw redirect(location, 301);
  }

  const answer = answerFrom(calls, results);
  const mainCall = calls.find((call) => call.main);
  const stale = first.stale || second.stale || translated.stale;
  const languages = languageAddresses(site.code, target, translations);
  const page: PageLoaderData = {
    context,
    // The translations are not in it: the browser reads the addresses, never the call.
    fallback: { ...first.fallback, ...second.fallback },
    seo: seoData(definition, context, answer, language, origin, languages),
    layout: layoutOf({ ...defaultLayout, ...definition.layout }, context),
    stale,
    languages,
    structuredData: structuredDataText(definition.structuredData?.(context, answer, origin) ?? null),
    pageView: pageViewOf(target.kind, mainCall ? answer(mainCall) : undefined),
  };
  const status = definition.status?.(context) ?? 200;
  return data(page, { status, headers: pageCacheHeaders({ status, stale, negotiated: false }) });
}
