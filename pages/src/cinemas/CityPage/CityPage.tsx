import { useTranslation } from 'react-i18next';
import { apiCalls, type CityDetails } from '@marquee/data';
import { useCinemas, useCities, useCity } from '@marquee/data/hooks';
import { Backdrop, CinemaCard, Link } from '@marquee/design-system';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import { firstText, readAnswer } from '../shared/answers.ts';
import { pathOf } from '../shared/links.ts';
import { CallState, EmptyState, ErrorState, LoadingState } from '../shared/PageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import { textParagraphs } from '../shared/textParagraphs.ts';
import * as styles from './CityPage.css.ts';

/**
 * catalogue.txt §2 City page and City light page, minimal: the city (§3 City details), its
 * cinemas, its default cinema and the cities nearby.
 */
export function CityPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const city = useCity(language, target.params.slug ?? null);

  if (!city.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.title}>{t('cinemas.city.pageLabel')}</h1>
        {city.notFound ? (
          <EmptyState message={t('cinemas.common.notFound')} />
        ) : city.error ? (
          <ErrorState onRetry={city.retry} />
        ) : (
          <LoadingState />
        )}
      </main>
    );
  }

  const details = city.data;
  return (
    <main id="main" className={layout.page}>
      {details.backdrop ? (
        <div className={styles.backdrop}>
          {/* Decorative: the heading names the city. */}
          <Backdrop
            sources={{ lg: details.backdrop, md: details.backdrop, sm: details.backdropMobile }}
            alt=""
            priority
          />
        </div>
      ) : null}
      <div className={layout.intro}>
        <h1 className={layout.title}>{details.name}</h1>
        {textParagraphs(details.description).map((paragraph, index) => (
          <p key={index} className={layout.lead}>
            {paragraph}
          </p>
        ))}
      </div>
      <CityCinemas details={details} context={{ site, language }} />
      <NearbyCities details={details} context={{ site, language }} />
    </main>
  );
}

type Place = Pick<PageContext, 'site' | 'language'>;

function CityCinemas({ details, context }: { details: CityDetails; context: Place }) {
  const { t } = useTranslation();
  const cinemas = useCinemas(context.language);
  return (
    <section className={layout.section} aria-labelledby="city-cinemas">
      <h2 id="city-cinemas" className={layout.sectionTitle}>
        {t('cinemas.city.cinemasTitle', { city: details.name })}
      </h2>
      <CallState state={cinemas}>
        {(all) => {
          // The city names its cinemas by slug, in its own order; the cinemas answer describes them.
          const list = details.cinemas.flatMap((slug) => {
            const cinema = all.find((candidate) => candidate.slug === slug);
            const path = pathOf(context.site, context.language, 'Cinema.Single', slug);
            return cinema && path ? [{ cinema, path }] : [];
          });
          const fallback = list.find((entry) => entry.cinema.slug === details.defaultCinema);
          return list.length === 0 ? (
            <EmptyState message={t('cinemas.city.cinemasEmpty')} />
          ) : (
            <>
              {fallback ? (
                <p className={layout.paragraph}>
                  {t('cinemas.city.defaultCinema')} <Link href={fallback.path}>{fallback.cinema.name}</Link>
                </p>
              ) : null}
              <ul className={layout.cardGrid}>
                {list.map(({ cinema, path }) => (
                  <li key={cinema.slug}>
                    <CinemaCard
                      name={cinema.name}
                      href={path}
                      city={cinema.address?.city ?? details.name}
                      postalCode={cinema.address?.postalCode}
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </CallState>
    </section>
  );
}

function NearbyCities({ details, context }: { details: CityDetails; context: Place }) {
  const { t } = useTranslation();
  const cities = useCities(context.language);
  if (details.nearby.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="city-nearby">
      <h2 id="city-nearby" className={layout.sectionTitle}>
        {t('cinemas.city.nearbyTitle')}
      </h2>
      <CallState state={cities}>
        {(all) => (
          <ul className={layout.plainList}>
            {details.nearby.flatMap((slug) => {
              const city = all.find((candidate) => candidate.slug === slug);
              if (!city) return [];
              const path = city.singlePage ? pathOf(context.site, context.language, 'Cinema.City.Single', slug) : null;
              return [<li key={slug}>{path ? <Link href={path}>{city.name}</Link> : city.name}</li>];
            })}
          </ul>
        )}
      </CallState>
    </section>
  );
}

function cityCalls({ target }: PageContext): PageCall[] {
  const slug = target.params.slug;
  if (!slug) return [];
  return [
    { id: 'city', params: { slug }, main: true },
    // Names and addresses of the city's cinemas, names of the nearby cities.
    { id: 'cinemas' },
    { id: 'cities' },
  ];
}

export const cityPage: PageDefinition = {
  Component: CityPage,
  calls: cityCalls,
  seo: (context, answer, t) => {
    const [main] = cityCalls(context);
    const wire = main ? readAnswer(answer, main, apiCalls.city) : undefined;
    if (!wire) return {};
    return {
      title: firstText(wire.seo?.title, t('cinemas.city.seoTitle', { city: wire.name })),
      description: firstText(wire.seo?.description, t('cinemas.city.seoDescription', { city: wire.name })),
    };
  },
};
