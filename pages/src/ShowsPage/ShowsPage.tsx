import { useTranslation } from 'react-i18next';
import type { Language, ShowSummary } from '@marquee/data';
import { useShows } from '@marquee/data/hooks';
import { Button } from '@marquee/design-system';
import * as styles from './ShowsPage.css.ts';

export interface ShowsPageProps {
  language: Language;
}

/** The shows list: every show summary of GET /api/shows. */
export function ShowsPage({ language }: ShowsPageProps) {
  const { t } = useTranslation();
  const { shows, error, retry } = useShows(language);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('shows.title')}</h1>
      {shows ? (
        shows.length === 0 ? (
          <p className={styles.status}>{t('shows.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {shows.map((show) => (
              <ShowItem key={show.slug} show={show} />
            ))}
          </ul>
        )
      ) : error ? (
        <div className={styles.status} role="alert">
          <p>{t('shows.error')}</p>
          <Button variant="secondary" onPress={retry}>
            {t('shows.retry')}
          </Button>
        </div>
      ) : (
        <p className={styles.status} role="status">
          {t('shows.loading')}
        </p>
      )}
    </main>
  );
}

function ShowItem({ show }: { show: ShowSummary }) {
  const { t } = useTranslation();
  const facts = [
    show.duration ? t('shows.duration', { duration: show.duration }) : null,
    show.genres.join(', ') || null,
    show.contentRating?.label ?? null,
  ].filter(Boolean);
  return (
    <li className={styles.card}>
      <h2 className={styles.showTitle}>{show.title}</h2>
      {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
      {!show.released ? (
        <p className={styles.facts}>{t('shows.comingSoon')}</p>
      ) : show.new ? (
        <p className={styles.facts}>{t('shows.new')}</p>
      ) : null}
    </li>
  );
}
