import { useTranslation } from 'react-i18next';
import type { Language, SiteCode } from '@marquee/data';
import { Button, Link, Skeleton } from '@marquee/design-system';
import * as styles from './contentPage.css.ts';
import { pathOf } from './links.ts';

/** While a call is pending: a skeleton that announces itself once (role status). */
export function LoadingState({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  return <Skeleton lines={lines} statusLabel={t('content.common.loading')} />;
}

/** A call failed: say so and offer to ask again. */
export function ErrorState({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.status} role="alert">
      <p className={styles.statusText}>{message ?? t('content.common.error')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('content.common.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <div className={styles.status}>
      <p className={styles.statusText}>{message}</p>
    </div>
  );
}

/**
 * The record is unknown (catalogue.txt §8). On a first load the site already shows its not-found
 * page; this covers a record that disappears while the visitor browses in the app.
 */
export function NotFoundState({ site, language }: { site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const home = pathOf(site, language, 'Movies.Home');
  return (
    <div className={styles.status}>
      <p className={styles.statusText}>{t('content.common.notFound')}</p>
      {home ? <Link href={home}>{t('content.common.home')}</Link> : null}
    </div>
  );
}

/** Any of the three states a single call can be in before it has data. */
export function CallState({
  site,
  language,
  state,
  lines,
}: {
  site: SiteCode;
  language: Language;
  state: { error: unknown; notFound: boolean; retry: () => void };
  lines?: number;
}) {
  if (state.notFound) return <NotFoundState site={site} language={language} />;
  if (state.error) return <ErrorState onRetry={state.retry} />;
  return <LoadingState lines={lines} />;
}
