import { Link as AriaLink } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { ExperienceBadgeList } from '../ExperienceBadge/ExperienceBadge.tsx';
import { Icon, type IconSource } from '../Icon/Icon.tsx';
import * as styles from './CinemaCard.css.ts';
import { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle.tsx';

export const cinemaCardHeadingLevels = [2, 3, 4, 5, 6] as const;
export type CinemaCardHeadingLevel = (typeof cinemaCardHeadingLevels)[number];

/** An accessibility service or a technology (catalogue.txt §3 Tag icon), named for screen readers. */
export type CinemaCardIcon = IconSource & { label: string };

export interface CinemaCardProps {
  /** The cinema's name, the card's heading and its one link. */
  name: string;
  /** The cinema page; the whole card follows it, except the favourite toggle. */
  href: string;
  /** The city, shown after the postal code. */
  city: string;
  /** Shown before the city. */
  postalCode?: string | null;
  /** The street line ("7 rue Linois"), shown above the postal code and city. */
  address?: string | null;
  /** A short mark beside the name, e.g. a city's default cinema ("Main cinema"). */
  mark?: string | null;
  /**
   * The cinema's experiences (IMAX, 4DX, Dolby...) as static text badges, in a list the label names
   * ("Experiences"). Static: the card's one link covers them.
   */
  experiences?: { label: string; experiences: readonly { slug: string; title: string }[] } | null;
  /** A sentence on access, e.g. "Accessible to people with reduced mobility". */
  accessibilityNote?: string | null;
  /** Preformatted distance from the visitor ("2,4 km"), when the locator knows their position. */
  distance?: string | null;
  /** The level of the name's heading, to fit the page outline. */
  headingLevel?: CinemaCardHeadingLevel;
  /** Accessibility services as named icons (wheelchair, audio description...). */
  accessibilityIcons?: readonly CinemaCardIcon[];
  /** Names the accessibility icon list ("Accessibility"). */
  accessibilityLabel?: string;
  /** Projection and sound technologies as named icons (IMAX, 4DX...). */
  technologyIcons?: readonly CinemaCardIcon[];
  /** Names the technology icon list ("Technologies"). */
  technologyLabel?: string;
  /** The favourite toggle; left out where favourites are not offered. */
  favourite?: FavouriteToggleProps;
}

function IconList({ icons, label }: { icons: readonly CinemaCardIcon[]; label: string | undefined }) {
  if (icons.length === 0) return null;
  return (
    <ul className={styles.icons} aria-label={label}>
      {icons.map((icon) => (
        <li key={`${icon.type}:${icon.value}`} className={styles.iconItem}>
          <Icon {...icon} size="small" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A cinema in a list (catalogue.txt §3 Cinema list item; member-and-shell.txt §2 search cinema rows):
 * name, a mark, address, distance, access note, experience badges, service icons and the favourite
 * toggle. The name is the one link and covers the card; the toggle sits beside it, never inside it.
 */
export function CinemaCard({
  name,
  href,
  city,
  postalCode,
  address,
  mark,
  experiences,
  accessibilityNote,
  distance,
  headingLevel = 3,
  accessibilityIcons = [],
  accessibilityLabel,
  technologyIcons = [],
  technologyLabel,
  favourite,
}: CinemaCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <AriaLink href={href} className={styles.titleLink}>
            {name}
          </AriaLink>
        </Heading>
        {mark ? (
          <p className={styles.mark}>
            <Badge label={mark} tone="brand" size="small" />
          </p>
        ) : null}
        <p className={styles.address}>
          {address ? <span className={styles.addressLine}>{address}</span> : null}
          <span className={styles.addressLine}>{[postalCode, city].filter(Boolean).join(' ')}</span>
        </p>
        {distance ? <p className={styles.distance}>{distance}</p> : null}
        {accessibilityNote ? <p className={styles.address}>{accessibilityNote}</p> : null}
        {experiences ? <ExperienceBadgeList {...experiences} /> : null}
        <IconList icons={accessibilityIcons} label={accessibilityLabel} />
        <IconList icons={technologyIcons} label={technologyLabel} />
      </div>
      {favourite ? (
        <div className={styles.favourite}>
          <FavouriteToggle {...favourite} />
        </div>
      ) : null}
    </article>
  );
}
