import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Icon, type IconSource } from '../Icon/Icon.tsx';
import { NewTabMarker, newTabAttributes, type LinkTarget } from '../Link/newTab.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { assignInlineVars, isHexColour } from '../private/dataColours.ts';
import * as styles from './ShowtimeChip.css.ts';

/** catalogue.txt §4 Showtime status. */
export const showtimeStatuses = ['available', 'soldout', 'locked'] as const;

export type ShowtimeStatus = (typeof showtimeStatuses)[number];

export interface ShowtimeChipLabels {
  /** Shown and read on a sold-out showtime ("Complet"). */
  soldOut: string;
  /** Read on a locked showtime, whose look alone says it ("Réservation fermée"). */
  locked: string;
  /** The 3D flag's text ("3D"). */
  threeD: string;
}

/** An experience on a showtime (catalogue.txt §3 Showtime tags): its icon is named by its title. */
export interface ShowtimeExperience {
  /** Identifies the experience (imax, 4dx...). */
  slug: string;
  /** The experience's name, read by screen readers and shown when there is no icon. */
  title: string;
  /** Its pictogram, named by the title. */
  icon?: IconSource;
}

/** catalogue.txt §3 specialShowtimeDetails color and backgroundColor, as the API sends them. */
export interface SpecialShowtimeColours {
  /** The text colour (`#rrggbb`); used only with a valid background colour. */
  color?: string | null;
  /** The fill colour (`#rrggbb`); used only with a valid text colour. */
  backgroundColor?: string | null;
}

/**
 * What pressing the chip does, chosen by the page: a real link to the booking URL (tunnelUrl),
 * or `onSelect` to open the showtime details pop-in instead. Only an available showtime acts.
 */
export type ShowtimeChipAction =
  | ({
      /** The booking URL (tunnelUrl): the chip is a link to it. */
      href: string;
      onSelect?: undefined;
    } & LinkTarget)
  | {
      /** The chip is a button that calls this (the page opens the showtime details pop-in). */
      onSelect: () => void;
      href?: undefined;
      target?: undefined;
      newTabHint?: undefined;
    };

export type ShowtimeChipProps = ShowtimeChipAction & {
  /** `available` acts (link or button); `soldout` is announced and inert; `locked` is disabled. */
  status: ShowtimeStatus;
  /** The start time, formatted by the page in the cinema's time zone (HH:mm). */
  time: string;
  /** The version ("VF", "VOST") or the tag label; the page picks one per site option (catalogue.txt §9). */
  label?: string;
  /** Adds the 3D flag. */
  is3d?: boolean;
  /** The experiences of this showtime, as named icons. */
  experiences?: readonly ShowtimeExperience[];
  /** The API's `highlighted` flag (catalogue.txt §3 Showtime): the chip stands out. */
  highlighted?: boolean;
  /** The special showtime's own colours; an available chip only, both colours or neither. */
  specialColours?: SpecialShowtimeColours;
  /** catalogue.txt §3 specialShowtimeDetails titleScreening. */
  screeningTitle?: string;
  /** The state texts, in the page's language. */
  labels: ShowtimeChipLabels;
};

const chipClass = cva(styles.base, {
  variants: {
    status: styles.status,
    highlighted: { true: styles.highlighted, false: '' },
    special: { true: styles.special, false: '' },
  },
});

/** Both colours or neither: one colour from data next to a theme colour could be illegible. */
function specialStyle(status: ShowtimeStatus, colours: SpecialShowtimeColours | undefined) {
  // Sold out and locked keep their state colours: the state matters more than the special look.
  if (status !== 'available' || !colours) return undefined;
  const { color, backgroundColor } = colours;
  if (!isHexColour(color) || !isHexColour(backgroundColor)) return undefined;
  return assignInlineVars({ [styles.specialColor]: color, [styles.specialBackgroundColor]: backgroundColor });
}

/**
 * One showtime of a film (catalogue.txt §3 Showtime, §4 Showtime status). Available: a link to the
 * booking URL, or a button opening the details. Sold out: announced, not bookable. Locked: disabled.
 * Its text — time, label, 3D, experiences, screening title, state — is its accessible name.
 */
export function ShowtimeChip({
  status,
  time,
  label,
  is3d = false,
  experiences = [],
  highlighted = false,
  specialColours,
  screeningTitle,
  labels,
  ...action
}: ShowtimeChipProps) {
  const inlineStyle = specialStyle(status, specialColours);
  const className = chipClass({ status, highlighted, special: inlineStyle !== undefined });
  const dataAttributes = {
    'data-status': status,
    'data-highlighted': highlighted || undefined,
    'data-special': inlineStyle ? true : undefined,
  };
  // Spaces between the parts keep the accessible name readable; the flex layout ignores them.
  const content: ReactNode = (
    <>
      <span className={styles.row}>
        <span className={styles.time}>{time}</span>{' '}
        {is3d ? <span className={styles.flag3d}>{labels.threeD}</span> : null}
      </span>{' '}
      {label ? <span className={styles.label}>{label}</span> : null}{' '}
      {experiences.length > 0 ? (
        <span className={styles.row}>
          {experiences.map((experience) => (
            <span key={experience.slug} className={styles.experience}>
              {experience.icon ? (
                <Icon {...experience.icon} size="small" label={experience.title} />
              ) : (
                experience.title
              )}{' '}
            </span>
          ))}
        </span>
      ) : null}{' '}
      {screeningTitle ? <span className={styles.screeningTitle}>{screeningTitle}</span> : null}{' '}
      {status === 'soldout' ? <span className={styles.statusText}>{labels.soldOut}</span> : null}
      {status === 'locked' ? <span className={visuallyHidden}>{labels.locked}</span> : null}
    </>
  );

  if (status !== 'available') {
    return (
      <span className={className} {...dataAttributes} aria-disabled={status === 'locked' || undefined}>
        {content}
      </span>
    );
  }
  if (action.onSelect) {
    return (
      <AriaButton className={className} style={inlineStyle} onPress={action.onSelect} {...dataAttributes}>
        {content}
      </AriaButton>
    );
  }
  return (
    <AriaLink
      className={className}
      style={inlineStyle}
      href={action.href}
      {...newTabAttributes(action.target)}
      {...dataAttributes}
    >
      {content}
      <NewTabMarker hint={action.target === '_blank' ? action.newTabHint : undefined} />
    </AriaLink>
  );
}
