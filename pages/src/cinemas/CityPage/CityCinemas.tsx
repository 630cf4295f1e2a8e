import { useTranslation } from 'react-i18next';
import { cityCinemas, type CityDetails, type FeatureSwitches, type Language, type SiteCode } from '@marquee/data';
import { useCinemas, useTags } from '@marquee/data/hooks';
import type { CinemaCardHeadingLevel } from '@marquee/design-system';
import { favouritesOffered } from '../../members/favourites.ts';
import { CinemaListCard } from '../CinemasListPage/CinemaListCard.tsx';
import { pathOf } from '../shared/links.ts';
import { CallState, EmptyState } from '../../pageStatus.tsx';
import * as layout from '../shared/layout.css.ts';

export interface CityCinemaListProps {
  city: CityDetails;
  site: SiteCode;
  language: Language;
  features: FeatureSwitches;
  /** The full page links each cinema to its page; the light city page to the cinema's light page. */
  cinemaKind: 'Cinema.Single' | 'Cinema.Light';
  headingLevel: CinemaCardHeadingLevel;
  /** Names the list (the heading above it). */
  labelledBy: string;
}

/** A city's cinemas as cards, the default cinema first and marked (see cityCinemas). */
export function CityCinemaList({
  city,
  site,
  language,
  features,
  cinemaKind,
  headingLevel,
  labelledBy,
}: CityCinemaListProps) {
  const { t } = useTranslation();
  const cinemas = useCinemas(language);
  const tags = useTags(language);
  return (
    <CallState state={cinemas}>
      {(all) => {
        const list = cityCinemas(city, all).flatMap((entry) => {
          const href = pathOf(site, language, cinemaKind, entry.cinema.slug);
          return href ? [{ ...entry, href }] : [];
        });
        return list.length === 0 ? (
          <EmptyState message={t('cinemas.city.cinemasEmpty')} />
        ) : (
          <ul className={layout.cardGrid} aria-labelledby={labelledBy}>
            {list.map(({ cinema, isDefault, href }) => (
              <li key={cinema.slug}>
                <CinemaListCard
                  cinema={cinema}
                  href={href}
                  tags={tags.data}
                  fallbackCity={city.name}
                  isDefault={isDefault}
                  headingLevel={headingLevel}
                  withFavourite={favouritesOffered(features)}
                />
              </li>
            ))}
          </ul>
        );
      }}
    </CallState>
  );
}
