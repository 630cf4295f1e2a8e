import { TagBadge, type TagBadgeProps } from '../TagBadge/TagBadge.tsx';
import * as styles from './ExperienceBadge.css.ts';

/**
 * member-and-shell.txt §3 Experience tag: its title and picto, with the tooltip {title, description, image}.
 * A pressable badge opens the experience's details or teaser pop-in (the page decides which).
 */
export type ExperienceBadgeProps = Pick<TagBadgeProps, 'title' | 'icon' | 'highlighted' | 'tooltip' | 'onPress'>;

/** An experience (IMAX, 4DX, Dolby...) or accessibility tag: TagBadge with the experience's fields. */
export function ExperienceBadge(props: ExperienceBadgeProps) {
  return <TagBadge {...props} />;
}

export interface ExperienceBadgeListProps {
  /** Names the list for screen readers ("Experiences", "Accessibility"). */
  label: string;
  /** The badges, in order; `slug` identifies each one. */
  experiences: readonly (ExperienceBadgeProps & { slug: string })[];
}

/** A labelled row of experience badges; nothing is rendered when there are none. */
export function ExperienceBadgeList({ label, experiences }: ExperienceBadgeListProps) {
  if (experiences.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {experiences.map(({ slug, ...experience }) => (
        <li key={slug} className={styles.item} data-experience={slug}>
          <ExperienceBadge {...experience} />
        </li>
      ))}
    </ul>
  );
}
