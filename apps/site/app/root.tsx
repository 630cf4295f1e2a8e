import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { themeClasses, themeForSite } from '@marquee/themes';
import { fontPreloads } from '@marquee/themes/fonts';
import { createI18n, resourcesFor } from '@marquee/pages/i18n';
import type { Route } from './+types/root';
import { resolveLocale } from './locale.server.ts';
import '@marquee/themes/global';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function loader({ request }: Route.LoaderArgs) {
  const { site, language } = resolveLocale(request);
  return {
    site: site.code,
    language,
    theme: themeForSite(site.code),
    // Only this page's language is shipped to the browser.
    resources: resourcesFor(language),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // The theme is server-rendered as a class on <html>: no flash of unthemed content.
  const theme = data?.theme ?? 'fr';
  return (
    <html lang={data?.language ?? 'fr'} className={themeClasses[theme]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {fontPreloads[theme].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [i18n] = useState(() => createI18n(loaderData.language, loaderData.resources));
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page introuvable · Page not found' : 'Erreur · Error';
  return (
    <main>
      <title>{title}</title>
      <h1>{status}</h1>
      <p>{title}</p>
    </main>
  );
}
