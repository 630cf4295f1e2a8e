import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupCinemasByCity, type CinemaGroup, type Language, type SiteCode } from '@marquee/data';
import { useCinemas, useCities, useTags } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import { favouritesOffered } from '../../members/favourites.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import { pathOf } from '../shared/links.ts';
import { CallState, EmptyState } from '../../pageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import { CinemaListCard } from './CinemaListCard.tsx';
import * as styles from './CinemasListPage.css.ts';

/** The id of a group's section: the target of its jump link. */
export const groupAnchor = (group: Pick<CinemaGroup, 'key'>) => `cinemas-${group.key}`;

/**
 * catalogue.txt §2 Cinemas list: every cinema of the site, grouped by city (see groupCinemasByCity),
 * each with its address, experiences and access, linking to its page; a city heading links to the
 * city page when the city has one. Jump links lead to each group.
 */
export function CinemasListPage({ site, language, features }: PageContext) {
  const { t } = useTranslation();
  const cinemas = useCinemas(language);
  const cities = useCities(language);
  const tags = useTags(language);
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
      <div className={layout.intro}>
        <h1 className={layout.title}>{t('cinemas.list.title')}</h1>
        <p className={layout.lead}>{t('cinemas.list.intro')}</p>
      </div>
      <CallState state={state}>
        {(loaded) =>
          loaded.length === 0 ? (
            <EmptyState message={t('cinemas.list.empty')} />
          ) : (
            <>
              {loaded.length > 1 ? <GroupNavigation groups={loaded} /> : null}
              <div className={styles.groups}>
                {loaded.map((group) => (
                  <GroupSection
                    key={group.key}
                    group={group}
                    site={site}
                    language={language}
                    tags={tags.data}
                    withFavourite={favouritesOffered(features)}
                  />
                ))}
              </div>
            </>
          )
        }
      </CallState>
    </main>
  );
}

function useGroupName() {
  const { t } = useTranslation();
  return (group: CinemaGroup) => (group.region ? t(`cinemas.list.regions.${group.region}`) : group.name);
}

/** Jump links, one per group, for a long list. */
function GroupNavigation({ groups }: { groups: readonly CinemaGroup[] }) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  return (
    <nav aria-label={t('cinemas.list.jumpTo')}>
      <ul className={styles.jumpLinks}>
        {groups.map((group) => (
          <li key={group.key}>
            <Link href={`#${groupAnchor(group)}`}>{nameOf(group)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GroupSection({
  group,
  site,
  language,
  tags,
  withFavourite,
}: {
  group: CinemaGroup;
  site: SiteCode;
  language: Language;
  tags: Parameters<typeof CinemaListCard>[0]['tags'];
  withFavourite: boolean;
}) {
  const headingId = useId();
  const name = useGroupName()(group);
  const cityPath = group.city?.singlePage ? pathOf(site, language, 'Cinema.City.Single', group.city.slug) : null;
  return (
    <section id={groupAnchor(group)} className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {cityPath ? <Link href={cityPath}>{name}</Link> : name}
      </h2>
      <ul className={layout.cardGrid}>
        {group.cinemas.flatMap((cinema) => {
          const cinemaPath = pathOf(site, language, 'Cinema.Single', cinema.slug);
          return cinemaPath
            ? [
                <li key={cinema.slug}>
                  <CinemaListCard
                    cinema={cinema}
                    href={cinemaPath}
                    tags={tags}
                    fallbackCity={group.name}
                    withFavourite={withFavourite}
                  />
                </li>,
              ]
            : [];
        })}
      </ul>
    </section>
  );
}

/** The site's country in the page's language ("France", "Nederland"), for the SEO title. */
export function countryName(site: SiteCode, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(site.toUpperCase()) ?? site.toUpperCase();
}

export const cinemasListPage: PageDefinition = {
  Component: CinemasListPage,
  calls: () => [{ id: 'cinemas' }, { id: 'cities' }, { id: 'tags' }],
  seo: ({ site, language }, _answer, t) => {
    const country = countryName(site, language);
    return {
      title: t('cinemas.list.seoTitle', { country }),
      description: t('cinemas.list.seoDescription', { country }),
    };
  },
};
