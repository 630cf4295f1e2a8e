import { useTranslation } from 'react-i18next';
import { cmsText, type FaqArticle } from '@marquee/data';
import { useFaqArticleById, useFaqArticleBySlug } from '@marquee/data/hooks';
import { Link, RichText } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext, PageDefinition, Translate } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { CallState } from '../shared/PageStatus.tsx';

/**
 * Faq.ArticleById and Faq.ArticleBySlug (member-and-shell.txt §3 FAQ article). The answer is CMS
 * HTML, cleaned by the one sanitiser (issue 23). By slug, a 204 means the article moved to the FAQ
 * home (member-and-shell.txt §2): the page then links there. The webview variants keep their
 * links inside the webview.
 */
export function FaqArticlePage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const bySlug = target.kind === 'Faq.ArticleBySlug';
  const byId = useFaqArticleById(language, bySlug ? null : (target.params.id ?? null));
  const bySlugState = useFaqArticleBySlug(language, bySlug ? (target.params.slug ?? null) : null);
  const article = bySlug ? bySlugState : byId;
  const webview = Boolean(target.webview);
  const home = pathOf(site, language, 'Faq.Home', {}, webview);

  return (
    <main id="main" className={styles.page}>
      {article.data ? (
        <FaqArticleView article={article.data} home={home} site={site} language={language} webview={webview} />
      ) : bySlugState.noContent ? (
        <div className={styles.status}>
          <h1 className={styles.title}>{t('content.faq.article.movedTitle')}</h1>
          <p className={styles.statusText}>{t('content.faq.article.moved')}</p>
          {home ? <Link href={home}>{t('content.faq.backHome')}</Link> : null}
        </div>
      ) : (
        <>
          <h1 className={styles.title}>{t('content.faq.article.title')}</h1>
          <CallState site={site} language={language} state={article} />
        </>
      )}
    </main>
  );
}

function FaqArticleView({
  article,
  home,
  site,
  language,
  webview,
}: {
  article: FaqArticle;
  home: string | null;
  site: PageContext['site'];
  language: PageContext['language'];
  webview: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const category = article.category
    ? {
        name: article.category.name,
        href: pathOf(site, language, 'Faq.Category', { id: article.category.id }, webview),
      }
    : null;
  const published = format.date(article.publicationDate);
  return (
    <article className={styles.section}>
      <header className={styles.header}>
        {category ? (
          <p className={styles.meta}>
            {category.href ? <Link href={category.href}>{category.name}</Link> : category.name}
          </p>
        ) : null}
        <h1 className={styles.title}>{article.title}</h1>
        {article.teaser ? <p className={styles.lead}>{cmsText(article.teaser)}</p> : null}
        {published ? <p className={styles.meta}>{t('content.article.published', { date: published })}</p> : null}
      </header>
      <div className={styles.prose}>
        <RichText html={article.content ?? ''} />
      </div>
      {home ? (
        <p className={styles.statusText}>
          <Link href={home}>{t('content.faq.backHome')}</Link>
        </p>
      ) : null}
    </article>
  );
}

function seoFrom(answer: unknown, t: Translate) {
  const article = answer as { title?: string; teaser?: string | null } | undefined;
  return {
    title: article?.title
      ? t('content.faq.article.seoTitle', { title: article.title })
      : t('content.faq.article.title'),
    description: cmsText(article?.teaser) || undefined,
  };
}

export const faqArticleByIdPage: PageDefinition = {
  Component: FaqArticlePage,
  calls: ({ target }) => [{ id: 'faqArticleById', params: { id: target.params.id ?? '' }, main: true }],
  seo: ({ target }, answer, t) =>
    seoFrom(answer({ id: 'faqArticleById', params: { id: target.params.id ?? '' }, main: true }), t),
};

export const faqArticleBySlugPage: PageDefinition = {
  Component: FaqArticlePage,
  calls: ({ target }) => [{ id: 'faqArticleBySlug', params: { slug: target.params.slug ?? '' }, main: true }],
  seo: ({ target }, answer, t) =>
    seoFrom(answer({ id: 'faqArticleBySlug', params: { slug: target.params.slug ?? '' }, main: true }), t),
};
