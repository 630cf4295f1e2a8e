import { useTranslation } from 'react-i18next';
import { cinemaExperiences, type Cinema, type Tag } from '@marquee/data';
import { CinemaCard, type CinemaCardHeadingLevel } from '@marquee/design-system';
import { useFavouriteToggle } from '../../members/favourites.ts';

export interface CinemaListCardProps {
  cinema: Cinema;
  /** The cinema's page (or its light page on the light city page). */
  href: string;
  /** GET tags (undefined while loading or when it failed: the card then names no experience). */
  tags: readonly Tag[] | undefined;
  /** The city's name, when the cinema's address lacks one. */
  fallbackCity: string;
  /** Marks a city's default cinema. */
  isDefault?: boolean;
  headingLevel?: CinemaCardHeadingLevel;
  /** The site offers favourite cinemas (see `favouritesOffered`): the card carries the heart. */
  withFavourite: boolean;
}

/**
 * A cinema of a list or a city (catalogue.txt §3 Cinema list item): name linking to its page,
 * street address, postal code and city, its experiences, and whether it welcomes people with
 * reduced mobility (disabledServices, from the reduced-mobility service flag), and the member's
 * favourite toggle.
 */
export function CinemaListCard({
  cinema,
  href,
  tags,
  fallbackCity,
  isDefault = false,
  headingLevel = 3,
  withFavourite,
}: CinemaListCardProps) {
  const { t } = useTranslation();
  const favourite = useFavouriteToggle(cinema);
  const experiences = cinemaExperiences(cinema, tags ?? []);
  return (
    <CinemaCard
      name={cinema.name}
      href={href}
      address={cinema.address?.address || null}
      postalCode={cinema.address?.postalCode}
      city={cinema.address?.city || fallbackCity}
      mark={isDefault ? t('cinemas.city.defaultCinema') : null}
      accessibilityNote={cinema.disabledServices ? t('cinemas.list.reducedMobility') : null}
      experiences={experiences.length > 0 ? { label: t('cinemas.list.experiences'), experiences } : null}
      headingLevel={headingLevel}
      favourite={withFavourite ? favourite : undefined}
    />
  );
}
