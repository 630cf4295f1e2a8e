import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cmsText } from '@marquee/data';
import { useFaqCategory } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { DisplayAllButton, useDisplayAll } from '../shared/displayAll.tsx';
import { FaqArticleCards } from '../shared/FaqArticleCards.tsx';
import { pathOf } from '../shared/links.ts';
import { CallState, NotFoundState } from '../../pageStatus.tsx';

/**
 * Faq.Category (GET faq/category/{id}): its title, description and articles, each linking to the
 * article by slug. member-and-shell.txt §2 guards a category "on having at least one article", so
 * one without articles shows the not-found state. A long category shows its first questions and
 * "display all" (member §4 display-all flags, decision 0051).
 */
export function FaqCategoryPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const category = useFaqCategory(language, target.params.id ?? null);
  const webview = Boolean(target.webview);
  const home = pathOf(site, language, 'Faq.Home', {}, webview);
  const data = category.data;
  const articles = data?.articles ?? [];
  const listRef = useRef<HTMLDivElement>(null);
  const list = useDisplayAll(articles, `${target.kind}:${target.params.id ?? ''}`, listRef);

  return (
    <main id="main" className={styles.page}>
      {data && articles.length > 0 ? (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{data.title}</h1>
            {data.description ? <p className={styles.lead}>{cmsText(data.description)}</p> : null}
          </header>
          <div ref={listRef} className={styles.section}>
            <FaqArticleCards articles={list.shown} site={site} language={language} webview={webview} headingLevel={2} />
            {list.hidden > 0 ? <DisplayAllButton total={articles.length} onPress={list.showAll} /> : null}
          </div>
        </>
      ) : (
        <>
          <h1 className={styles.title}>{t('content.faq.category.title')}</h1>
          {data ? (
            <NotFoundState site={site} language={language} />
          ) : (
            <CallState site={site} language={language} state={category} />
          )}
        </>
      )}
      {home ? (
        <p className={styles.statusText}>
          <Link href={home}>{t('content.faq.backHome')}</Link>
        </p>
      ) : null}
    </main>
  );
}

export const faqCategoryPage: PageDefinition = {
  Component: FaqCategoryPage,
  calls: ({ target }) => [{ id: 'faqCategory', params: { id: target.params.id ?? '' }, main: true }],
  seo: ({ target }, answer, t) => {
    const category = answer({ id: 'faqCategory', params: { id: target.params.id ?? '' }, main: true }) as
      { title?: string; description?: string | null } | undefined;
    return {
      title: category?.title
        ? t('content.faq.category.seoTitle', { title: category.title })
        : t('content.faq.category.title'),
      description: category?.description ? cmsText(category.description) : undefined,
    };
  },
};
