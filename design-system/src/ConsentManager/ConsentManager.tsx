import { useEffect, useEffectEvent, useState } from 'react';
import type * as CookieConsent from 'vanilla-cookieconsent';
import { ConsentBanner } from './ConsentBanner.tsx';
import './ConsentManager.css.ts';

/** One purpose the visitor can allow or refuse (a consent category). */
export interface ConsentCategory {
  id: string;
  title: string;
  description: string;
  /** Needed for the site to work: always on, the visitor cannot turn it off. */
  required?: boolean;
  /** The cookies it sets, listed in the preferences. */
  cookies?: readonly { name: string; purpose: string; duration: string }[];
  /**
   * Names (or name prefixes) of the cookies its tools set, erased when the visitor withdraws it;
   * the page then reloads, so a tool already running stops (an empty list: only the reload).
   */
  clearCookies?: readonly string[];
}

export interface ConsentManagerLabels {
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  showPreferences: string;
  preferencesTitle: string;
  preferencesIntro: string;
  savePreferences: string;
  close: string;
  cookieName: string;
  cookiePurpose: string;
  cookieDuration: string;
}

export interface ConsentManagerProps {
  /** The page's language: the library keys its texts by it. */
  language: string;
  categories: readonly ConsentCategory[];
  labels: ConsentManagerLabels;
  /** A link under the banner's text (the privacy page), when the site has one. */
  privacyLink?: { label: string; href: string };
  /** The first-party cookie that keeps the choice. */
  cookieName: string;
  /**
   * The visitor's choice: the accepted category ids, read from the cookie at start and again after
   * each change; null while the visitor has not chosen (the banner shows).
   */
  onChoice: (accepted: readonly string[] | null) => void;
}

type ConsentLibrary = typeof CookieConsent;
let library: Promise<ConsentLibrary> | null = null;
/** The library's last start: the preferences open once it has its texts. */
let started: Promise<unknown> | null = null;

/** The library and its stylesheet load only in the browser, after the page is interactive. */
function loadLibrary(): Promise<ConsentLibrary> {
  library ??= Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
  ]).then(([module]) => module);
  return library;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Runs an action of the library once it has started with this page's settings. */
function withLibrary(action: (consent: ConsentLibrary) => void): void {
  void started?.then(() => library?.then(action));
}

/**
 * The consent banner and its preferences (decision 0053). The banner is the design system's own
 * (ConsentBanner), rendered on the server too, so a first visit sees it with the page's first
 * paint, and a choice already stored hides it before then (`data-consent-stored`). The library
 * (vanilla-cookieconsent) keeps the choice, draws the preferences (themed by the design system's
 * tokens, ConsentManager.css.ts) and reports; it loads only in the browser, after the page is
 * interactive. A button of the banner pressed before that waits for it.
 */
export function ConsentManager({
  language,
  categories,
  labels,
  privacyLink,
  cookieName,
  onChoice,
}: ConsentManagerProps) {
  const choose = useEffectEvent(onChoice);
  // The library is one per document: it runs again only when what it shows changes.
  const config = JSON.stringify({ language, categories, labels, privacyLink, cookieName });
  // `unknown` until the library has read the stored choice (the server's rendering), then whether it asks.
  const [banner, setBanner] = useState<'unknown' | 'open' | 'closed'>('unknown');
  useEffect(() => {
    let stopped = false;
    started = loadLibrary().then(async (consent) => {
      if (stopped) return;
      const report = () => {
        if (stopped) return;
        const chosen = consent.validConsent();
        setBanner(chosen ? 'closed' : 'open');
        choose(chosen ? consent.getUserPreferences().acceptedCategories : null);
      };
      await consent.run(libraryConfig({ language, categories, labels, cookieName }, report));
      report();
    });
    return () => {
      stopped = true;
      void library?.then((consent) => consent.reset());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `config` names everything the library shows
  }, [config]);
  if (banner === 'closed') return null;
  return (
    <ConsentBanner
      state={banner}
      labels={labels}
      privacyLink={privacyLink}
      onAcceptAll={() => withLibrary((consent) => consent.acceptCategory('all'))}
      onRejectAll={() => withLibrary((consent) => consent.acceptCategory([]))}
      onShowPreferences={() => withLibrary((consent) => consent.showPreferences())}
    />
  );
}

/** The footer's "cookie preferences": the way back to the choice (nothing where no manager runs). */
export function showConsentPreferences(): void {
  void started?.then(() => library?.then((consent) => consent.showPreferences()));
}

function libraryConfig(
  { language, categories, labels, cookieName }: Omit<ConsentManagerProps, 'onChoice' | 'privacyLink'>,
  report: () => void,
): CookieConsent.CookieConsentConfig {
  return {
    // Bots and automated browsers get the library too: the tests drive it.
    hideFromBots: false,
    // The banner is the design system's (ConsentBanner); the library draws only the preferences.
    autoShow: false,
    // Scripts waiting for consent are the site's to run: the library would replace their elements,
    // which React renders (pages/src/tracking/thirdParty.ts runConsentedScripts).
    manageScriptTags: false,
    disablePageInteraction: false,
    cookie: { name: cookieName, sameSite: 'Lax', expiresAfterDays: 182 },
    guiOptions: { preferencesModal: { layout: 'box', equalWeightButtons: true } },
    categories: Object.fromEntries(
      categories.map((category) => [
        category.id,
        {
          enabled: category.required ?? false,
          readOnly: category.required ?? false,
          ...(category.clearCookies
            ? {
                autoClear: {
                  cookies: category.clearCookies.map((prefix) => ({ name: new RegExp(`^${escapeRegExp(prefix)}`) })),
                  reloadPage: true,
                },
              }
            : {}),
        },
      ]),
    ),
    onConsent: report,
    onChange: report,
    language: {
      default: language,
      translations: {
        [language]: {
          // Never drawn (`autoShow: false`, the banner is ConsentBanner); the library's type asks for it.
          consentModal: {},
          preferencesModal: {
            title: labels.preferencesTitle,
            acceptAllBtn: labels.acceptAll,
            acceptNecessaryBtn: labels.rejectAll,
            savePreferencesBtn: labels.savePreferences,
            closeIconLabel: labels.close,
            sections: [
              { description: escapeHtml(labels.preferencesIntro) },
              ...categories.map((category) => ({
                title: escapeHtml(category.title),
                description: escapeHtml(category.description),
                linkedCategory: category.id,
                ...(category.cookies?.length
                  ? {
                      cookieTable: {
                        headers: {
                          name: labels.cookieName,
                          purpose: labels.cookiePurpose,
                          duration: labels.cookieDuration,
                        },
                        body: category.cookies.map((cookie) => ({
                          name: escapeHtml(cookie.name),
                          purpose: escapeHtml(cookie.purpose),
                          duration: escapeHtml(cookie.duration),
                        })),
                      },
                    }
                  : {}),
              })),
            ],
          },
        },
      },
    },
  };
}
