import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import {
  geoPositionHeader,
  isLanguage,
  jsonLdText,
  routePath,
  sites,
  type FeatureSwitches,
  type Language,
  type RouteTarget,
} from '@marquee/data';
import { LinkProvider } from '@marquee/design-system';
import { themeClasses, themeForSite } from '@marquee/themes';
import { fontPreloads } from '@marquee/themes/fonts';
import { ErrorPage } from '@marquee/pages/content';
import { resourcesFor } from '@marquee/pages/i18n';
import { createI18n } from '@marquee/pages/i18n/instance';
import { defaultLayout, type PageContext, type PageLayout } from '@marquee/pages/page';
import { SiteShell, shellCalls } from '@marquee/pages/shell';
import type { Route } from './+types/root';
import { pageCacheHeaders } from '../server/caching.ts';
import { contentSecurityPolicy, createNonce } from '../server/security.ts';
import { requestFacts } from '../server/locale.ts';
import { requestStateContext } from './context.ts';
import { IntentPrefetch } from './intentPrefetch.tsx';
import { useNonce } from './nonce.ts';
import type { PageLoaderData } from './page.server.ts';
import { config, loadCalls, loadFeatures, resolveRequest } from './site.server.ts';
import '@marquee/themes/global';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * Every page response: a fresh nonce and the Content-Security-Policy naming it, and the cache
 * rules that depend on what the loaders met (a saved copy, a negotiated language, a 503).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const facts = requestFacts(request, config.trustProxy);
    const state = {
      nonce: createNonce(),
      ...facts,
      stale: false,
      negotiated: false,
      geoPosition: request.headers.get(geoPositionHeader)?.slice(0, 64) ?? null,
    };
    context.set(requestStateContext, state);
    const response = await next();
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ nonce: state.nonce, loginOrigin: config.loginOrigin, secure: state.secure }),
    );
    for (const [name, value] of Object.entries(pageCacheHeaders({ status: response.status, ...state }))) {
      response.headers.set(name, value);
    }
    return response;
  },
];

/** Not-found pages and error pages have no route of their own: the shell shows them with an empty header. */
const errorTarget = (language: Language): RouteTarget => ({ kind: 'ErrorClient', language, params: {} });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, language, match, state, locator } = resolveRequest(request, context);
  const { features, fallback: settings } = await loadFeatures(site, state);
  const target = match.found ? match.target : errorTarget(language);
  const { fallback } = await loadCalls(
    site,
    language,
    shellCalls({ site: site.code, language, target, features }),
    state,
  );
  return {
    site: site.code,
    language,
    theme: themeForSite(site.code),
    features,
    // Only this page's language is shipped to the browser.
    resources: resourcesFor(language),
    fallback: { ...settings, ...fallback },
    stale: state.stale,
    locator,
  };
}

/**
 * The shell's data depends on the site and the language only: a navigation that keeps the
 * language segment (a language prefix, or none) keeps it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.host !== nextUrl.host) return defaultShouldRevalidate;
  const prefix = (url: URL) => {
    const first = url.pathname.split('/')[1];
    return isLanguage(first) ? first : '';
  };
  return prefix(currentUrl) !== prefix(nextUrl);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // The theme is server-rendered as a class on <html>: no flash of unthemed content.
  const theme = data?.theme ?? 'default';
  return (
    <html lang={data?.language ?? 'en'} className={themeClasses[theme]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* React Aria reads the nonce here for the one style element it adds (press handling). */}
        <meta property="csp-nonce" nonce={nonce} />
        {fontPreloads[theme].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/*
          Before any module: zod compiles parsers with `new Function` where it may, and probes for
          it at the first schema; the Content-Security-Policy forbids eval, so the browser parses
          answers without (zod reads this global).
        */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: 'globalThis.__zod_globalConfig={jitless:true}' }} />
        <Meta />
        <Links />
        <StructuredDataScript nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The page's schema.org JSON-LD (issue 9: search engines show the film's showtimes). A data block
 * runs nothing; the nonce only keeps every script of the document alike.
 */
function StructuredDataScript({ nonce }: { nonce: string }) {
  const page = useMatches().at(-1)?.loaderData as Partial<PageLoaderData> | undefined;
  if (!page?.structuredData) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonLdText(page.structuredData) }}
    />
  );
}

type RootData = Awaited<ReturnType<typeof loader>>;

/** Addresses the site's server answers itself (the language switch sets a cookie): full page loads. */
const serverPaths = ['/switch-language/', '/redirect/', '/api/', '/sitemap.xml', '/robots.txt'];
const isServerPath = (path: string) => serverPaths.some((prefix) => path.startsWith(prefix));

/** The error page's title, in the page's language (React hoists it into the head). */
function ErrorTitle({ status }: { status: number }) {
  const { t } = useTranslation();
  return <title>{t(`content.errorPage.${status}.title`)}</title>;
}

/** i18n, links, the shell's SWR data and the shell itself, around a page or an error. */
function Frame({
  root,
  target,
  layout,
  stale,
  errorPage = false,
  children,
}: {
  root: RootData;
  target: RouteTarget;
  layout: PageLayout;
  stale: boolean;
  /** An error page has no address of its own in another language: the switch leads to the home. */
  errorPage?: boolean;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const i18n = useMemo(() => createI18n(root.language, root.resources), [root.language, root.resources]);
  const context: PageContext = {
    site: root.site,
    language: root.language,
    target,
    features: root.features as FeatureSwitches,
    locator: root.locator,
  };
  const languageLinks = sites[root.site].languages.map((language) => {
    const path = errorPage ? null : routePath(root.site, { ...target, filters: undefined, tab: undefined, language });
    const to = path ?? routePath(root.site, { kind: 'Movies.Home', language, params: {} }) ?? '/';
    return { language, href: `/switch-language/${language}?to=${encodeURIComponent(to)}` };
  });
  return (
    <I18nextProvider i18n={i18n}>
      <LinkProvider navigate={(path) => (isServerPath(path) ? window.location.assign(path) : void navigate(path))}>
        <SWRConfig value={{ fallback: root.fallback }}>
          <SiteShell
            context={context}
            layout={layout}
            languageLinks={languageLinks}
            stale={stale}
            pageViewKey={location.pathname}
            locatorSelection={root.locator}
          >
            {children}
          </SiteShell>
          <IntentPrefetch serverPath={isServerPath} />
        </SWRConfig>
      </LinkProvider>
    </I18nextProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const page = useMatches().at(-1)?.loaderData as PageLoaderData | undefined;
  const target = page?.context.target ?? errorTarget(loaderData.language);
  return (
    <Frame
      root={loaderData}
      target={target}
      layout={page?.layout ?? defaultLayout}
      stale={loaderData.stale || Boolean(page?.stale)}
    >
      <Outlet />
    </Frame>
  );
}

/** 404 (unknown path, unknown slug, website guard), 410 (gone show), 503 (API away, page never seen), 500. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const shown = status === 404 || status === 410 || status === 503 ? status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  if (!root) {
    // No site for this host (website guard): a plain page in English, the address unchanged.
    return (
      <main id="main">
        <title>Page not found</title>
        <h1>Page not found</h1>
        <p>There is no Marquee site at this address.</p>
      </main>
    );
  }
  return (
    <Frame
      root={root}
      target={errorTarget(root.language)}
      layout={{ ...defaultLayout, header: 'light', footerFaq: false }}
      stale={false}
      errorPage
    >
      <ErrorTitle status={shown} />
      <ErrorPage
        status={shown}
        site={root.site}
        language={root.language}
        retryHref={shown === 503 ? `${location.pathname}${location.search}` : undefined}
      />
    </Frame>
  );
}
