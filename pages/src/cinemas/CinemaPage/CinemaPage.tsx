import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCalls, localeFor, sites, type CinemaDetails, type Language, type SiteCode } from '@marquee/data';
import { useCinema, useCinemas, useCinemaShows, useCities, useShows } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import { programmeFilms } from '../programmeFilms.ts';
import { firstText, readAnswer } from '../shared/answers.ts';
import { pathOf } from '../shared/links.ts';
import { CallState, EmptyState, ErrorState, LoadingState } from '../shared/PageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import { textParagraphs } from '../shared/textParagraphs.ts';
import * as styles from './CinemaPage.css.ts';

interface Place {
  site: SiteCode;
  language: Language;
}

/**
 * catalogue.txt §2 single-cinema page (and its light variant), minimal: who the cinema is, what it
 * offers, how to get there, the films it shows and what is nearby. The day strip, showtimes,
 * prices and info pop-ins come with issue 10.
 */
export function CinemaPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const slug = target.params.slug ?? null;
  const cinema = useCinema(language, slug);

  if (!cinema.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.title}>{t('cinemas.cinema.pageLabel')}</h1>
        {cinema.notFound ? (
          <EmptyState message={t('cinemas.common.notFound')} />
        ) : cinema.error ? (
          <ErrorState onRetry={cinema.retry} />
        ) : (
          <LoadingState />
        )}
      </main>
    );
  }

  const details = cinema.data;
  return (
    <main id="main" className={layout.page}>
      <CinemaIntro details={details} place={{ site, language }} />
      <Statistics details={details} place={{ site, language }} />
      <Films slug={details.slug} place={{ site, language }} />
      {details.services.length > 0 ? (
        <section className={layout.section} aria-labelledby="cinema-services">
          <h2 id="cinema-services" className={layout.sectionTitle}>
            {t('cinemas.cinema.servicesTitle')}
          </h2>
          <ul className={styles.services}>
            {details.services.map((service) => (
              <li key={service.slug} className={styles.service}>
                <h3 className={styles.serviceTitle}>{service.label}</h3>
                {textParagraphs(service.description).map((paragraph, index) => (
                  <p key={index} className={layout.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Accessibility details={details} />
      <Nearby details={details} place={{ site, language }} />
    </main>
  );
}

function CinemaIntro({ details, place }: { details: CinemaDetails; place: Place }) {
  const { t } = useTranslation();
  const { address } = details;
  const cityPath = details.tracking.citySlug
    ? pathOf(place.site, place.language, 'Cinema.City.Single', details.tracking.citySlug)
    : null;
  const mapsUrl = details.googleMyBusinessUrl;
  return (
    <div className={layout.intro}>
      <h1 className={layout.title}>{details.name}</h1>
      {address ? (
        <p className={layout.lead}>
          {address.address}
          {address.address ? <br /> : null}
          {[address.postalCode, address.city].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <ul className={styles.links}>
        {mapsUrl ? (
          <li>
            <Link href={mapsUrl} target="_blank" newTabHint={t('cinemas.common.newTab')}>
              {t('cinemas.cinema.googleMaps')}
            </Link>
          </li>
        ) : null}
        {details.itinerary ? (
          <li>
            <Link href={details.itinerary} target="_blank" newTabHint={t('cinemas.common.newTab')}>
              {t('cinemas.cinema.itinerary')}
            </Link>
          </li>
        ) : null}
        {cityPath && address?.city ? (
          <li>
            <Link href={cityPath}>{t('cinemas.cinema.allInCity', { city: address.city })}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function Statistics({ details, place }: { details: CinemaDetails; place: Place }) {
  const { t } = useTranslation();
  const numbers = new Intl.NumberFormat(localeFor(sites[place.site], place.language));
  const { halls, seats } = details.statistics;
  if (halls === null && seats === null) return null;
  return (
    <section className={layout.section} aria-labelledby="cinema-statistics">
      <h2 id="cinema-statistics" className={layout.sectionTitle}>
        {t('cinemas.cinema.statisticsTitle')}
      </h2>
      <dl className={styles.statistics}>
        {halls !== null ? (
          <div className={styles.statistic}>
            <dt className={styles.statisticLabel}>{t('cinemas.cinema.halls')}</dt>
            <dd className={styles.statisticValue}>{numbers.format(halls)}</dd>
          </div>
        ) : null}
        {seats !== null ? (
          <div className={styles.statistic}>
            <dt className={styles.statisticLabel}>{t('cinemas.cinema.seats')}</dt>
            <dd className={styles.statisticValue}>{numbers.format(seats)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Films({ slug, place }: { slug: string; place: Place }) {
  const { t } = useTranslation();
  const programme = useCinemaShows(place.language, slug);
  const shows = useShows(place.language);
  // Titles come from the shows list: wait for it unless it failed (then slugs title the films).
  const settled = shows.shows !== undefined || Boolean(shows.error);
  const films = useMemo(
    () => (programme.data && settled ? programmeFilms(programme.data.shows, shows.shows) : undefined),
    [programme.data, settled, shows.shows],
  );
  return (
    <section className={layout.section} aria-labelledby="cinema-films">
      <h2 id="cinema-films" className={layout.sectionTitle}>
        {t('cinemas.cinema.filmsTitle')}
      </h2>
      <CallState state={{ data: films, error: programme.error, retry: programme.retry }}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('cinemas.cinema.filmsEmpty')} />
          ) : (
            <ul className={styles.films}>
              {list.map((film) => {
                const path = pathOf(place.site, place.language, film.kind, film.slug);
                return <li key={film.slug}>{path ? <Link href={path}>{film.title}</Link> : film.title}</li>;
              })}
            </ul>
          )
        }
      </CallState>
    </section>
  );
}

function Accessibility({ details }: { details: CinemaDetails }) {
  const { t } = useTranslation();
  const paragraphs = textParagraphs(details.accessibilityDescription);
  if (paragraphs.length === 0 && !details.accesLibreUrl && !details.disabledServices) return null;
  return (
    <section className={layout.section} aria-labelledby="cinema-accessibility">
      <h2 id="cinema-accessibility" className={layout.sectionTitle}>
        {t('cinemas.cinema.accessibilityTitle')}
      </h2>
      {details.disabledServices ? <p className={layout.paragraph}>{t('cinemas.cinema.reducedMobility')}</p> : null}
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={layout.paragraph}>
          {paragraph}
        </p>
      ))}
      {details.accesLibreUrl ? (
        <p className={layout.paragraph}>
          <Link href={details.accesLibreUrl} target="_blank" newTabHint={t('cinemas.common.newTab')}>
            {t('cinemas.cinema.accessibilityLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function Nearby({ details, place }: { details: CinemaDetails; place: Place }) {
  const { t } = useTranslation();
  const cinemas = useCinemas(place.language);
  const cities = useCities(place.language);
  const { nearby } = details;
  if (nearby.cinemas.length === 0 && nearby.cities.length === 0) return null;
  // The nearby lists name slugs: the cinemas and cities answers give their names.
  const names = cinemas.data && cities.data ? { cinemas: cinemas.data, cities: cities.data } : undefined;
  return (
    <section className={layout.section} aria-labelledby="cinema-nearby">
      <h2 id="cinema-nearby" className={layout.sectionTitle}>
        {t('cinemas.cinema.nearbyTitle')}
      </h2>
      <CallState
        state={{
          data: names,
          error: cinemas.error ?? cities.error,
          retry: () => {
            cinemas.retry();
            cities.retry();
          },
        }}
      >
        {(known) => {
          const nearbyCinemas = nearby.cinemas.flatMap((slug) => {
            const found = known.cinemas.find((cinema) => cinema.slug === slug);
            const path = pathOf(place.site, place.language, 'Cinema.Single', slug);
            return found && path ? [{ slug, name: found.name, path }] : [];
          });
          const nearbyCities = nearby.cities.flatMap((slug) => {
            const found = known.cities.find((city) => city.slug === slug);
            const path = found?.singlePage ? pathOf(place.site, place.language, 'Cinema.City.Single', slug) : null;
            return found ? [{ slug, name: found.name, path }] : [];
          });
          return (
            <div className={styles.nearby}>
              {nearbyCinemas.length > 0 ? (
                <div className={layout.section}>
                  <h3 className={styles.subTitle}>{t('cinemas.cinema.nearbyCinemas')}</h3>
                  <ul className={layout.plainList}>
                    {nearbyCinemas.map((entry) => (
                      <li key={entry.slug}>
                        <Link href={entry.path}>{entry.name}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {nearbyCities.length > 0 ? (
                <div className={layout.section}>
                  <h3 className={styles.subTitle}>{t('cinemas.cinema.nearbyCities')}</h3>
                  <ul className={layout.plainList}>
                    {nearbyCities.map((entry) => (
                      <li key={entry.slug}>{entry.path ? <Link href={entry.path}>{entry.name}</Link> : entry.name}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          );
        }}
      </CallState>
    </section>
  );
}

function cinemaCalls({ target }: PageContext): PageCall[] {
  const slug = target.params.slug;
  if (!slug) return [];
  return [
    { id: 'cinema', params: { slug }, main: true },
    { id: 'cinemaShows', params: { slug } },
    // Titles of the programme's shows, and names of the nearby cinemas and cities.
    { id: 'shows' },
    { id: 'cinemas' },
    { id: 'cities' },
  ];
}

export const cinemaPage: PageDefinition = {
  Component: CinemaPage,
  calls: cinemaCalls,
  seo: (context, answer, t) => {
    const [main] = cinemaCalls(context);
    const wire = main ? readAnswer(answer, main, apiCalls.cinema) : undefined;
    if (!wire) return {};
    const city = wire.theaters?.[0]?.addressCity;
    return {
      title: firstText(
        wire.seo?.title,
        city ? t('cinemas.cinema.seoTitle', { name: wire.name, city }) : undefined,
        wire.name,
      ),
      description: firstText(wire.seo?.description, t('cinemas.cinema.seoDescription', { name: wire.name })),
    };
  },
};

/** member-and-shell.txt §2 Header: "A CinemaLight page uses a light header". */
export const cinemaLightPage: PageDefinition = { ...cinemaPage, layout: { header: 'light' } };
