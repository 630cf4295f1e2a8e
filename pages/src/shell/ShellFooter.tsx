import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FaqList,
  Footer,
  showConsentPreferences,
  type FooterColumn,
  type FooterSocialLink,
} from '@marquee/design-system';
import {
  enabledSocialNetworks,
  footerCinemaColumn,
  footerExtraColumns,
  footerLegalLinks,
  languageNames,
  routePath,
  shellPath,
  showsTabs,
  sites,
  yearIn,
  type Footer as ApiFooter,
  type FooterLegalLinkId,
  type ShowsTab,
} from '@marquee/data';
import { useCinemas, useCities, useFooter, useFooterFaq, useMasterTemplatePages } from '@marquee/data/hooks';
import type { PageContext } from '../page.ts';
import type { LanguageLink } from './SiteShell.tsx';

interface ShellFooterProps {
  context: PageContext;
  languageLinks: readonly LanguageLink[];
  withFaq: boolean;
}

const legalLabelKeys = {
  'legal-notice': 'shell.footer.legal.legalNotice',
  'terms-of-sale': 'shell.footer.legal.termsOfSale',
  privacy: 'shell.footer.legal.privacy',
  sitemap: 'shell.footer.legal.sitemap',
} as const satisfies Record<FooterLegalLinkId, string>;

/**
 * member-and-shell.txt §2 Footer: our Scheduling and Cinemas columns, then the API's extra
 * columns (`footerExtraColumns`: without the columns and links the shell gives itself), language
 * links, social links, the legal links with the cookie preferences, copyright and FAQ block.
 */
export function ShellFooter({ context, languageLinks, withFaq }: ShellFooterProps) {
  const { language } = context;
  const footer = useFooter(language);
  const cinemas = useCinemas(language);
  const cities = useCities(language);
  const legalPages = useMasterTemplatePages(language);
  return (
    <FooterOfAnswers
      context={context}
      languageLinks={languageLinks}
      withFaq={withFaq}
      footer={footer.data}
      cinemas={cinemas.data}
      cities={cities.data}
      legalPages={legalPages.data}
    />
  );
}

interface FooterOfAnswersProps extends ShellFooterProps {
  footer: ReturnType<typeof useFooter>['data'];
  cinemas: ReturnType<typeof useCinemas>['data'];
  cities: ReturnType<typeof useCities>['data'];
  legalPages: ReturnType<typeof useMasterTemplatePages>['data'];
}

/**
 * The footer drawn from its answers: drawn again only when they, the page's context or its
 * language links change. The footer hydrates in a pass of its own (SiteShell); right after it, an
 * update from its data hooks drew its 280 components a second time (decision 0028, stop 40).
 */
const FooterOfAnswers = memo(function FooterOfAnswers({
  context,
  languageLinks,
  withFaq,
  footer,
  cinemas,
  cities,
  legalPages,
}: FooterOfAnswersProps) {
  const { t } = useTranslation();
  const { site, language, features } = context;

  const own: FooterColumn[] = [schedulingColumn()];
  const cinemaLinks = footerCinemaColumn({ features, site, cinemas: cinemas ?? [], cities: cities ?? [] });
  if (cinemaLinks) {
    own.push({
      title: t('shell.footer.cinemas'),
      links: cinemaLinks.flatMap((link) => {
        const url = shellPath(site, language, link.target);
        if (!url) return [];
        return [{ title: link.type === 'all' ? t('shell.footer.allCinemas') : link.name, url }];
      }),
    });
  }
  const extra = footerExtraColumns({
    site,
    columns: footer?.columns ?? [],
    ownTitles: [t('shell.footer.scheduling'), t('shell.footer.cinemas')],
  });
  const legalLinks = footerLegalLinks({ site, pages: legalPages ?? [] }).flatMap((link) => {
    const url = shellPath(site, language, link.target);
    return url ? [{ title: t(legalLabelKeys[link.id]), url }] : [];
  });

  function schedulingColumn(): FooterColumn {
    // Presales are a tab only where the site sells them (member §9: preview and presale off in nl).
    const tabs = showsTabs.filter((tab) => tab !== 'presales' || features.presaleEnabled);
    const tabLink = (tab: ShowsTab | undefined, title: string) => {
      const url = routePath(site, { kind: 'Shows.List', language, params: {}, tab });
      return url ? [{ title, url }] : [];
    };
    return {
      title: t('shell.footer.scheduling'),
      links: [
        ...tabs.flatMap((tab) => tabLink(tab, t(`shell.footer.tabs.${tab}`))),
        ...tabLink(undefined, t('shell.footer.allFilms')),
      ],
    };
  }

  return (
    <Footer
      columns={[...own, ...extra]}
      languages={languageLinks.map((link) => ({
        code: link.language,
        label: languageNames[link.language],
        href: link.href,
      }))}
      currentLanguage={language}
      socialLinks={socialLinks(context, footer)}
      legalLinks={legalLinks}
      // The consent manager's own preferences: the footer does not follow the choice, so a choice
      // read or made does not render the footer again.
      onCookiePreferences={showConsentPreferences}
      copyrightHolder={t('shell.footer.copyrightHolder')}
      year={yearIn(new Date(context.now), sites[site].timeZone)}
      faq={withFaq ? <FooterFaq context={context} /> : undefined}
      labels={{
        columns: t('shell.footer.columns'),
        languages: t('shell.footer.languages'),
        social: t('shell.footer.social'),
        legal: t('shell.footer.legal.title'),
        cookiePreferences: t('shell.footer.cookiePreferences'),
        newTabHint: t('shell.header.newTabHint'),
      }}
    />
  );
});

/**
 * The networks the site's switches turn on, each with the country's address from the API footer.
 * A network the API gives no address for is left out rather than pointed at a guessed account.
 */
function socialLinks(context: PageContext, footer: ApiFooter | undefined): FooterSocialLink[] {
  const urls = new Map(
    (footer?.socialNetworks ?? []).map((network) => [network.name.trim().toLowerCase(), network.url]),
  );
  return enabledSocialNetworks(context.features).flatMap((network) => {
    const url = urls.get(network) ?? (network === 'twitter' ? urls.get('x') : undefined);
    return url ? [{ network, url }] : [];
  });
}

/** The footer FAQ block (member §2): one answer open at a time; questions without text are already dropped. */
function FooterFaq({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const { site, language } = context;
  const faq = useFooterFaq(language);
  const questions = faq.data?.questions ?? [];
  if (questions.length === 0) return null;
  const helpHref = routePath(site, { kind: 'Faq.Home', language, params: {} });
  return (
    <FaqList
      title={t('shell.footer.faqTitle')}
      headingLevel={2}
      seeAll={helpHref ? { label: t('shell.footer.faqSeeAll'), href: helpHref } : undefined}
      questions={questions.map((question, index) => ({
        id: question.slug ?? `question-${index}`,
        question: question.title,
        answerHtml: question.description,
      }))}
    />
  );
}
