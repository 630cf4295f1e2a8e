import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentManager, type ConsentCategory } from '@marquee/design-system';
import {
  chatAvailability,
  consentCookieName,
  footerLegalLinks,
  locatorCookieDays,
  loopGuardCookieMs,
  shellPath,
  signInCookieMs,
} from '@marquee/data';
import { useFaqChatAvailability, useMasterTemplatePages, useSettings } from '@marquee/data/hooks';
import { useFormat } from '../i18n/formats.ts';
import type { PageContext } from '../page.ts';
import { dataLayer } from './dataLayer.ts';
import {
  loadThirdPartyScripts,
  runConsentedScripts,
  thirdPartyScripts,
  type ConsentCategoryId,
  type ThirdPartyConfig,
} from './thirdParty.ts';

const consentCookieDays = 182;

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

/**
 * The cookies the site needs (member-and-shell.txt §7 Browser storage, §9 durations). The spec
 * gives no lifetime for `lang`; it lasts as long as the locator's choice.
 */
const siteCookies = [
  { id: 'lang', amount: locatorCookieDays, unit: 'day' },
  { id: 'locator', amount: locatorCookieDays, unit: 'day' },
  { id: 'signIn', amount: signInCookieMs / hourMs, unit: 'hour' },
  { id: 'loopGuard', amount: loopGuardCookieMs / minuteMs, unit: 'minute' },
  { id: 'consent', amount: consentCookieDays, unit: 'day' },
] as const;

/** The measurement tools' own cookies, erased when the visitor withdraws consent. */
const analyticsCookies = ['_ga', '_gid', '_gcl'];

export interface ConsentState {
  /** The accepted categories; null before the visitor chooses, undefined until the choice is read. */
  accepted: readonly string[] | null | undefined;
}

const ConsentContext = createContext<ConsentState>({ accepted: undefined });

/** The visitor's consent, for the page-view tracking. */
export const useConsent = () => useContext(ConsentContext);

export const isAccepted = (state: ConsentState, category: ConsentCategoryId) =>
  state.accepted?.includes(category) ?? false;

/**
 * member-and-shell.txt §4 Tracking under consent (decision 0053): the banner and its preferences in
 * the page's language, with this site's texts (the chat only where the site has its desk); the
 * choice opens the data layer and loads the tag manager and the widgets it allows.
 */
export function ConsentProvider({
  context,
  thirdParty,
  children,
}: {
  context: PageContext;
  thirdParty: ThirdPartyConfig;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { site, language, features } = context;
  const legalPages = useMasterTemplatePages(language);
  const [accepted, setAccepted] = useState<readonly string[] | null | undefined>(undefined);
  const state = useMemo<ConsentState>(() => ({ accepted }), [accepted]);

  const onChoice = useCallback((choice: readonly string[] | null) => {
    dataLayer.setConsent(choice?.includes('analytics') ?? false);
    setAccepted(choice);
    if (choice) runConsentedScripts(choice);
  }, []);

  // The live chat (member §1, decision 0056): asked about only once the visitor allows help tools,
  // where the desk is on and the settings carry the chat's data; a failed check leaves it unknown.
  const agentforce = useSettings(language).data?.agentforce ?? null;
  const supportAccepted = accepted?.includes('support') ?? false;
  const check = useFaqChatAvailability(language, supportAccepted && features.chatDeskEnabled && agentforce !== null);
  const availability = chatAvailability({
    deskEnabled: features.chatDeskEnabled,
    configured: agentforce !== null,
    instructions: check.data?.instructions,
  });
  const deploymentUrl = agentforce?.deploymentUrl ?? null;
  useEffect(() => {
    if (accepted)
      loadThirdPartyScripts(thirdPartyScripts(thirdParty, features, accepted, { deploymentUrl, availability }));
  }, [accepted, thirdParty, features, deploymentUrl, availability]);

  const privacy = footerLegalLinks({ site, pages: legalPages.data ?? [] }).find((link) => link.id === 'privacy');
  const privacyHref = privacy ? shellPath(site, language, privacy.target) : null;
  const categories: ConsentCategory[] = [
    {
      id: 'necessary',
      required: true,
      title: t('shell.consent.necessary.title'),
      description: t('shell.consent.necessary.description'),
      cookies: siteCookies.map((cookie) => ({
        name: t(`shell.cookies.names.${cookie.id}`),
        purpose: t(`shell.cookies.${cookie.id}`),
        duration: format.unit(cookie.amount, cookie.unit),
      })),
    },
    {
      id: 'analytics',
      title: t('shell.consent.analytics.title'),
      description: t('shell.consent.analytics.description'),
      clearCookies: analyticsCookies,
    },
    {
      id: 'support',
      // Withdrawn, the page reloads: a widget already running stops (decision 0056).
      clearCookies: [],
      title: t('shell.consent.support.title'),
      description: features.chatDeskEnabled
        ? t('shell.consent.support.descriptionWithChat')
        : t('shell.consent.support.description'),
    },
  ];

  return (
    <ConsentContext.Provider value={state}>
      {children}
      <ConsentManager
        language={language}
        cookieName={consentCookieName}
        categories={categories}
        {...(privacyHref ? { privacyLink: { label: t('shell.consent.privacy'), href: privacyHref } } : {})}
        labels={{
          title: t('shell.consent.title'),
          description: t('shell.consent.description'),
          acceptAll: t('shell.consent.acceptAll'),
          rejectAll: t('shell.consent.rejectAll'),
          showPreferences: t('shell.consent.showPreferences'),
          preferencesTitle: t('shell.consent.preferencesTitle'),
          preferencesIntro: t('shell.consent.preferencesIntro'),
          savePreferences: t('shell.consent.save'),
          close: t('shell.consent.close'),
          cookieName: t('shell.consent.cookieName'),
          cookiePurpose: t('shell.consent.cookiePurpose'),
          cookieDuration: t('shell.consent.cookieDuration'),
        }}
        onChoice={onChoice}
      />
    </ConsentContext.Provider>
  );
}
