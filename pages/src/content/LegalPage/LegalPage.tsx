import { useTranslation } from 'react-i18next';
import { legalPageStems, legalSlug, wireMasterTemplatePageList, type RouteKind } from '@marquee/data';
import { useMasterTemplatePage, useMasterTemplatePages } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { MasterTemplateView } from '../shared/MasterTemplateView.tsx';
import { LoadingState } from '../../pageStatus.tsx';

/**
 * Cvd and GeneralTerms. The spec names the routes only (catalogue.txt §2; "cvd" and "cgv" page
 * types in member-and-shell.txt §4 Tracking): no call and no text. Each reads its text from the
 * site's master-template page with its slug stem when the CMS has one (Cvd: the privacy and
 * personal-data page, reading CVD as "charte vie privée et données"; GeneralTerms: `general-terms`),
 * else it shows translated copy that says what the page covers and where to ask. Both list the
 * site's other information pages.
 */
const slugStems: Partial<Record<RouteKind, string>> = {
  Cvd: legalPageStems.privacy,
  GeneralTerms: legalPageStems.termsOfSale,
};
const copyKeys: Partial<Record<RouteKind, 'cvd' | 'generalTerms'>> = { Cvd: 'cvd', GeneralTerms: 'generalTerms' };

export function LegalPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const pages = useMasterTemplatePages(language);
  const slug = pages.data ? legalSlug(pages.data, slugStems[target.kind] ?? '') : null;
  const page = useMasterTemplatePage(language, slug);
  const copy = copyKeys[target.kind] ?? 'generalTerms';
  const waiting = (!pages.data && !pages.error) || (slug !== null && !page.data && !page.error);
  const help = pathOf(site, language, 'Faq.Home');
  const others = (pages.data ?? []).filter((entry) => entry.slug !== slug);

  return (
    <main id="main" className={styles.page}>
      {page.data ? (
        <MasterTemplateView title={page.data.title} content={page.data.content} />
      ) : waiting ? (
        <>
          <h1 className={styles.title}>{t(`content.legal.${copy}.title`)}</h1>
          <LoadingState lines={6} />
        </>
      ) : (
        <article className={styles.section}>
          <h1 className={styles.title}>{t(`content.legal.${copy}.title`)}</h1>
          <div className={styles.prose}>
            <p>{t(`content.legal.${copy}.intro`)}</p>
            <p>{t(`content.legal.${copy}.scope`)}</p>
            <p>{t('content.legal.contact')}</p>
          </div>
          {help ? (
            <p className={styles.statusText}>
              <Link href={help}>{t('content.legal.help')}</Link>
            </p>
          ) : null}
        </article>
      )}
      {others.length > 0 ? (
        <nav className={styles.section} aria-labelledby="legal-more">
          <h2 id="legal-more" className={styles.sectionTitle}>
            {t('content.legal.more')}
          </h2>
          <ul className={styles.list}>
            {others.map((entry) => {
              const href = pathOf(site, language, 'MasterTemplate', { slug: entry.slug });
              return <li key={entry.slug}>{href ? <Link href={href}>{entry.title}</Link> : entry.title}</li>;
            })}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}

const pagesCall: PageCall = { id: 'masterTemplatePages' };

export const legalPage: PageDefinition = {
  Component: LegalPage,
  calls: () => [pagesCall],
  /**
   * The CMS page the list names, loaded with the page (issue 21: the server rendered only the
   * loading state, the text coming after the page's code): the document carries the text.
   */
  followUpCalls: ({ target }, answer) => {
    const pages = wireMasterTemplatePageList.safeParse(answer(pagesCall));
    const slug = pages.success ? legalSlug(pages.data, slugStems[target.kind] ?? '') : null;
    return slug ? [{ id: 'masterTemplatePage', params: { slug } }] : [];
  },
  seo: ({ target }, _answer, t) => {
    const copy = copyKeys[target.kind] ?? 'generalTerms';
    return { title: t(`content.legal.${copy}.title`), description: t(`content.legal.${copy}.intro`) };
  },
};
