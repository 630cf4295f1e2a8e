import { useTranslation } from 'react-i18next';
import { cmsText } from '@marquee/data';
import { useFaqCategory } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { CallState, NotFoundState } from '../shared/PageStatus.tsx';

/**
 * Faq.Category (GET faq/category/{id}): its title, description and articles, each linking to the
 * article by slug. member-and-shell.txt §2 guards a category "on having at least one article", so
 * one without articles shows the not-found state.
 */
export function FaqCategoryPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const category = useFaqCategory(language, target.params.id ?? null);
  const webview = Boolean(target.webview);
  const home = pathOf(site, language, 'Faq.Home', {}, webview);
  const data = category.data;

  return (
    <main id="main" className={styles.page}>
      {data && data.articles.length > 0 ? (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{data.title}</h1>
            {data.description ? <p className={styles.lead}>{cmsText(data.description)}</p> : null}
          </header>
          <ul className={styles.list}>
            {data.articles.map((article) => {
              const href = pathOf(site, language, 'Faq.ArticleBySlug', { slug: article.slug }, webview);
              const teaser = cmsText(article.teaser);
              return (
                <li key={String(article.id)} className={styles.card}>
                  <h2 className={styles.cardTitle}>
                    {href ? <Link href={href}>{article.title}</Link> : article.title}
                  </h2>
                  {teaser ? <p className={styles.cardText}>{teaser}</p> : null}
                </li>
              );
            })}
          </ul>
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
