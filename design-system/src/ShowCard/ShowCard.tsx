import { cva } from 'class-variance-authority';
import { Link as AriaLink } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { ContentRating, type ContentRatingProps } from '../ContentRating/ContentRating.tsx';
import { Flag, type FlagColor } from '../Flag/Flag.tsx';
import { Poster, type PosterSources } from '../Poster/Poster.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './ShowCard.css.ts';

export const showCardSizes = ['compact', 'regular'] as const;
export type ShowCardSize = (typeof showCardSizes)[number];

export const showCardHeadingLevels = [2, 3, 4, 5, 6] as const;
export type ShowCardHeadingLevel = (typeof showCardHeadingLevels)[number];

/**
 * catalogue.txt §4 Show flags: released and bookable are the opposite of coming soon. A coming-soon
 * show names its release date (preformatted by the page in the site's language).
 */
export type ShowAvailability =
  { status: 'bookable'; label: string } | { status: 'comingSoon'; label: string; releaseDate: string };

export interface ShowCardProps {
  /** The show's title, the card's heading and its one link. */
  title: string;
  /** The film page; the whole card follows it. */
  href: string;
  /** The API's `{md, lg}` poster files; null shows the placeholder. */
  poster: PosterSources | null;
  /** `compact` in dense rows (no genres or duration, smaller title); `regular` elsewhere. */
  size?: ShowCardSize;
  /** The level of the title's heading, to fit the page outline. */
  headingLevel?: ShowCardHeadingLevel;
  /** The age rating under the title. */
  contentRating?: ContentRatingProps;
  /** The genres' names, joined with commas (regular size only). */
  genres?: readonly string[];
  /** Preformatted ("1 h 52 min"). */
  duration?: string | null;
  /** Shown when the show is new (catalogue.txt §3 Show summary `new`): the word, e.g. "Nouveau". */
  newLabel?: string;
  /** Shown when the show is a premiere (tags avp / avp-equipe, catalogue.txt §4): e.g. "Avant-première". */
  premiereLabel?: string;
  /** The show's own label on its flag colour (catalogue.txt §3 Show summary `label`, `flag`). */
  label?: { text: string; color: FlagColor };
  /** Bookable now, or coming soon with its release date, as a badge. */
  availability?: ShowAvailability;
  /** The poster slot width, as in `sizes`. */
  posterSizes?: string;
  /** The card opens the page's first screen: its poster loads eagerly at high priority (LCP). */
  posterPriority?: boolean;
}

const cardClass = cva(styles.card, { variants: { size: styles.size }, defaultVariants: { size: 'regular' } });
const titleClass = cva(styles.title, { variants: { size: styles.titleSize }, defaultVariants: { size: 'regular' } });

/**
 * A show in a list (catalogue.txt §3 Show summary). One link, the title, whose overlay covers the card:
 * screen readers hear the title once, and the card holds no nested interactive element.
 */
export function ShowCard({
  title,
  href,
  poster,
  size = 'regular',
  headingLevel = 3,
  contentRating,
  genres = [],
  duration,
  newLabel,
  premiereLabel,
  label,
  availability,
  posterSizes,
  posterPriority = false,
}: ShowCardProps) {
  const Heading = `h${headingLevel}` as const;
  const flags = [
    newLabel ? { key: 'new', text: newLabel, color: 1 as const } : null,
    premiereLabel ? { key: 'premiere', text: premiereLabel, color: 4 as const } : null,
    label ? { key: 'label', text: label.text, color: label.color } : null,
  ].filter((flag) => flag !== null);
  const facts = [genres.join(', '), duration].filter(Boolean).join(' · ');
  return (
    <article className={cardClass({ size })} data-size={size}>
      <div className={styles.media}>
        {/* The title next to it names the film: the poster is decorative. */}
        <Poster sources={poster} alt="" title={title} sizes={posterSizes} priority={posterPriority} />
        {flags.length > 0 ? (
          <ul className={styles.flags}>
            {flags.map((flag) => (
              <li key={flag.key}>
                <Flag label={flag.text} color={flag.color} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={titleClass({ size })}>
          <AriaLink href={href} className={styles.titleLink}>
            {title}
          </AriaLink>
        </Heading>
        {contentRating ? <ContentRating {...contentRating} /> : null}
        {facts && size === 'regular' ? <p className={styles.meta}>{facts}</p> : null}
        {availability ? (
          <p className={styles.availability} data-availability={availability.status}>
            <Badge
              size="small"
              tone={availability.status === 'bookable' ? 'success' : 'info'}
              label={availability.label}
            />
            {availability.status === 'comingSoon' ? (
              <span className={styles.releaseDate}>{availability.releaseDate}</span>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}

export interface ShowCardSkeletonProps {
  /** The size of the card it stands in for. */
  size?: ShowCardSize;
  /** Announces the loading region ("Loading films…"); leave out when several skeletons share one region. */
  statusLabel?: string;
}

/** The card's shape while the show loads, so the grid does not shift when it arrives. */
export function ShowCardSkeleton({ size = 'regular', statusLabel }: ShowCardSkeletonProps) {
  return (
    <div className={cardClass({ size })} data-size={size} data-loading="true">
      <Skeleton shape="poster" statusLabel={statusLabel} />
      <div className={styles.skeletonBody}>
        <Skeleton shape="text" lines={size === 'regular' ? 3 : 2} />
      </div>
    </div>
  );
}
