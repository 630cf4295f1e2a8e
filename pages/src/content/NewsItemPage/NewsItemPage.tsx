import { useTranslation } from 'react-i18next';
import { useNewsItem } from '@marquee/data/hooks';
import type { PageContext, PageDefinition } from '../../page.ts';
import { ArticleFeaturedShow, featuredShowCalls } from '../shared/ArticleFeaturedShow.tsx';
import { ArticleView } from '../shared/ArticleView.tsx';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { CallState } from '../../pageStatus.tsx';

/**
 * News.Single: one news item or event article (catalogue.txt §3 Article, its display flags), and
 * the show it features (`featuredShow`), loaded with the page.
 */
export function NewsItemPage({ site, language, target, features, address }: PageContext) {
  const { t } = useTranslation();
  const item = useNewsItem(language, target.params.slug ?? null);
  const list = pathOf(site, language, 'News.List');
  return (
    <main id="main" className={styles.page}>
      {item.data ? (
        <>
          <ArticleView
            article={item.data}
            back={list ? { href: list, label: t('content.newsItem.back') } : null}
            page={{ features, address }}
          />
          <ArticleFeaturedShow slug={item.data.featuredShow} site={site} language={language} />
        </>
      ) : (
        <>
          <h1 className={styles.title}>{t('content.newsItem.title')}</h1>
          <CallState site={site} language={language} state={item} />
        </>
      )}
    </main>
  );
}

const itemCall = (slug: string | undefined) => ({ id: 'newsItem' as const, params: { slug: slug ?? '' }, main: true });

export const newsItemPage: PageDefinition = {
  Component: NewsItemPage,
  calls: ({ target }) => [itemCall(target.params.slug)],
  followUpCalls: ({ target }, answer) => featuredShowCalls(answer, itemCall(target.params.slug)),
  seo: ({ target }, answer, t) => {
    const item = answer(itemCall(target.params.slug)) as
      { title?: string; headline?: string | null; image?: string | null } | undefined;
    return {
      title: item?.title ? t('content.newsItem.seoTitle', { title: item.title }) : t('content.newsItem.title'),
      description: item?.headline ?? undefined,
      image: item?.image,
    };
  },
};
