import { Link as AriaLink } from 'react-aria-components';
import { Backdrop, type BackdropSources } from '../Poster/Poster.tsx';
import * as styles from './CityCard.css.ts';

export const cityCardHeadingLevels = [2, 3, 4, 5, 6] as const;
export type CityCardHeadingLevel = (typeof cityCardHeadingLevels)[number];

export interface CityCardProps {
  /** The city's name, the card's heading and its one link. */
  name: string;
  /** The city page; the whole card follows it. */
  href: string;
  /** Preformatted by the page, plural included ("3 cinemas", "1 cinéma"). */
  cinemaCountText: string;
  /** The city's backdrop; decorative, the name says where it is. */
  image?: BackdropSources | null;
  /** The image slot width, as in `sizes`. */
  imageSizes?: string;
  /** The level of the name's heading, to fit the page outline. */
  headingLevel?: CityCardHeadingLevel;
}

/** A city in a list (catalogue.txt §3 City): its name as the card's one link and how many cinemas it has. */
export function CityCard({
  name,
  href,
  cinemaCountText,
  image,
  imageSizes = '(min-width: 1080px) 320px, 90vw',
  headingLevel = 3,
}: CityCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-has-image={image ? 'true' : 'false'}>
      {image ? <Backdrop sources={image} alt="" sizes={imageSizes} /> : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <AriaLink href={href} className={styles.titleLink}>
            {name}
          </AriaLink>
        </Heading>
        <p className={styles.count}>{cinemaCountText}</p>
      </div>
    </article>
  );
}
