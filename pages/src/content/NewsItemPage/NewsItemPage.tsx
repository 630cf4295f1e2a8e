import { useTranslation } from 'react-i18next';
import { useNewsItem } from '@marquee/data/hooks';
import type { PageContext, PageDefinition } from '../../page.ts';
import { ArticleView } from '../shared/ArticleView.tsx';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { CallState } from '../shared/PageStatus.tsx';

/** News.Single: one news item or event article (catalogue.txt §3 Article, its display flags). */
export function NewsItemPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const item = useNewsItem(language, target.params.slug ?? null);
  const list = pathOf(site, language, 'News.List');
  return (
    <main id="main" className={styles.page}>
      {item.data ? (
        <ArticleView article={item.data} back={list ? { href: list, label: t('content.newsItem.back') } : null} />
      ) : (
        <>
          <h1 className={styles.title}>{t('content.newsItem.title')}</h1>
          <CallState site={site} language={language} state={item} />
        </>
      )}
    </main>
  );
}

export const newsItemPage: PageDefinition = {
  Component: NewsItemPage,
  calls: ({ target }) => [{ id: 'newsItem', params: { slug: target.params.slug ?? '' }, main: true }],
  seo: ({ target }, answer, t) => {
    const item = answer({ id: 'newsItem', params: { slug: target.params.slug ?? '' }, main: true }) as
      { title?: string; headline?: string | null } | undefined;
    return {
      title: item?.title ? t('content.newsItem.seoTitle', { title: item.title }) : t('content.newsItem.title'),
      description: item?.headline ?? undefined,
    };
  },
};
