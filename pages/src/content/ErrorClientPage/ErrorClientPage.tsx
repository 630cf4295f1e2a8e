import { useTranslation } from 'react-i18next';
import { Link } from '@marquee/design-system';
import { errorPageLayout, type PageContext, type PageDefinition } from '../../page.ts';
import { ErrorPage } from '../ErrorPage/ErrorPage.tsx';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { useLocationHash, useLocationSearch } from '../shared/useLocationParts.ts';
import { clientErrorOf, errorPageStatus } from '@marquee/data';

/**
 * ErrorClient (/error-client, member-and-shell.txt §2, §8): the account calls send the visitor here
 * with a code in the fragment (CLI-ACC-001, CLI-ACC-002); without one, the page reads `errorCode`
 * from the query (default 404; 410 for a show no longer shown), which the server renders and
 * answers as its status (issue 21). The fragment never reaches the server: a code there shows once the page is in the
 * browser. It keeps the site's header and footer, as the other error pages do (decision 0044).
 */
export function ErrorClientPage({ site, language, search }: PageContext) {
  const { t } = useTranslation();
  const error = clientErrorOf(useLocationHash(), useLocationSearch(search));
  if (error.type === 'status') return <ErrorPage status={error.status} site={site} language={language} />;
  const home = pathOf(site, language, 'Movies.Home');
  const help = pathOf(site, language, 'Faq.Home');
  return (
    <main id="main" className={styles.page}>
      <div className={styles.status}>
        <h1 className={styles.title}>{t(`content.errorClient.${error.kind}.title`)}</h1>
        <p className={styles.lead}>{t(`content.errorClient.${error.kind}.text`)}</p>
        <p className={styles.meta}>{t('content.errorClient.code', { code: error.code })}</p>
        <ul className={styles.actions}>
          {home ? (
            <li>
              <Link href={home}>{t('status.home')}</Link>
            </li>
          ) : null}
          {help ? (
            <li>
              <Link href={help}>{t('content.errorClient.help')}</Link>
            </li>
          ) : null}
        </ul>
      </div>
    </main>
  );
}

export const errorClientPage: PageDefinition = {
  Component: ErrorClientPage,
  calls: () => [],
  seo: (_context, _answer, t) => ({ title: t('content.errorClient.seoTitle') }),
  status: ({ search }) => errorPageStatus(search ?? ''),
  layout: errorPageLayout,
};
