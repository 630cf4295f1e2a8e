import { useTranslation } from 'react-i18next';
import type { Language, SiteCode } from '@marquee/data';
import { Button, Cta, Link } from '@marquee/design-system';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import * as own from './ErrorPage.css.ts';

export const errorStatuses = [404, 410, 500, 503] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

export interface ErrorPageProps {
  status: ErrorStatus;
  site: SiteCode;
  language: Language;
  /**
   * 503: the address that asks again (the current path). Without it the page offers a button that
   * reloads, which needs JavaScript.
   */
  retryHref?: string;
}

/**
 * The site's error page: not found (404, catalogue.txt §8, shown without changing the address), a
 * show no longer shown (410, member-and-shell.txt §2), a server error (500) and the API being away
 * (503). Each says what happened and where to go next: home, the films, the cinemas.
 */
export function ErrorPage({ status, site, language, retryHref }: ErrorPageProps) {
  const { t } = useTranslation();
  const home = pathOf(site, language, 'Movies.Home');
  const films = pathOf(site, language, 'Shows.List');
  const cinemas = pathOf(site, language, 'Cinema.List');
  return (
    <main id="main" className={styles.page}>
      <div className={own.panel}>
        <p className={own.code}>{t('content.errorPage.code', { status })}</p>
        <h1 className={styles.title}>{t(`content.errorPage.${status}.title`)}</h1>
        <p className={styles.lead}>{t(`content.errorPage.${status}.text`)}</p>
        {status === 503 ? (
          <div className={styles.actions}>
            {retryHref ? (
              <Cta label={t('content.errorPage.retry')} url={retryHref} />
            ) : (
              <Button onPress={() => window.location.reload()}>{t('content.errorPage.retry')}</Button>
            )}
          </div>
        ) : null}
        <nav aria-label={t('content.errorPage.next')} className={styles.section}>
          <ul className={own.links}>
            {home ? (
              <li>
                <Link href={home}>{t('content.errorPage.home')}</Link>
              </li>
            ) : null}
            {films ? (
              <li>
                <Link href={films}>{t('content.errorPage.films')}</Link>
              </li>
            ) : null}
            {cinemas ? (
              <li>
                <Link href={cinemas}>{t('content.errorPage.cinemas')}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </main>
  );
}
