import { useTranslation } from 'react-i18next';
import type { Language, ShowDetail, SiteCode } from '@marquee/data';
import { useNewsItem, useShow } from '@marquee/data/hooks';
import { ShowCard } from '@marquee/design-system';
import { cardContentRating } from '../../films/shared/ratings.ts';
import { showPath } from '../../films/shared/showLinks.ts';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import { ArticleView } from '../shared/ArticleView.tsx';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { CallState } from '../shared/PageStatus.tsx';

/**
 * News.Single: one news item or event article (catalogue.txt §3 Article, its display flags), and
 * the show it features (`featuredShow`), loaded with the page, as a card that leads to its page.
 */
export function NewsItemPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const item = useNewsItem(language, target.params.slug ?? null);
  const featured = useShow(language, item.data?.featuredShow ?? null);
  const list = pathOf(site, language, 'News.List');
  return (
    <main id="main" className={styles.page}>
      {item.data ? (
        <>
          <ArticleView article={item.data} back={list ? { href: list, label: t('content.newsItem.back') } : null} />
          {featured.data ? <FeaturedShow show={featured.data} site={site} language={language} /> : null}
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

/** The article's featured show (catalogue.txt §3 Article `featuredShow`); a show gone or unknown shows nothing. */
function FeaturedShow({ show, site, language }: { show: ShowDetail; site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  const href = showPath(site, language, show);
  if (!href) return null;
  return (
    <section className={styles.section} aria-labelledby="featured-show">
      <h2 id="featured-show" className={styles.sectionTitle}>
        {t('content.newsItem.featuredShow')}
      </h2>
      <div className={styles.featured}>
        <ShowCard
          title={show.title}
          href={href}
          poster={show.poster}
          headingLevel={3}
          posterSizes="12rem"
          contentRating={cardContentRating(show.contentRating, site, t('films.common.allAudiences'))}
          genres={show.genres}
          duration={show.duration ? format.duration(show.duration) : null}
        />
      </div>
    </section>
  );
}

const itemCall = (slug: string | undefined) => ({ id: 'newsItem' as const, params: { slug: slug ?? '' }, main: true });

export const newsItemPage: PageDefinition = {
  Component: NewsItemPage,
  calls: ({ target }) => [itemCall(target.params.slug)],
  followUpCalls: ({ target }, answer) => {
    const featured = (answer(itemCall(target.params.slug)) as { featuredShow?: unknown } | undefined)?.featuredShow;
    return typeof featured === 'string' && featured !== '' ? [{ id: 'show', params: { slug: featured } }] : [];
  },
  seo: ({ target }, answer, t) => {
    const item = answer(itemCall(target.params.slug)) as { title?: string; headline?: string | null } | undefined;
    return {
      title: item?.title ? t('content.newsItem.seoTitle', { title: item.title }) : t('content.newsItem.title'),
      description: item?.headline ?? undefined,
    };
  },
};
