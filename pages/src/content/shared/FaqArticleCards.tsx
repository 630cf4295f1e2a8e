import { cmsText, type Language, type SiteCode } from '@marquee/data';
import { Link } from '@marquee/design-system';
import * as styles from './contentPage.css.ts';
import { pathOf } from './links.ts';

export interface FaqArticleCard {
  slug: string;
  title: string;
  teaser?: string | null;
}

/**
 * Help-centre articles as cards, each linking to the article by slug (in the webview's routes
 * when the page is one): a category's list and an article's related questions.
 */
export function FaqArticleCards({
  articles,
  site,
  language,
  webview,
  headingLevel,
}: {
  articles: readonly FaqArticleCard[];
  site: SiteCode;
  language: Language;
  webview: boolean;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {articles.map((article) => {
        const href = pathOf(site, language, 'Faq.ArticleBySlug', { slug: article.slug }, webview);
        const teaser = cmsText(article.teaser);
        return (
          <li key={article.slug} className={styles.card}>
            <Heading className={styles.cardTitle}>
              {href ? <Link href={href}>{article.title}</Link> : article.title}
            </Heading>
            {teaser ? <p className={styles.cardText}>{teaser}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
