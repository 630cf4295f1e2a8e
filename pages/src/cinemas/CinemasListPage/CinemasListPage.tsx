import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCinemas, useCities } from '@marquee/data/hooks';
import { CinemaCard, Link } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import { groupCinemasByCity, type CinemaGroup } from '../cinemaGroups.ts';
import { pathOf } from '../shared/links.ts';
import { CallState, EmptyState } from '../shared/PageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import * as styles from './CinemasListPage.css.ts';

/** catalogue.txt §2 Cinemas list: every cinema of the site, grouped by city (see groupCinemasByCity). */
export function CinemasListPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const cinemas = useCinemas(language);
  const cities = useCities(language);
  const groups = useMemo(
    () => (cinemas.data && cities.data ? groupCinemasByCity(cinemas.data, cities.data, site) : undefined),
    [cinemas.data, cities.data, site],
  );
  const state = {
    data: groups,
    error: cinemas.error ?? cities.error,
    retry: () => {
      cinemas.retry();
      cities.retry();
    },
  };

  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.title}>{t('cinemas.list.title')}</h1>
      <CallState state={state}>
        {(loaded) =>
          loaded.length === 0 ? (
            <EmptyState message={t('cinemas.list.empty')} />
          ) : (
            <div className={styles.groups}>
              {loaded.map((group) => (
                <GroupSection key={group.key} group={group} context={{ site, language }} />
              ))}
            </div>
          )
        }
      </CallState>
    </main>
  );
}

function GroupSection({ group, context }: { group: CinemaGroup; context: Pick<PageContext, 'site' | 'language'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { site, language } = context;
  const name = group.region ? t(`cinemas.list.regions.${group.region}`) : group.name;
  const cityPath = group.city?.singlePage ? pathOf(site, language, 'Cinema.City.Single', group.city.slug) : null;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {cityPath ? <Link href={cityPath}>{name}</Link> : name}
      </h2>
      <ul className={layout.cardGrid}>
        {group.cinemas.map((cinema) => {
          const cinemaPath = pathOf(site, language, 'Cinema.Single', cinema.slug);
          return cinemaPath ? (
            <li key={cinema.slug}>
              <CinemaCard
                name={cinema.name}
                href={cinemaPath}
                city={cinema.address?.city ?? group.name}
                postalCode={cinema.address?.postalCode}
                headingLevel={3}
              />
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}

export const cinemasListPage: PageDefinition = {
  Component: CinemasListPage,
  calls: () => [{ id: 'cinemas' }, { id: 'cities' }],
  seo: (_context, _answer, t) => ({
    title: t('cinemas.list.seoTitle'),
    description: t('cinemas.list.seoDescription'),
  }),
};
