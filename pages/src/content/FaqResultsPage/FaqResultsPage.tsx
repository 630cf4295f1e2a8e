import { useTranslation } from 'react-i18next';
import { useSearch } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { FaqSearchForm } from '../shared/FaqSearchForm.tsx';
import { pathOf } from '../shared/links.ts';
import { EmptyState, ErrorState, LoadingState } from '../../pageStatus.tsx';
import { useQueryParam } from '../shared/useLocationParts.ts';
import { faqResultTarget, faqSearchQuery } from '@marquee/data';

/**
 * Faq.Results: GET search/full with type faq and the `q` of the address, made by the server too
 * (issue 20: the results page showed an empty search until the page's code had loaded).
 */
export function FaqResultsPage({ site, language, target, search }: PageContext) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = faqSearchQuery(useQueryParam('q', search));
  const results = useSearch(language, query === null ? null : { q: query, type: 'faq' });
  const webview = Boolean(target.webview);
  const action = pathOf(site, language, 'Faq.Results', {}, webview);
  const home = pathOf(site, language, 'Faq.Home', {}, webview);
  const faqResults = (results.data ?? []).filter((result) => result.type === 'faq');

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {query === null ? t('content.faq.results.title') : t('content.faq.results.titleFor', { query })}
        </h1>
        {action ? <FaqSearchForm action={action} query={query ?? ''} /> : null}
      </header>
      {query === null ? (
        <EmptyState message={t('content.faq.results.prompt')} />
      ) : results.data ? (
        faqResults.length === 0 ? (
          <EmptyState message={t('content.faq.results.none', { query })} />
        ) : (
          <section className={styles.section} aria-labelledby="faq-results-count">
            <h2 id="faq-results-count" className={styles.sectionTitle}>
              {t('content.faq.results.count', { count: faqResults.length })}
            </h2>
            <ul className={styles.list}>
              {faqResults.map((result, index) => {
                const article = faqResultTarget(result);
                const href = article ? pathOf(site, language, article.kind, article.params, webview) : null;
                const topic = typeof result.topic === 'string' ? result.topic : null;
                const published = format.date(result.publicationDate);
                return (
                  <li key={result.id ?? result.slug ?? index} className={styles.card}>
                    {topic ? <p className={styles.meta}>{topic}</p> : null}
                    <h3 className={styles.cardTitle}>
                      {href ? <Link href={href}>{result.title}</Link> : result.title}
                    </h3>
                    {published ? (
                      <p className={styles.meta}>{t('content.article.published', { date: published })}</p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        )
      ) : results.error ? (
        <ErrorState onRetry={results.retry} />
      ) : (
        <LoadingState lines={4} />
      )}
      {home ? (
        <p className={styles.statusText}>
          <Link href={home}>{t('content.faq.backHome')}</Link>
        </p>
      ) : null}
    </main>
  );
}

export const faqResultsPage: PageDefinition = {
  Component: FaqResultsPage,
  calls: ({ search }) => {
    const query = faqSearchQuery(new URLSearchParams(search).get('q'));
    return query === null ? [] : [{ id: 'search', query: { q: query, type: 'faq' } }];
  },
  seo: (_context, _answer, t) => ({ title: t('content.faq.results.seoTitle') }),
};
