import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiCalls,
  cmsParagraphs,
  type CityDetails,
  type FeatureSwitches,
  type Language,
  type SiteCode,
} from '@marquee/data';
import { useCities, useCity, useShows } from '@marquee/data/hooks';
import { Backdrop, Link, RichText } from '@marquee/design-system';
import { ShowGrid, ShowGridSkeleton } from '../../showtimes/index.ts';
import type { AnswerOf, PageCall, PageContext, PageDefinition, PageSeo, Translate } from '../../page.ts';
import { firstText, readAnswer } from '../shared/answers.ts';
import { pathOf } from '../shared/links.ts';
import { CallState, ErrorState, LoadingState, NotFoundState } from '../../pageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import { CityCinemaList } from './CityCinemas.tsx';
import * as styles from './CityPage.css.ts';

/**
 * The city of a city page, or the page's own state before it: loading, its error with a retry, or
 * not found (the site answers an unknown slug with its not-found page; this shows when a client-side
 * load finds none, catalogue.txt §8).
 */
export function CityGate({
  site,
  language,
  slug,
  className,
  children,
}: {
  site: SiteCode;
  language: Language;
  slug: string | undefined;
  className: string;
  children: (city: CityDetails) => ReactNode;
}) {
  const { t } = useTranslation();
  const city = useCity(language, slug ?? null);
  if (city.data) return children(city.data);
  return (
    <main id="main" className={className}>
      <h1 className={layout.title}>{t(city.notFound ? 'cinemas.city.notFoundTitle' : 'cinemas.city.pageLabel')}</h1>
      {city.notFound || !slug ? (
        <NotFoundState site={site} language={language} />
      ) : city.error ? (
        <ErrorState onRetry={city.retry} />
      ) : (
        <LoadingState />
      )}
    </main>
  );
}

/**
 * catalogue.txt §2 City page (§3 City details): the backdrop (the mobile one on phones), the city's
 * name and description, its cinemas with the default one first and marked, its highlight with the
 * shows it names, and the cities nearby.
 */
export function CityPage({ site, language, target, features }: PageContext) {
  return (
    <CityGate site={site} language={language} slug={target.params.slug} className={layout.page}>
      {(city) => <CityDetailsView city={city} site={site} language={language} features={features} />}
    </CityGate>
  );
}

function CityDetailsView({
  city,
  site,
  language,
  features,
}: {
  city: CityDetails;
  site: SiteCode;
  language: Language;
  features: FeatureSwitches;
}) {
  const { t } = useTranslation();
  const cinemasHeading = useId();
  return (
    <main id="main" className={layout.page}>
      {city.backdrop ? (
        <div className={styles.backdrop}>
          {/* Decorative: the heading names the city. The page's largest image, so it loads first. */}
          <Backdrop
            sources={{ lg: city.backdrop, md: city.backdrop }}
            mobileSource={city.backdropMobile}
            alt=""
            priority
          />
        </div>
      ) : null}
      <div className={layout.intro}>
        <h1 className={layout.title}>{city.name}</h1>
        {cmsParagraphs(city.description).map((paragraph, index) => (
          <p key={index} className={layout.lead}>
            {paragraph}
          </p>
        ))}
      </div>
      <section className={layout.section} aria-labelledby={cinemasHeading}>
        <h2 id={cinemasHeading} className={layout.sectionTitle}>
          {t('cinemas.city.cinemasTitle', { city: city.name })}
        </h2>
        <CityCinemaList
          city={city}
          site={site}
          language={language}
          features={features}
          cinemaKind="Cinema.Single"
          headingLevel={3}
          labelledBy={cinemasHeading}
        />
      </section>
      <Highlight city={city} site={site} language={language} />
      <NearbyCities city={city} site={site} language={language} />
    </main>
  );
}

/** catalogue.txt §3 City details highlight: its title, description and shows, as poster cards. */
function Highlight({ city, site, language }: { city: CityDetails; site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const headingId = useId();
  const shows = useShows(language);
  const highlight = city.highlight;
  if (!highlight) return null;
  const known = shows.shows ? new Map(shows.shows.map((show) => [show.slug, show])) : null;
  // A show the shows answer lacks (no longer playing) has no title or poster to show: left out.
  const highlighted = known ? highlight.shows.flatMap((slug) => known.get(slug) ?? []) : [];
  const description = highlight.description ?? '';
  if (known && highlighted.length === 0 && cmsParagraphs(description).length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {firstText(highlight.title, t('cinemas.city.highlightTitle', { city: city.name }))}
      </h2>
      <RichText html={description} />
      {highlight.shows.length === 0 ? null : known ? (
        highlighted.length > 0 ? (
          <ShowGrid shows={highlighted} site={site} language={language} headingLevel={3} aria-labelledby={headingId} />
        ) : null
      ) : shows.error ? (
        <ErrorState onRetry={shows.retry} />
      ) : (
        <ShowGridSkeleton count={Math.min(highlight.shows.length, 6)} />
      )}
    </section>
  );
}

/** catalogue.txt §3 City details nearby: linked when the city has a page, else named. */
function NearbyCities({ city, site, language }: { city: CityDetails; site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const headingId = useId();
  const cities = useCities(language);
  if (city.nearby.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {t('cinemas.city.nearbyTitle')}
      </h2>
      <CallState state={cities}>
        {(all) => (
          <ul className={styles.nearby} aria-labelledby={headingId}>
            {city.nearby.flatMap((slug) => {
              const nearby = all.find((candidate) => candidate.slug === slug);
              if (!nearby) return [];
              const path = nearby.singlePage ? pathOf(site, language, 'Cinema.City.Single', slug) : null;
              return [<li key={slug}>{path ? <Link href={path}>{nearby.name}</Link> : nearby.name}</li>];
            })}
          </ul>
        )}
      </CallState>
    </section>
  );
}

/** The city, marked main: a 404 is the not-found page, a redirectSlug a redirect (catalogue.txt §4 Route guard, §8). */
export function cityCall({ target }: PageContext): PageCall | null {
  const slug = target.params.slug;
  return slug ? { id: 'city', params: { slug }, main: true } : null;
}

/** SEO of both city pages: the city's own seo, else "Cinemas in {{city}}" (member-and-shell.txt §5 SEO). */
export function citySeo(context: PageContext, answer: AnswerOf, t: Translate): PageSeo {
  const main = cityCall(context);
  const wire = main ? readAnswer(answer, main, apiCalls.city) : undefined;
  if (!wire) return {};
  return {
    title: firstText(wire.seo?.title, t('cinemas.city.seoTitle', { city: wire.name })),
    description: firstText(wire.seo?.description, t('cinemas.city.seoDescription', { city: wire.name })),
  };
}

function cityCalls(context: PageContext): PageCall[] {
  const main = cityCall(context);
  if (!main) return [];
  return [
    main,
    // The city's cinemas (names, addresses, tags), their experiences' titles, the nearby cities'
    // names and pages, and the highlight's shows (titles and posters).
    { id: 'cinemas' },
    { id: 'tags' },
    { id: 'cities' },
    { id: 'shows' },
  ];
}

export const cityPage: PageDefinition = {
  Component: CityPage,
  calls: cityCalls,
  seo: citySeo,
};
