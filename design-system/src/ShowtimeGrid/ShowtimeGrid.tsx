import { useId } from 'react';
import { Heading } from 'react-aria-components';
import { ScriptSwitch } from '../ScriptSwitch/ScriptSwitch.tsx';
import { ShowtimeChip, type ShowtimeChipLabels, type ShowtimeChipProps } from '../ShowtimeChip/ShowtimeChip.tsx';
import * as styles from './ShowtimeGrid.css.ts';
import { groupShowtimes, showtimeKey, type GroupableShowtime, type ShowtimeGrouping } from './showtimeGroups.ts';

export const showtimeGridHeadingLevels = [2, 3, 4, 5, 6] as const;
export type ShowtimeGridHeadingLevel = (typeof showtimeGridHeadingLevels)[number];

/** One showtime of the day (catalogue.txt §3 Showtime), with its display fields already formatted. */
export interface ShowtimeGridShowtime
  extends
    GroupableShowtime,
    Pick<
      ShowtimeChipProps,
      'status' | 'time' | 'is3d' | 'experiences' | 'highlighted' | 'specialColours' | 'screeningTitle'
    > {
  /** Identifies the showtime; `onSelect` receives it. */
  id: string;
  /** The booking URL (tunnelUrl). */
  href: string;
}

export interface ShowtimeGridProps {
  /** One day's showtimes of a film at a cinema, in any order. */
  showtimes: readonly ShowtimeGridShowtime[];
  /** What the groups are: the version (VF, VOST...) or the tag; `version` by default. */
  groupBy?: ShowtimeGrouping;
  /** What each chip's label shows: the version, or the tag (catalogue.txt §9 "tag instead of version" in ch). */
  chipLabel?: ShowtimeGrouping;
  /** The level of each group heading, to fit the page outline. */
  headingLevel?: ShowtimeGridHeadingLevel;
  /**
   * `whenSeveral`: a grid whose showtimes all fall in one group shows no group heading (issue 20:
   * a card headed by its cinema, not by "All showtimes" again); the list keeps the group's label as
   * its name. `always` by default.
   */
  groupHeadings?: 'always' | 'whenSeveral';
  /** Shown when the day has no showtime. */
  emptyText: string;
  /** The chips' state texts, in the page's language. */
  labels: ShowtimeChipLabels;
  /**
   * Chips open the showtime details pop-in with this showtime's id instead of linking to booking;
   * a browser that runs no scripts keeps the booking links.
   */
  onSelect?: (id: string) => void;
}

/** A day's showtimes grouped by version (or tag), each group headed and sorted by time. */
export function ShowtimeGrid({
  showtimes,
  groupBy = 'version',
  chipLabel = 'version',
  headingLevel = 3,
  groupHeadings = 'always',
  emptyText,
  labels,
  onSelect,
}: ShowtimeGridProps) {
  const idPrefix = useId();
  if (showtimes.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const groups = groupShowtimes(showtimes, groupBy);
  const headless = groupHeadings === 'whenSeveral' && groups.length === 1;
  return (
    <div className={styles.grid}>
      {groups.map((group, index) => {
        const headingId = `${idPrefix}-${index}`;
        return (
          <div key={group.label} className={styles.group} data-group={group.label}>
            {headless ? null : (
              <Heading id={headingId} level={headingLevel} className={styles.heading}>
                {group.label}
              </Heading>
            )}
            <ul
              className={styles.chips}
              {...(headless ? { 'aria-label': group.label } : { 'aria-labelledby': headingId })}
            >
              {group.showtimes.map(({ id, href, version, tag, datetime: _datetime, ...showtime }) => {
                const label = showtimeKey({ version, tag }, chipLabel);
                return (
                  <li key={id} className={styles.chip}>
                    {onSelect ? (
                      <ScriptSwitch
                        scripted={
                          <ShowtimeChip {...showtime} label={label} labels={labels} onSelect={() => onSelect(id)} />
                        }
                        plain={<ShowtimeChip {...showtime} label={label} labels={labels} href={href} />}
                      />
                    ) : (
                      <ShowtimeChip {...showtime} label={label} labels={labels} href={href} />
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
