import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { useLocation, useNavigate } from 'react-router';
import {
  languageAddresses,
  languageSwitchPath,
  localeFor,
  sites,
  type FeatureSwitches,
  type LanguageAddress,
  type RouteTarget,
} from '@marquee/data';
import { LinkProvider, LocaleProvider } from '@marquee/design-system';
import { CaptchaProvider } from '@marquee/pages/captcha';
import { ErrorPage } from '@marquee/pages/content/ErrorPage';
import { createI18n } from '@marquee/pages/i18n/instance';
import { runtimeKey } from '@marquee/pages/i18n/keys';
import type { PageContext, PageLayout } from '@marquee/pages/page';
import { SiteShell } from '@marquee/pages/shell';
import { notFoundPageView, type PageView } from '@marquee/pages/tracking';
import { useTranslations } from './strings.ts';
import { IntentPrefetch } from './intentPrefetch.tsx';
import type { RootData } from './root.tsx';

/**
 * What the root renders around a page or an error: i18n, links, the SWR data of the shell and
 * the page, and the shell itself. The root defers it (docs/decisions/0028): on the server it
 * renders at once; in the browser this module loads when the page starts hydrating.
 */

/**
 * Addresses the site's server answers itself (the language switch sets a cookie; sign-in leaves for
 * the provider, decision 0037): full page loads.
 */
const serverPaths = ['/switch-language/', '/redirect/', '/api/', '/auth/', '/sitemap.xml', '/robots.txt'];
const isServerPath = (path: string) => serverPaths.some((prefix) => path.startsWith(prefix));

export interface FrameProps {
  root: RootData;
  target: RouteTarget;
  /** The page's address in each language, from its loader (its record's translated slugs). */
  languages?: readonly LanguageAddress[];
  layout: PageLayout;
  /** The page's own answers, next to the shell's (one SWR cache for both). */
  pageFallback: Record<string, unknown>;
  stale: boolean;
  /** An error page has no address of its own in another language: the switch leads to the home. */
  errorPage?: boolean;
  /** What the page's view is tracked as (decision 0053), from its loader; null: not tracked. */
  pageView: PageView | null;
  children: ReactNode;
}

export function Frame({
  root,
  target,
  languages,
  layout,
  pageFallback,
  stale,
  errorPage = false,
  pageView,
  children,
}: FrameProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const translations = useTranslations(root.language);
  const i18n = useMemo(
    () => createI18n(root.language, translations, root.site),
    [root.language, translations, root.site],
  );
  const fallback = useMemo(() => ({ ...root.fallback, ...pageFallback }), [root.fallback, pageFallback]);
  const context: PageContext = {
    site: root.site,
    language: root.language,
    target,
    features: root.features as FeatureSwitches,
    locator: root.locator,
    now: root.now,
    appWebview: root.appWebview,
  };
  const addresses = errorPage
    ? sites[root.site].languages.map((language) => ({ language, path: null }))
    : (languages ?? languageAddresses(root.site, target, undefined));
  const languageLinks = addresses.map((address) => ({
    language: address.language,
    href: `/switch-language/${address.language}?to=${encodeURIComponent(languageSwitchPath(root.site, address))}`,
  }));
  return (
    <I18nextProvider i18n={i18n}>
      {/* React Aria's own strings, calendars and number formats in the page's language, not the browser's (issue 23). */}
      <LocaleProvider locale={localeFor(sites[root.site], root.language)}>
        <LinkProvider navigate={(path) => (isServerPath(path) ? window.location.assign(path) : void navigate(path))}>
          <SWRConfig value={{ fallback }}>
            <SiteShell
              context={context}
              layout={layout}
              languageLinks={languageLinks}
              stale={stale}
              pageViewKey={location.pathname}
              locatorSelection={root.locator}
              tracking={{ pageView, viewId: location.key, thirdParty: root.thirdParty }}
            >
              {/* The voucher and gift-card checks' reCAPTCHA, loaded only when their form asks (decision 0059). */}
              <CaptchaProvider language={root.language} scriptUrl={root.captchaScript}>
                {children}
              </CaptchaProvider>
            </SiteShell>
            <IntentPrefetch serverPath={isServerPath} />
          </SWRConfig>
        </LinkProvider>
      </LocaleProvider>
    </I18nextProvider>
  );
}

/** The error page's title, in the page's language (React hoists it into the head). */
function ErrorTitle({ status }: { status: number }) {
  const { t } = useTranslation();
  return <title>{t(runtimeKey(`content.errorPage.${status}.title`))}</title>;
}

/** 404, 410, 503 or 500 inside the frame, with the site's header and footer, no footer FAQ (decision 0044). */
export function ErrorFrame({
  root,
  target,
  layout,
  status,
  retryHref,
}: Pick<FrameProps, 'root' | 'target' | 'layout'> & { status: 404 | 410 | 503 | 500; retryHref: string | undefined }) {
  return (
    <Frame
      root={root}
      target={target}
      layout={layout}
      pageFallback={noFallback}
      stale={false}
      errorPage
      pageView={status === 404 ? notFoundPageView : null}
    >
      <ErrorTitle status={status} />
      <ErrorPage status={status} site={root.site} language={root.language} retryHref={retryHref} />
    </Frame>
  );
}

const noFallback: Record<string, unknown> = {};
