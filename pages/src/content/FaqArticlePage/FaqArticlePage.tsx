import { useTranslation } from 'react-i18next';
import { cmsText, relatedFaqArticles, type FaqArticle, type Language, type SiteCode } from '@marquee/data';
import { useFaqArticleById, useFaqArticleBySlug, useFaqCategory, useFooterFaq } from '@marquee/data/hooks';
import { Link, RichText } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import type { AnswerOf, PageCall, PageContext, PageDefinition, Translate } from '../../page.ts';
import { ChatEntry, chatCalls } from '../shared/ChatEntry.tsx';
import * as styles from '../shared/contentPage.css.ts';
import { FaqArticleCards, type FaqArticleCard } from '../shared/FaqArticleCards.tsx';
import { pathOf } from '../shared/links.ts';
import { CallState } from '../../pageStatus.tsx';

/**
 * Faq.ArticleById and Faq.ArticleBySlug (member-and-shell.txt §3 FAQ article). The answer is CMS
 * HTML, cleaned by the one sanitiser (issue 23). By slug, a 204 means the article moved to the FAQ
 * home (member-and-shell.txt §2): the page then links there. Below the answer, its related
 * questions (member §9: 5) and the live-chat entry where the chat is offered (decision 0051). The
 * webview variants keep their links inside the webview.
 */
export function FaqArticlePage({ site, language, target, features }: PageContext) {
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
        <>
          <FaqArticleView article={article.data} site={site} language={language} webview={webview} />
          <RelatedArticles article={article.data} site={site} language={language} webview={webview} />
          <ChatEntry language={language} features={features} />
          {home ? (
            <p className={styles.statusText}>
              <Link href={home}>{t('content.faq.backHome')}</Link>
            </p>
          ) : null}
        </>
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
  site,
  language,
  webview,
}: {
  article: FaqArticle;
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
    </article>
  );
}

/**
 * member §9 "FAQ related articles: 5": the other questions of the article's category (a follow-up
 * call the server makes too), then the help centre's frequent questions.
 */
function RelatedArticles({
  article,
  site,
  language,
  webview,
}: {
  article: FaqArticle;
  site: SiteCode;
  language: Language;
  webview: boolean;
}) {
  const { t } = useTranslation();
  const category = useFaqCategory(language, article.category?.id ?? null);
  const frequent = useFooterFaq(language);
  const related = relatedFaqArticles<FaqArticleCard>(
    article,
    category.data?.articles ?? [],
    (frequent.data?.questions ?? []).flatMap((question) =>
      question.slug ? [{ slug: question.slug, title: question.title, teaser: question.description }] : [],
    ),
  );
  if (related.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="faq-related">
      <h2 id="faq-related" className={styles.sectionTitle}>
        {t('content.faq.article.related')}
      </h2>
      <FaqArticleCards articles={related} site={site} language={language} webview={webview} headingLevel={3} />
    </section>
  );
}

/** The article's category, asked once the article named it (its related questions). */
function categoryCall(article: unknown): PageCall[] {
  const id = (article as { category?: { id?: unknown } | null } | undefined)?.category?.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '')
    ? [{ id: 'faqCategory', params: { id: String(id) } }]
    : [];
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

const byIdCall = (target: PageContext['target']): PageCall => ({
  id: 'faqArticleById',
  params: { id: target.params.id ?? '' },
  main: true,
});
const bySlugCall = (target: PageContext['target']): PageCall => ({
  id: 'faqArticleBySlug',
  params: { slug: target.params.slug ?? '' },
  main: true,
});

/** The article, the frequent questions (the related list's second source) and the chat check. */
function articleDefinition(ownCall: (target: PageContext['target']) => PageCall): PageDefinition {
  return {
    Component: FaqArticlePage,
    calls: (context) => [ownCall(context.target), { id: 'footerFaq' }, ...chatCalls(context)],
    followUpCalls: ({ target }, answer: AnswerOf) => categoryCall(answer(ownCall(target))),
    seo: ({ target }, answer, t) => seoFrom(answer(ownCall(target)), t),
  };
}

export const faqArticleByIdPage = articleDefinition(byIdCall);
export const faqArticleBySlugPage = articleDefinition(bySlugCall);
