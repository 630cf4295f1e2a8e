import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { helpCentreTiles } from '@marquee/data';
import { useFooterFaq } from '@marquee/data/hooks';
import { FaqList, Link } from '@marquee/design-system';
import { runtimeKey } from '../../i18n/keys.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { FaqSearchForm } from '../shared/FaqSearchForm.tsx';
import { pathOf } from '../shared/links.ts';
import { ChatEntry, chatCalls } from '../shared/ChatEntry.tsx';
import { DisplayAllButton, useDisplayAll } from '../shared/displayAll.tsx';
import { ErrorState, LoadingState } from '../../pageStatus.tsx';

/**
 * Faq.Home, the help-centre landing (catalogue.txt §2): a search, the country's topic tiles
 * (helpCentreTiles), each leading to its topic's category page, and the frequent questions of the
 * footer FAQ (GET footer/faq), the first of them with "display all" (member §4 display-all flags),
 * and the live-chat entry where the chat is offered (decision 0051). The webview variant renders
 * the same page and keeps its links inside the webview.
 */
export function FaqHomePage({ site, language, target, features }: PageContext) {
  const { t } = useTranslation();
  const faq = useFooterFaq(language);
  const webview = Boolean(target.webview);
  const results = pathOf(site, language, 'Faq.Results', {}, webview);
  const questions = (faq.data?.questions ?? []).map((question, index) => ({
    id: question.slug ?? String(index),
    question: question.title,
    answerHtml: question.description,
  }));
  const listRef = useRef<HTMLDivElement>(null);
  const list = useDisplayAll(questions, target.kind, listRef);

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('content.faq.home.title')}</h1>
        <p className={styles.lead}>{t('content.faq.home.lead')}</p>
        {results ? <FaqSearchForm action={results} /> : null}
      </header>
      <section className={styles.section} aria-labelledby="faq-topics">
        <h2 id="faq-topics" className={styles.sectionTitle}>
          {t('content.faq.home.topics')}
        </h2>
        <ul className={styles.grid}>
          {helpCentreTiles[site].map(({ topic, categoryId }) => {
            const title = t(runtimeKey(`content.faq.tiles.${topic}`));
            const href = pathOf(site, language, 'Faq.Category', { id: String(categoryId) }, webview);
            return (
              <li key={topic} className={styles.card}>
                <h3 className={styles.cardTitle}>{href ? <Link href={href}>{title}</Link> : title}</h3>
              </li>
            );
          })}
        </ul>
      </section>
      {faq.data && questions.length === 0 ? null : (
        <section className={styles.section} aria-labelledby="faq-questions">
          <h2 id="faq-questions" className={styles.sectionTitle}>
            {t('content.faq.home.questions')}
          </h2>
          {faq.data ? (
            <div ref={listRef} className={styles.section}>
              <FaqList questions={list.shown} headingLevel={3} />
              {list.hidden > 0 ? <DisplayAllButton total={questions.length} onPress={list.showAll} /> : null}
            </div>
          ) : faq.error ? (
            <ErrorState onRetry={faq.retry} />
          ) : (
            <LoadingState lines={3} />
          )}
        </section>
      )}
      <ChatEntry language={language} features={features} />
    </main>
  );
}

export const faqHomePage: PageDefinition = {
  Component: FaqHomePage,
  calls: (context) => [{ id: 'footerFaq' }, ...chatCalls(context)],
  // The page's own list is the footer FAQ's questions: the footer does not repeat them (and two
  // regions of one name would leave screen-reader users unable to tell them apart).
  layout: { footerFaq: false },
  seo: (_context, _answer, t) => ({ title: t('content.faq.home.seoTitle'), description: t('content.faq.home.lead') }),
};
