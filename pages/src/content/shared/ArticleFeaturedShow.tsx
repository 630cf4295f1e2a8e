import { useTranslation } from 'react-i18next';
import { showPath, type Language, type SiteCode } from '@marquee/data';
import { useShow } from '@marquee/data/hooks';
import { ShowCard } from '@marquee/design-system';
import { cardContentRating } from '../../showtimes/index.ts';
import { useFormat } from '../../i18n/formats.ts';
import type { AnswerOf, PageCall } from '../../page.ts';
import * as styles from './contentPage.css.ts';

/**
 * The show an article features (catalogue.txt §3 Article `featuredShow`), as a card leading to its
 * page; a show gone or unknown shows nothing.
 */
export function ArticleFeaturedShow({
  slug,
  site,
  language,
}: {
  slug: string | null | undefined;
  site: SiteCode;
  language: Language;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const featured = useShow(language, slug || null);
  const show = featured.data;
  const href = show ? showPath(site, language, show) : null;
  if (!show || !href) return null;
  return (
    <section className={styles.section} aria-labelledby="featured-show">
      <h2 id="featured-show" className={styles.sectionTitle}>
        {t('content.article.featuredShow')}
      </h2>
      <div className={styles.featured}>
        <ShowCard
          title={show.title}
          href={href}
          poster={show.poster}
          headingLevel={3}
          posterSizes="12rem"
          contentRating={cardContentRating(show.contentRating, site, t('films.common.allAudiences'))}
          genres={show.genres}
          duration={show.duration ? format.duration(show.duration) : null}
        />
      </div>
    </section>
  );
}

/** The featured show's GET, made with the page once its article has answered, so the server renders the card. */
export function featuredShowCalls(answer: AnswerOf, articleCall: PageCall): PageCall[] {
  const featured = (answer(articleCall) as { featuredShow?: unknown } | undefined)?.featuredShow;
  return typeof featured === 'string' && featured !== '' ? [{ id: 'show', params: { slug: featured } }] : [];
}
