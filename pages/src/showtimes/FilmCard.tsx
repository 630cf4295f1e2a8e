import { useTranslation } from 'react-i18next';
import { showPath, siteReleaseDate, type Language, type ShowSummary, type SiteCode } from '@marquee/data';
import { ShowCard, ShowCardSkeleton, Static, type ShowCardHeadingLevel } from '@marquee/design-system';
import { useFormat } from '../i18n/formats.ts';
import * as layout from '../films/shared/layout.css.ts';
import { cardContentRating } from './ratings.ts';

/** The slot a grid poster takes at each width (see `showGrid`). */
export const gridPosterSizes = '(min-width: 1440px) 12rem, (min-width: 1080px) 18vw, (min-width: 700px) 30vw, 45vw';

export interface FilmCardProps {
  show: ShowSummary;
  site: SiteCode;
  language: Language;
  headingLevel?: ShowCardHeadingLevel;
  /** The card opens the page's first screen: its poster loads first (LCP). */
  priority?: boolean;
}

/** A show summary as a design-system ShowCard: poster, title link, rating, facts and flags. */
export function FilmCard({ show, site, language, headingLevel, priority = false }: FilmCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const href = showPath(site, language, show);
  const releaseDate = format.date(siteReleaseDate(show.releaseAt, site));
  return (
    <ShowCard
      title={show.title}
      href={href ?? ''}
      poster={show.poster}
      headingLevel={headingLevel}
      posterSizes={gridPosterSizes}
      posterPriority={priority}
      contentRating={cardContentRating(show.contentRating, site, t('films.common.allAudiences'))}
      genres={show.genres}
      duration={show.duration ? format.duration(show.duration) : null}
      newLabel={show.new ? t('films.common.new') : undefined}
      premiereLabel={show.premiere ? t('films.common.premiere') : undefined}
      availability={
        show.released
          ? undefined
          : {
              status: 'comingSoon',
              label: t('films.common.comingSoon'),
              releaseDate: releaseDate ?? t('films.common.dateUnknown'),
            }
      }
    />
  );
}

export interface ShowGridProps {
  shows: readonly ShowSummary[];
  site: SiteCode;
  language: Language;
  headingLevel?: ShowCardHeadingLevel;
  /** Names the list when several lists share a page. */
  'aria-labelledby'?: string;
  /** How many of the first cards open the page's first screen (their posters load first: LCP). */
  priorityCount?: number;
}

export function ShowGrid({
  shows,
  site,
  language,
  headingLevel,
  'aria-labelledby': labelledBy,
  priorityCount = 0,
}: ShowGridProps) {
  // Posters and title links only: the server's grid stays as it is while the page hydrates (issue 18).
  const content = [site, language, headingLevel, priorityCount, ...shows.map((show) => show.slug)].join(' ');
  return (
    <Static as="ul" className={layout.showGrid} aria-labelledby={labelledBy} content={content}>
      {shows.map((show, index) => (
        <li key={show.slug} className={layout.gridItem}>
          <FilmCard
            show={show}
            site={site}
            language={language}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </Static>
  );
}

/** The grid's shape while the shows load: one region announced once. */
export function ShowGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{t('status.loading')}</span>
      <ul className={layout.showGrid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={layout.gridItem}>
            <ShowCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
