import { Suspense } from 'react';
import {
  data,
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
import {
  isLanguage,
  type FeatureSwitches,
  type Language,
  type LocatorChoice,
  type RouteTarget,
  type SiteCode,
  type WireSettings,
} from '@marquee/data';
import { themeClasses, themeForSite, type ThemeName } from '@marquee/themes';
import type { ThirdPartyConfig } from '@marquee/pages/tracking';
import { appWebviewLayout, defaultLayout, errorPageLayout } from '@marquee/pages/page';
import { appBootScript } from '@marquee/pages/shell/appWebview';
import type { Route } from './+types/root';
import { pageCacheHeaders, routeHeaders } from '../server/caching.ts';
import { contentSecurityPolicy } from '../server/security.ts';
import { requestContext } from './context.ts';
import { deferred, HydrationMark } from './deferred.tsx';
import { dismissalScript } from './dismissals.ts';
import { earlyEngagementScript } from './engagement.ts';
import { placeInjections, type PlacedInjections } from './injections.server.ts';
import { HeadInjections } from './injections.tsx';
import { useNonce } from './nonce.ts';
import { pageDataOf } from './page.tsx';
import {
  config,
  keyOfCall,
  loadCalls,
  resolveRequest,
  settingsCall,
  shellCalls,
  siteRequest,
  connectOriginsFor,
  captchaFrames,
} from './site.server.ts';
import '@marquee/themes/fonts';
import '@marquee/themes/global';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * ARCHITECTURE "One request": the host, site, route, language and feature switches are resolved
 * once, here, into the read-only request context every loader reads (app/context.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(requestContext, await resolveRequest(request, new Date()));
  },
];

/** Not-found pages and error pages have no route of their own: the shell shows them with an empty header. */
const errorTarget = (language: Language): RouteTarget => ({ kind: 'ErrorClient', language, params: {} });

export async function loader({ context }: Route.LoaderArgs) {
  const request = siteRequest(context);
  const { site, language, match, features, now } = request;
  await Promise.all([DeferredFrame.preload(), DeferredErrorFrame.preload()]);
  const target = match.found ? match.target : errorTarget(language);
  // In the app's webview the shell has no header or footer: their calls are not made (decision 0051).
  const shell = await loadCalls(
    site,
    language,
    shellCalls(
      { site: site.code, language, target, features, now, appWebview: request.appWebview },
      request.appWebview ? appWebviewLayout(defaultLayout) : defaultLayout,
    ),
    request.geoPosition,
  );
  const stale = request.settingsStale || shell.stale;
  const settings = request.settings[keyOfCall(settingsCall, site.defaultLanguage)] as WireSettings | undefined;
  const root: RootData = {
    site: site.code,
    language,
    theme: themeForSite(site.code),
    features,
    // The shell's answers, with the settings': the server renders from them, the browser hydrates from them.
    fallback: { ...request.settings, ...shell.fallback },
    stale,
    locator: request.locator,
    now,
    thirdParty: config.thirdParty,
    captchaScript: config.captchaScriptUrl,
    appWebview: request.appWebview,
    injections: placeInjections(settings?.injections ?? []),
  };
  return data(root, {
    headers: {
      'Content-Security-Policy': contentSecurityPolicy({
        nonce: request.nonce,
        secure: request.secure,
        connectOrigins: connectOriginsFor(settings, features),
        frameSources: captchaFrames,
      }),
      ...pageCacheHeaders({ status: 200, stale, negotiated: request.negotiated }),
    },
  });
}

/** The response's security and cache headers: the root's, made stricter by the page's or its error's. */
export const headers: Route.HeadersFunction = routeHeaders;

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

/** React Aria's own rule for its pressable controls (`usePress`): panning and zooming, no double-tap delay. */
const pressableStyle = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // The theme is server-rendered as a class on <html>: no flash of unthemed content.
  const theme = root?.theme ?? 'default';
  return (
    // The head's dismissal script marks the smart banner's device on <html> before hydration.
    <html lang={root?.language ?? 'en'} className={themeClasses[theme]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* React Aria reads the nonce here for a style element it would add. */}
        <meta property="csp-nonce" nonce={nonce} />
        {/*
          React Aria's press style, with the document: its pressable controls add it at hydration
          otherwise, and a style added to the head restyles and lays out the whole page in
          hydration's longest task (70–95 ms at 4x CPU, decision 0028). Found by its id, it is
          not added again.
        */}
        <style id="react-aria-pressable-style" nonce={nonce} dangerouslySetInnerHTML={{ __html: pressableStyle }} />
        {/* What the visitor does before the modules arrive (decision 0028). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: earlyEngagementScript }} />
        {/*
          Before any module: zod compiles parsers with `new Function` where it may, and probes for
          it at the first schema; the Content-Security-Policy forbids eval, so the browser parses
          answers without (zod reads this global).
        */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: 'globalThis.__zod_globalConfig={jitless:true}' }} />
        {/* member §1: inside the app, the native messages at boot (decision 0051). */}
        {root?.appWebview ? (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: appBootScript }} />
        ) : null}
        {root ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: dismissalScript(
                root.now,
                // member §1: never inside the app (decision 0051).
                root.features.smartBannerEnabled && !root.appWebview,
              ),
            }}
          />
        ) : null}
        <Meta />
        <Links />
        <StructuredDataScript nonce={nonce} />
        {root ? <HeadInjections injections={root.injections.head} nonce={nonce} /> : null}
      </head>
      <body>
        {root?.injections.noscript ? <noscript dangerouslySetInnerHTML={{ __html: root.injections.noscript }} /> : null}
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
  const page = pageDataOf(useMatches());
  if (!page?.structuredData) return null;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: page.structuredData }} />;
}

/** What the root's loader returns: the shell's context and answers. */
export interface RootData {
  site: SiteCode;
  language: Language;
  theme: ThemeName;
  features: FeatureSwitches;
  fallback: Record<string, unknown>;
  stale: boolean;
  locator: LocatorChoice | null;
  now: string;
  /** The tag manager and widgets the deployment configures; they load only with consent (decision 0053). */
  thirdParty: ThirdPartyConfig;
  /** The reCAPTCHA script the card checks load on demand (RECAPTCHA_SCRIPT_URL, decision 0059); null: none. */
  captchaScript: string | null;
  /** The app-webview mode (member §1, decision 0051): no header or footer, native messages at boot. */
  appWebview: boolean;
  /** The settings' injections, placed (decision 0052). */
  injections: PlacedInjections;
}

/**
 * The frame (shell and page) loads when the page starts hydrating (docs/decisions/0028): the
 * server renders it at once; the browser keeps the server's HTML inside the Suspense boundary
 * until its code is there.
 */
const DeferredFrame = deferred(async () => (await import('./frame.tsx')).Frame);
const DeferredErrorFrame = deferred(async () => (await import('./frame.tsx')).ErrorFrame);

export default function App({ loaderData }: Route.ComponentProps) {
  const page = pageDataOf(useMatches());
  return (
    <Suspense fallback={null}>
      <DeferredFrame
        root={loaderData}
        target={page?.context.target ?? errorTarget(loaderData.language)}
        languages={page?.languages}
        layout={page?.layout ?? defaultLayout}
        pageFallback={page?.fallback ?? noFallback}
        stale={loaderData.stale || Boolean(page?.stale)}
        pageView={page?.pageView ?? null}
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
  // In the browser only: the server logs it as JSON with its request id (entry.server.tsx handleError).
  if (!isRouteErrorResponse(error) && typeof document !== 'undefined') console.error(error);
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
        layout={root.appWebview ? appWebviewLayout(errorPageLayout) : errorPageLayout}
        status={shown}
        retryHref={shown === 503 ? `${location.pathname}${location.search}` : undefined}
      />
      <HydrationMark />
    </Suspense>
  );
}
