import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  homeNews,
  homeShows,
  routePath,
  showPath,
  upcomingShows,
  type Article,
  type Language,
  type ShowSummary,
  type SiteCode,
} from '@marquee/data';
import { useFeatured, useNews, useShows } from '@marquee/data/hooks';
import { Backdrop, Carousel, Cta, Link, Skeleton } from '@marquee/design-system';
import type { PageContext } from '../../page.ts';
import { FilmCard, ShowGrid, ShowGridSkeleton } from '../../showtimes/index.ts';
import * as layout from '../shared/layout.css.ts';
import { ErrorState, LoadingState } from '../../pageStatus.tsx';
import * as styles from './HomePage.css.ts';

/** The featured call's page type for the home (catalogue.txt §7 "featured with query type"). */
export const homeFeaturedType = 'home';

/** How many unreleased shows the home teases before linking to the upcoming page. */
export const upcomingTeaserSize = 6;

/** The movies home (member-and-shell.txt §2 Movies.Home): pushes, films, upcoming teaser, news. */
export function HomePage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const shows = useShows(language);
  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.pageTitle}>{t('films.home.title')}</h1>
      <FeaturedPushes site={site} language={language} shows={shows.shows} />
      <NowShowing site={site} language={language} shows={shows} />
      <UpcomingTeaser site={site} language={language} shows={shows.shows} />
      <HomeNews site={site} language={language} />
    </main>
  );
}

interface SectionProps {
  site: SiteCode;
  language: Language;
}

function FeaturedPushes({ site, language, shows }: SectionProps & { shows: ShowSummary[] | undefined }) {
  const { t } = useTranslation();
  const featured = useFeatured(language, homeFeaturedType);
  if (featured.isLoading) return <Skeleton shape="block" />;
  // Pushes are promotion: when they fail or are absent, the home simply starts with the films.
  const pushes = featured.data ?? [];
  if (pushes.length === 0) return null;
  return (
    <Carousel
      label={t('films.home.featured')}
      previousLabel={t('films.common.previous')}
      nextLabel={t('films.common.next')}
      slideLabel={(position, total) => t('films.common.slide', { position, total })}
    >
      {pushes.map((push, index) => {
        const summary = shows?.find((show) => show.slug === push.show);
        const href = push.show ? showPath(site, language, summary ?? { slug: push.show, strand: null }) : null;
        return (
          <article key={`${push.show ?? ''}-${push.title}`} className={styles.push}>
            <div className={styles.pushImage}>
              {/* The first push opens the home: its picture is the page's largest paint. */}
              <Backdrop
                sources={push.backdrops ?? null}
                alt=""
                sizes="(min-width: 1440px) 80rem, 100vw"
                priority={index === 0}
              />
            </div>
            <div className={styles.pushText}>
              <h2 className={styles.pushTitle}>{push.showTitle ?? push.title}</h2>
              {href ? <Cta label={t('films.home.featuredCta')} url={href} /> : null}
            </div>
          </article>
        );
      })}
    </Carousel>
  );
}

function NowShowing({ site, language, shows }: SectionProps & { shows: ReturnType<typeof useShows> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const listPath = routePath(site, { kind: 'Shows.List', language, params: {} });
  const films = shows.shows ? homeShows(shows.shows) : undefined;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <div className={layout.sectionHeader}>
        <h2 id={headingId} className={layout.sectionTitle}>
          {t('films.home.films')}
        </h2>
        {listPath ? <Link href={listPath}>{t('films.home.allFilms')}</Link> : null}
      </div>
      {films ? (
        films.length > 0 ? (
          <ShowGrid shows={films} site={site} language={language} headingLevel={3} />
        ) : (
          <p className={layout.status}>{t('films.home.filmsEmpty')}</p>
        )
      ) : shows.error ? (
        <ErrorState onRetry={shows.retry} />
      ) : (
        <ShowGridSkeleton />
      )}
    </section>
  );
}

function UpcomingTeaser({ site, language, shows }: SectionProps & { shows: ShowSummary[] | undefined }) {
  const { t } = useTranslation();
  const upcomingPath = routePath(site, { kind: 'Shows.Upcoming', language, params: {} });
  const teaser = shows ? upcomingShows(shows).slice(0, upcomingTeaserSize) : [];
  // The films section already shows the loading and error states of the same call.
  if (teaser.length === 0) return null;
  // The carousel is the region, named by the heading; a section around it would repeat the name.
  return (
    <div className={layout.section}>
      <h2 className={layout.sectionTitle}>{t('films.home.upcoming')}</h2>
      <Carousel
        label={t('films.home.upcoming')}
        previousLabel={t('films.common.previous')}
        nextLabel={t('films.common.next')}
        slideLabel={(position, total) => t('films.common.slide', { position, total })}
        slideSize="poster"
      >
        {teaser.map((show) => (
          <FilmCard key={show.slug} show={show} site={site} language={language} headingLevel={3} />
        ))}
      </Carousel>
      {upcomingPath ? (
        <div>
          <Cta label={t('films.home.allUpcoming')} url={upcomingPath} type="blackButton" />
        </div>
      ) : null}
    </div>
  );
}

function HomeNews({ site, language }: SectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const news = useNews(language);
  const newsPath = routePath(site, { kind: 'News.List', language, params: {} });
  const items = news.data ? homeNews(news.data.items) : undefined;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <div className={layout.sectionHeader}>
        <h2 id={headingId} className={layout.sectionTitle}>
          {t('films.home.news')}
        </h2>
        {newsPath ? <Link href={newsPath}>{t('films.home.allNews')}</Link> : null}
      </div>
      {items ? (
        items.length > 0 ? (
          <ul className={styles.newsList}>
            {items.map((item) => (
              <li key={item.slug}>
                <NewsPush item={item} site={site} language={language} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={layout.status}>{t('films.home.newsEmpty')}</p>
        )
      ) : news.error ? (
        <ErrorState onRetry={news.retry} />
      ) : (
        <LoadingState lines={4} />
      )}
    </section>
  );
}

function NewsPush({ item, site, language }: SectionProps & { item: Article }) {
  const href = routePath(site, { kind: 'News.Single', language, params: { slug: item.slug } });
  const image = item.thumbnail ?? item.image;
  return (
    <article className={styles.newsItem}>
      <div className={styles.newsImage}>
        {/* The title below names the article: the picture is decorative. */}
        <Backdrop
          sources={image ? { md: image, lg: item.image ?? image } : null}
          alt=""
          sizes="(min-width: 1080px) 20rem, (min-width: 700px) 45vw, 100vw"
        />
      </div>
      <h3 className={styles.newsTitle}>{href ? <Link href={href}>{item.title}</Link> : item.title}</h3>
      {item.headline ? <p className={styles.newsHeadline}>{item.headline}</p> : null}
    </article>
  );
}
