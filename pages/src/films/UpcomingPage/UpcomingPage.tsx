import { useTranslation } from 'react-i18next';
import { useShows } from '@marquee/data/hooks';
import type { PageContext } from '../../page.ts';
import { ShowGrid, ShowGridSkeleton } from '../shared/FilmCard.tsx';
import * as layout from '../shared/layout.css.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { upcomingShows } from '../shared/showLists.ts';

/**
 * Upcoming releases (catalogue.txt §2): the shows not yet released, in the upcoming order, each
 * with its release date DD/MM/YYYY, or "date unknown" for 1900-01-01 (catalogue.txt §5).
 */
export function UpcomingPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const { shows, error, retry } = useShows(language);
  const upcoming = shows ? upcomingShows(shows) : undefined;
  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.pageTitle}>{t('films.upcoming.title')}</h1>
      {upcoming ? (
        upcoming.length > 0 ? (
          <ShowGrid shows={upcoming} site={site} language={language} headingLevel={2} />
        ) : (
          <p className={layout.status}>{t('films.upcoming.empty')}</p>
        )
      ) : error ? (
        <LoadError onRetry={retry} />
      ) : (
        <ShowGridSkeleton />
      )}
    </main>
  );
}
