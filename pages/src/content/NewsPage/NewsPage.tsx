import { useTranslation } from 'react-i18next';
import {
  lastPage,
  newsListHref,
  newsListQuery,
  newsListTypes,
  newsPageSize,
  newsTypeToggle,
  type Article,
  type Language,
  type NewsListQuery,
  type SiteCode,
} from '@marquee/data';
import { useNews } from '@marquee/data/hooks';
import { Link, Pager } from '@marquee/design-system';
import { CardPicture } from '../shared/CardPicture.tsx';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { articleKind, pathOf } from '../shared/links.ts';
import { EmptyState, ErrorState, LoadingState } from '../../pageStatus.tsx';
import { useLocationSearch } from '../shared/useLocationParts.ts';
import * as own from './NewsPage.css.ts';

/** catalogue.txt §5 "the page query parameter is an integer with default 1". */
const firstPage = 1;

/**
 * News.List: a page of news (catalogue.txt §9: 23 per page) with the pager (first, last, and
 * page-1 to page+2) and the article-type filter (catalogue.txt §4 News page: it toggles on and off
 * and resets the page to 1). Both live in the address (`?type=event&page=2`), so the server renders
 * the asked page and the filter works as plain links, before and without JavaScript.
 */
export function NewsPage({ site, language, search }: PageContext) {
  const { t } = useTranslation();
  const query = newsListQuery(useLocationSearch(search));
  const { page } = query;
  const news = useNews(language, query);
  const listPath = pathOf(site, language, 'News.List');
  const pageCount = news.data ? lastPage(news.data.total, newsPageSize) : 1;

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('content.news.title')}</h1>
        {page > firstPage ? (
          <p className={styles.meta}>{t('content.news.pageOf', { page, total: pageCount })}</p>
        ) : null}
      </header>
      {listPath ? <TypeFilter listPath={listPath} query={query} /> : null}
      {news.data ? (
        news.data.items.length === 0 ? (
          <EmptyState message={t('content.news.empty')} />
        ) : (
          <ul className={styles.grid}>
            {news.data.items.map((article) => (
              <ArticleCard key={article.slug} article={article} site={site} language={language} />
            ))}
          </ul>
        )
      ) : news.error ? (
        <ErrorState onRetry={news.retry} />
      ) : (
        <LoadingState lines={6} />
      )}
      {listPath && pageCount > 1 ? (
        <Pager
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          hrefForPage={(target) => newsListHref(listPath, { ...query, page: target })}
          label={t('content.news.pager.label')}
          previousLabel={t('content.news.pager.previous')}
          nextLabel={t('content.news.pager.next')}
          pageLabel={(target) => t('content.news.pager.page', { page: target })}
        />
      ) : null}
    </main>
  );
}

/** The article-type filter: one link per type, on when the address names it; pressing it toggles. */
function TypeFilter({ listPath, query }: { listPath: string; query: NewsListQuery }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('content.news.filter.label')}>
      <ul className={own.filterList}>
        {newsListTypes.map((type) => {
          const active = query.type === type;
          return (
            <li key={type}>
              <a
                className={own.filterLink}
                href={newsListHref(listPath, newsTypeToggle(query, type))}
                aria-current={active ? 'true' : undefined}
                data-active={active || undefined}
              >
                {t(`content.news.filter.${type}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ArticleCard({ article, site, language }: { article: Article; site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  const href = pathOf(site, language, articleKind(article.type), { slug: article.slug });
  const published = article.display.creationDate ? format.date(article.releaseDate) : null;
  return (
    <li className={styles.card}>
      <CardPicture image={article.thumbnail ?? article.image} large={article.image} />
      {article.display.newsTag ? <p className={styles.meta}>{t(`content.article.types.${article.type}`)}</p> : null}
      <h2 className={styles.cardTitle}>{href ? <Link href={href}>{article.title}</Link> : article.title}</h2>
      {article.headline ? <p className={styles.cardText}>{article.headline}</p> : null}
      {published ? <p className={styles.meta}>{t('content.article.published', { date: published })}</p> : null}
    </li>
  );
}

export const newsPage: PageDefinition = {
  Component: NewsPage,
  calls: ({ search }) => [{ id: 'news', query: { ...newsListQuery(search) } }],
  seo: (_context, _answer, t) => ({ title: t('content.news.seoTitle'), description: t('content.news.seoDescription') }),
};
