import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner, AlertQueue, AlertQueueProvider, PopinProvider } from '@marquee/design-system';
import {
  cmsText,
  dismissalEnd,
  siteAlert,
  siteAlertDismissalDays,
  siteAlertDismissalKey,
  type Language,
  type LocatorSelection,
  type PageView,
} from '@marquee/data';
import { useAlerts } from '@marquee/data/hooks';
import { LocatorProvider } from '../locator/LocatorProvider.tsx';
import { MemberContext, type MemberState } from '../members/memberContext.ts';
import { MemberProvider } from '../members/MemberProvider.tsx';
import { useClock } from '../clock.tsx';
import type { PageContext, PageLayout } from '../page.ts';
import { ConsentProvider } from '../tracking/ConsentProvider.tsx';
import { PageViewTracking } from '../tracking/PageViewTracking.tsx';
import type { ThirdPartyConfig } from '../tracking/thirdParty.ts';
import { storeDismissal, useViewDismissals } from './dismissals.ts';
import { ShellFooter } from './ShellFooter.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { headerPushPlaced } from './headerPush.ts';
import { ShellHeaderPush } from './ShellHeaderPush.tsx';
import { ShellSmartBanner } from './ShellSmartBanner.tsx';
import * as styles from './SiteShell.css.ts';

export interface LanguageLink {
  language: Language;
  href: string;
}

/** What the running site tracks (decision 0053); stories and tests leave it out: no consent banner, no tracking. */
export interface ShellTracking {
  /** The page's view, from its loader; null for a page that sends none. */
  pageView: PageView | null;
  /** Changes with every navigation: one page view each. */
  viewId: string;
  thirdParty: ThirdPartyConfig;
}

export interface SiteShellProps {
  context: PageContext;
  layout: PageLayout;
  /** One link per language of the site to the current page; the site's server sets the lang cookie behind them. */
  languageLinks: readonly LanguageLink[];
  /** The page is a saved copy (the API was unreachable): a polite notice says so. */
  stale?: boolean;
  /** Changes on every client navigation: alerts are fetched again and pop-ins close. */
  pageViewKey: string;
  /**
   * The locator's choice, read from its cookie by the site: the locator starts from it (member §4),
   * and the header's Cinemas link follows the locator's current choice.
   */
  locatorSelection?: LocatorSelection;
  /**
   * A fixed member state (stories, tests). Without it the shell's `MemberProvider` asks the site's
   * session after hydration (docs/decisions/0037-member-sessions.md).
   */
  member?: MemberState;
  tracking?: ShellTracking;
  /** The page's `<main id="main">`. */
  children: ReactNode;
}

/**
 * The page shell (member-and-shell.txt §2 Header, Footer, Other pop-ins; §4 Site alerts): skip
 * link, header with its pop-ins, the site alert, the page, the footer. Everything renders from the
 * SWR fallback of `shellCalls`; a failed call only leaves its part out.
 */
export function SiteShell({
  context,
  layout,
  languageLinks,
  stale = false,
  pageViewKey,
  locatorSelection = null,
  member,
  tracking,
  children,
}: SiteShellProps) {
  const shellBody = (
    <ShellBody
      context={context}
      layout={layout}
      languageLinks={languageLinks}
      stale={stale}
      pageViewKey={pageViewKey}
      locatorSelection={locatorSelection}
    >
      {children}
    </ShellBody>
  );
  const body = tracking ? (
    <ConsentProvider context={context} thirdParty={tracking.thirdParty}>
      {shellBody}
      <PageViewTracking context={context} pageView={tracking.pageView} viewId={tracking.viewId} />
    </ConsentProvider>
  ) : (
    shellBody
  );
  // Pop-ins and alerts first: the member's actions open the sign-in pop-in and queue their messages.
  return (
    <PopinProvider locationKey={pageViewKey}>
      <AlertQueueProvider>
        {member ? (
          <MemberContext.Provider value={member}>{body}</MemberContext.Provider>
        ) : (
          <MemberProvider site={context.site} language={context.language}>
            {body}
          </MemberProvider>
        )}
      </AlertQueueProvider>
    </PopinProvider>
  );
}

function ShellBody({
  context,
  layout,
  languageLinks,
  stale = false,
  pageViewKey,
  locatorSelection = null,
  children,
}: Omit<SiteShellProps, 'member' | 'tracking'>) {
  const { t } = useTranslation();
  return (
    <LocatorProvider
      site={context.site}
      language={context.language}
      target={context.target}
      initialChoice={locatorSelection}
      features={context.features}
    >
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t('shell.skipLink')}
        </a>
        {context.features.smartBannerEnabled ? <ShellSmartBanner /> : null}
        <ShellHeader context={context} variant={layout.header} languageLinks={languageLinks} />
        {headerPushPlaced(context.target, layout) ? (
          <ShellHeaderPush context={context} pageViewKey={pageViewKey} />
        ) : null}
        {/* The member's messages (the favourite limit, a change that failed): a polite live region, always there. */}
        <AlertQueue
          closeLabel={t('shell.alert.close')}
          levelLabels={{ warning: t('shell.alert.warning'), info: t('shell.alert.info') }}
        />
        <SiteMessages language={context.language} stale={stale} pageViewKey={pageViewKey} />
        <div className={styles.content}>{children}</div>
        {layout.footer ? (
          <div className={styles.footerSlot}>
            <Suspense fallback={null}>
              <ShellFooter context={context} languageLinks={languageLinks} withFaq={layout.footerFaq} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </LocatorProvider>
  );
}

/**
 * The stale-copy notice and the site alert, above the page. A closed alert stays closed across
 * page views and reloads, for 7 days or until its text changes (issue 20: the weekly banner came
 * back; decision 0052): the document's head script hides it before the first paint, the shell once
 * hydrated.
 */
function SiteMessages({ language, stale, pageViewKey }: { language: Language; stale: boolean; pageViewKey: string }) {
  const { t } = useTranslation();
  const now = useClock();
  const alerts = useAlerts(language);
  const { retry } = alerts;
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const firstView = useRef(pageViewKey);
  // member §4 "each page view fetches alerts": the first view reads the server's answer, later ones ask again.
  useEffect(() => {
    if (pageViewKey !== firstView.current) retry();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- retry is a new function each render; the page view decides
  }, [pageViewKey]);

  const candidate = siteAlert(alerts.data);
  const key = candidate ? siteAlertDismissalKey(candidate) : null;
  // Closed on an earlier page or visit: the head script hid it before the first paint; gone once hydrated.
  const dismissals = useViewDismissals(pageViewKey, now);
  const closedBefore = key !== null && key in dismissals;

  const alert = key && (closedBefore || closed.has(key)) ? null : candidate;
  // The subtitle is the CMS's HTML, cleaned where the answer entered the server (issue 23).
  const subtitle = alert?.subtitle ?? '';
  const title = alert?.title?.trim() || cmsText(subtitle);
  if (!stale && !title) return null;
  const close = () => {
    if (!key) return;
    storeDismissal(key, dismissalEnd(now, siteAlertDismissalDays), now);
    setClosed((keys) => new Set(keys).add(key));
  };
  const banner =
    alert && title ? (
      <AlertBanner
        level={alert.level}
        title={title}
        subtitleHtml={alert.title?.trim() && subtitle ? subtitle : undefined}
        levelLabel={t(`shell.alert.${alert.level}`)}
        action={alert.cta ? { label: alert.cta.label, href: alert.cta.url } : undefined}
        {...(alert.closable
          ? { onClose: close, closeLabel: t('shell.alert.close') }
          : { onClose: undefined, closeLabel: undefined })}
      />
    ) : null;
  // What the head script hides must take the section's padding with it when the alert is all there is.
  const dismissal = alert?.closable && key ? key : undefined;
  return (
    <section
      aria-label={t('shell.messages')}
      className={styles.messages}
      data-dismissal={stale ? undefined : dismissal}
    >
      {stale ? (
        <p role="status" className={styles.staleNotice}>
          {t('shell.stale')}
        </p>
      ) : null}
      {stale && banner ? <div data-dismissal={dismissal}>{banner}</div> : banner}
    </section>
  );
}
