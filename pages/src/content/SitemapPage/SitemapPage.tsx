import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kindKey, showPageKind, sitemapPages } from '@marquee/data';
import { useCinemas, useShows } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import { runtimeKey } from '../../i18n/keys.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { EmptyState, ErrorState, LoadingState } from '../../pageStatus.tsx';
import * as own from './SitemapPage.css.ts';

/**
 * Sitemap (catalogue.txt §2): an HTML map of the site — its static pages, then every cinema
 * (GET cinemas) and every show (GET shows), each by its route.
 */
export function SitemapPage({ site, language, features }: PageContext) {
  const { t } = useTranslation();
  const cinemas = useCinemas(language);
  const shows = useShows(language);
  const pages = sitemapPages(site, language, features);

  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{t('content.sitemap.title')}</h1>
      <Section id="sitemap-pages" title={t('content.sitemap.pagesTitle')}>
        <ul className={own.columns}>
          {pages.map((entry) => (
            <li key={entry.kind}>
              <Link href={entry.path}>{t(runtimeKey(`content.sitemap.pages.${kindKey(entry.kind)}`))}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="sitemap-cinemas" title={t('content.sitemap.cinemasTitle')}>
        {cinemas.data ? (
          cinemas.data.length === 0 ? (
            <EmptyState message={t('content.sitemap.noCinemas')} />
          ) : (
            <ul className={own.columns}>
              {cinemas.data.map((cinema) => {
                const href = pathOf(site, language, 'Cinema.Single', { slug: cinema.slug });
                return <li key={cinema.slug}>{href ? <Link href={href}>{cinema.name}</Link> : cinema.name}</li>;
              })}
            </ul>
          )
        ) : cinemas.error ? (
          <ErrorState onRetry={cinemas.retry} />
        ) : (
          <LoadingState lines={3} />
        )}
      </Section>
      <Section id="sitemap-shows" title={t('content.sitemap.showsTitle')}>
        {shows.shows ? (
          shows.shows.length === 0 ? (
            <EmptyState message={t('content.sitemap.noShows')} />
          ) : (
            <ul className={own.columns}>
              {shows.shows.map((show) => {
                const href = pathOf(site, language, showPageKind(show), {
                  slug: show.slug,
                });
                return <li key={show.slug}>{href ? <Link href={href}>{show.title}</Link> : show.title}</li>;
              })}
            </ul>
          )
        ) : shows.error ? (
          <ErrorState onRetry={shows.retry} />
        ) : (
          <LoadingState lines={3} />
        )}
      </Section>
    </main>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export const sitemapPage: PageDefinition = {
  Component: SitemapPage,
  calls: () => [{ id: 'cinemas' }, { id: 'shows' }],
  seo: (_context, _answer, t) => ({
    title: t('content.sitemap.seoTitle'),
    description: t('content.sitemap.seoDescription'),
  }),
};
