import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';
import { dismissalsStorageKey, isLanguage, languages, localeFor, siteCodes, sites, type SiteCode } from '@marquee/data';
import { LocaleProvider } from '@marquee/design-system';
import { ClockProvider } from '@marquee/pages/clock';
import { createI18n } from '@marquee/pages/i18n';
import { storyNow } from '@marquee/pages/storybook/clock';
import { themeClassForSite } from '@marquee/themes';
import '@marquee/themes/fonts';
import '@marquee/themes/global';

/** Applies the site's brand theme on <html>, as the running site does. */
function SiteTheme({ site, children }: { site: SiteCode; children: ReactNode }) {
  const themeClass = themeClassForSite(site);
  useEffect(() => {
    document.documentElement.className = themeClass;
  }, [themeClass]);
  return children;
}

/** Pages read their strings through i18next, in the toolbar's language when the site offers it. */
function Language({ site, wanted, children }: { site: SiteCode; wanted: string | undefined; children: ReactNode }) {
  const { languages, defaultLanguage } = sites[site];
  const language = isLanguage(wanted) && languages.includes(wanted) ? wanted : defaultLanguage;
  const i18n = useMemo(() => createI18n(language, site), [language, site]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={localeFor(sites[site], language)}>{children}</LocaleProvider>
    </I18nextProvider>
  );
}

/**
 * One clock (ARCHITECTURE): a page story renders for its context's `now`, every other story for
 * the instant the fixtures were recorded, so no story reads the day it runs on.
 */
const withClock: Decorator = (Story, { args }) => (
  <ClockProvider now={typeof args.now === 'string' ? args.now : storyNow}>
    <Story />
  </ClockProvider>
);

const withSiteAndLanguage: Decorator = (Story, { globals }) => {
  const site = (globals.site as SiteCode | undefined) ?? 'fr';
  return (
    <SiteTheme site={site}>
      <Language site={site} wanted={globals.language as string | undefined}>
        <Story />
      </Language>
    </SiteTheme>
  );
};

// Play functions wait for what a busy CI machine delays (a pop-in's focus, a fetch's fallback)
// up to 4 s instead of testing-library's 1 s; a story that passes does not wait longer.
configure({ asyncUtilTimeout: 4000 });

/**
 * The axe rules (of those axe runs by default) whose outcome a brand theme can change: its colours
 * (contrast, links told apart from their text by colour alone) and its type and spacing (a region
 * that scrolls once its text is larger).
 */
const themeDependentRules = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];

const storySite: SiteCode = siteCodes.find((code) => code === import.meta.env.STORY_SITE) ?? 'fr';

const preview: Preview = {
  decorators: [withClock, withSiteAndLanguage],
  // Stories render one after the other in one page: what one closed (local storage, decision 0052)
  // or a device it stood for (the smart banner's mark) must not reach the next.
  beforeEach: (context) => {
    window.localStorage.removeItem(dismissalsStorageKey);
    document.documentElement.removeAttribute('data-app-store');
    document.documentElement.removeAttribute('data-dismissed');
    // Nor what it announced: React Aria's live region keeps a message for 7 s, and one that names
    // its text by id (a pending button's) would name an element the next story no longer has
    // (axe role-img-alt; the story suite's files share one frame, vitest.config.ts).
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
    // The visual suite's renders whose checks it does not read (decision 0026) run no axe.
    if ((window as { __visualAxeOff?: boolean }).__visualAxeOff) {
      context.parameters = { ...context.parameters, a11y: { ...context.parameters.a11y, test: 'off' } };
      return;
    }
    // The visual suite checks a component's whole structure in its first theme; in the others only
    // the rules a theme can change (colours, sizes): `axeScope: 'theme'` (decision 0026).
    if (context.globals.axeScope === 'theme') {
      const a11y = (context.parameters.a11y ?? {}) as { options?: object };
      context.parameters = {
        ...context.parameters,
        a11y: { ...a11y, options: { ...a11y.options, runOnly: { type: 'rule', values: themeDependentRules } } },
      };
    }
  },
  globalTypes: {
    axeScope: { description: 'Which axe rules run after a render: all, or those a theme can change (visual suite)' },
    site: {
      description: 'Country site (picks the brand theme and the languages offered)',
      toolbar: { title: 'Site', icon: 'globe', items: [...siteCodes], dynamicTitle: true },
    },
    language: {
      description: 'Language (falls back to the site default when the site does not offer it)',
      toolbar: {
        title: 'Language',
        icon: 'transfer',
        // Each language names the sites that offer it; another site shows its default language.
        items: languages.map((language) => ({
          value: language,
          title: `${language} — ${siteCodes.filter((code) => sites[code].languages.includes(language)).join(', ')}`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    // The story run renders in the fr site's theme (a page story for another site names it in its
    // globals); `STORY_SITE=nl` or `ch` runs the story tests in another theme by hand.
    site: storySite,
    language: sites[storySite].defaultLanguage,
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'centered',
    // An axe violation fails the story test.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 700', styles: { width: '700px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1080', styles: { width: '1080px', height: '800px' }, type: 'desktop' },
        large: { name: 'Large 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
