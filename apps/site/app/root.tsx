import { Suspense } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { geoPositionHeader, isLanguage, type Language, type RouteTarget } from '@marquee/data';
import { themeClasses, themeForSite } from '@marquee/themes';
import { fontPreloads } from '@marquee/themes/fonts';
import { resourcesFor } from '@marquee/pages/i18n';
import { defaultLayout, errorPageLayout } from '@marquee/pages/page';
import { shellCalls } from '@marquee/pages/shell';
import type { Route } from './+types/root';
import { pageCacheHeaders } from '../server/caching.ts';
import { contentSecurityPolicy, createNonce } from '../server/security.ts';
import { isDataRequest } from '../server/dataRequest.ts';
import { requestFacts } from '../server/locale.ts';
import { requestStateContext } from './context.ts';
import { deferred, HydrationMark } from './deferred.tsx';
import { earlyEngagementScript } from './engagement.ts';
import { useNonce } from './nonce.ts';
import type { PageLoaderData } from './page.server.ts';
import { config, loadCalls, loadFeatures, resolveRequest, settingsCall, shippedAnswers } from './site.server.ts';
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
      now: new Date().toISOString(),
      nonce: createNonce(),
      ...facts,
      stale: false,
      negotiated: false,
      geoPosition: request.headers.get(geoPositionHeader)?.slice(0, 64) ?? null,
      document: !isDataRequest(request),
      documentFallback: {},
      translations: {},
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
  await Promise.all([DeferredFrame.preload(), DeferredErrorFrame.preload()]);
  // The render's strings; the browser fetches their asset when the visitor engages.
  state.translations = resourcesFor(language);
  const { features, fallback: settings } = await loadFeatures(site, state);
  const target = match.found ? match.target : errorTarget(language);
  const calls = [settingsCall, ...shellCalls({ site: site.code, language, target, features, now: state.now })];
  const { fallback } = await loadCalls(site, language, calls, state);
  return {
    site: site.code,
    language,
    theme: themeForSite(site.code),
    features,
    ...shippedAnswers(state, calls, { ...settings, ...fallback }),
    stale: state.stale,
    locator,
    now: state.now,
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
        {/* What the visitor does before the modules arrive (decision 0021). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyEngagementScript }} />
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
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: page.structuredData }} />;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The frame (shell and page) loads when the visitor engages (docs/decisions/0021): the server
 * renders it at once; the browser keeps the server's HTML inside the Suspense boundary until then.
 */
const DeferredFrame = deferred(async () => (await import('./frame.tsx')).Frame);
const DeferredErrorFrame = deferred(async () => (await import('./frame.tsx')).ErrorFrame);

export default function App({ loaderData }: Route.ComponentProps) {
  const page = useMatches().at(-1)?.loaderData as PageLoaderData | undefined;
  return (
    <Suspense fallback={null}>
      <DeferredFrame
        root={loaderData}
        target={page?.context.target ?? errorTarget(loaderData.language)}
        layout={page?.layout ?? defaultLayout}
        pageFallback={page?.fallback ?? noFallback}
        documentCalls={[...loaderData.documentCalls, ...(page?.documentCalls ?? [])]}
        stale={loaderData.stale || Boolean(page?.stale)}
      >
        <Outlet />
      </DeferredFrame>
      <HydrationMark />
    </Suspense>
  );
}

const noFallback: Record<string, unknown> = {};

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
    <Suspense fallback={null}>
      <DeferredErrorFrame
        root={root}
        target={errorTarget(root.language)}
        layout={errorPageLayout}
        status={shown}
        retryHref={shown === 503 ? `${location.pathname}${location.search}` : undefined}
      />
      <HydrationMark />
    </Suspense>
  );
}
