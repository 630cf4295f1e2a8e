import { useTranslation } from 'react-i18next';
import { shareLinks, withoutRepeatedHeading, type Article } from '@marquee/data';
import { Backdrop, Badge, Link, RichText, ShareLinks } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext } from '../../page.ts';
import * as styles from './contentPage.css.ts';
import { WireCta } from './WireCta.tsx';

/**
 * One article (catalogue.txt §3 Article), as the news-item and offer pages show it: type tag,
 * title, headline, date and author, the content (cleaned CMS HTML; a first paragraph repeating the
 * headline left out), its call to action, its share links and a way back to its list. The
 * display flags decide the date, the tag, the share links and the way back.
 */
export function ArticleView({
  article,
  back,
  dateLabel,
  page,
}: {
  article: Article;
  back: { href: string; label: string } | null;
  /** Offers carry their own date (catalogue.txt §3 "Offers add date and cta"). */
  dateLabel?: string | null;
  /** The site's switches and the page's address, for the share links. */
  page: Pick<PageContext, 'features' | 'address'>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const share =
    article.display.socialMedia && page.address ? shareLinks(page.features, page.address, article.title) : [];
  const published = article.display.creationDate ? format.date(article.releaseDate) : null;
  const facts = [
    published ? t('content.article.published', { date: published }) : null,
    article.author ? t('content.article.author', { author: article.author }) : null,
    dateLabel ?? null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <article className={styles.section}>
      <header className={styles.header}>
        {article.display.newsTag ? (
          <span className={styles.tag}>
            <Badge label={t(`content.article.types.${article.type}`)} tone="brand" size="small" />
          </span>
        ) : null}
        <h1 className={styles.title}>{article.title}</h1>
        {article.headline ? <p className={styles.lead}>{article.headline}</p> : null}
        {facts.length > 0 ? <p className={styles.meta}>{facts.join(' · ')}</p> : null}
      </header>
      <div className={styles.prose}>
        {/* The article's picture, under its title (which names it); the page's largest image. */}
        {article.image ? (
          <Backdrop
            sources={{ md: article.thumbnail ?? article.image, lg: article.image }}
            alt=""
            sizes="(min-width: 800px) 48rem, 100vw"
            priority
          />
        ) : null}
        <RichText html={withoutRepeatedHeading(article.content, article.headline)} />
      </div>
      {article.cta ? (
        <div className={styles.actions}>
          <WireCta cta={article.cta} />
        </div>
      ) : null}
      <ShareLinks label={t('content.article.share')} links={share} newTabHint={t('content.common.newTab')} />
      {back && article.display.backToNews ? (
        <p className={styles.statusText}>
          <Link href={back.href}>{back.label}</Link>
        </p>
      ) : null}
    </article>
  );
}
