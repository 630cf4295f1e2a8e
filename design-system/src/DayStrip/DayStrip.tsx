import {
  Link,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  type Key,
  type ToggleButtonGroupProps,
} from 'react-aria-components';
import { isUnknownDate, nextDay } from './days.ts';
import * as styles from './DayStrip.css.ts';

export interface ShowtimeDay {
  /** ISO `YYYY-MM-DD` (catalogue.txt §9). */
  date: string;
  /** A day without showtimes is shown but cannot be chosen. */
  hasShowtimes: boolean;
}

export interface DayStripProps {
  /** Names the group of days, e.g. "Showtime day". */
  label: string;
  /** The days to show, in order; those without showtimes are disabled. */
  days: readonly ShowtimeDay[];
  /** The chosen day (controlled). */
  selectedDate?: string;
  /** The day chosen at first, when the strip keeps the choice itself (uncontrolled). */
  defaultSelectedDate?: string;
  /** Today in the cinema's time zone, ISO; it and the day after get the two labels below. */
  today: string;
  /** The label of today ("Today"). */
  todayLabel: string;
  /** The label of the day after today ("Tomorrow"). */
  tomorrowLabel: string;
  /** The label of any other day, e.g. "Wed 14 May", in the page's language. */
  formatDay: (date: string) => string;
  /** Makes each day a link (the date filter in the address), so choosing works without JavaScript. */
  hrefForDay?: (date: string) => string;
  /** member-and-shell.txt §4: choosing a day sets the selected day. */
  onSelect?: (date: string) => void;
}

/**
 * The days that have showtimes, one to choose. Arrow keys move between days. Days without
 * showtimes are disabled; the unknown date (1900-01-01) is left out.
 */
export function DayStrip({
  label,
  days,
  selectedDate,
  defaultSelectedDate,
  today,
  todayLabel,
  tomorrowLabel,
  formatDay,
  hrefForDay,
  onSelect,
}: DayStripProps) {
  const tomorrow = nextDay(today);
  const shown = days.filter((day) => !isUnknownDate(day.date));
  const dayLabel = (date: string) =>
    date === today ? todayLabel : date === tomorrow ? tomorrowLabel : formatDay(date);

  if (hrefForDay) {
    const current = selectedDate ?? defaultSelectedDate;
    return (
      <Toolbar aria-label={label} className={styles.strip}>
        {shown.map((day) => (
          <Link
            key={day.date}
            // A day without showtimes leads nowhere, even without JavaScript.
            href={day.hasShowtimes ? hrefForDay(day.date) : undefined}
            isDisabled={!day.hasShowtimes}
            aria-current={day.date === current ? 'true' : undefined}
            onPress={onSelect ? () => onSelect(day.date) : undefined}
            className={styles.day}
          >
            {dayLabel(day.date)}
          </Link>
        ))}
      </Toolbar>
    );
  }

  const selection: Pick<ToggleButtonGroupProps, 'selectedKeys' | 'defaultSelectedKeys'> = {};
  if (selectedDate !== undefined) selection.selectedKeys = [selectedDate];
  if (defaultSelectedDate !== undefined) selection.defaultSelectedKeys = [defaultSelectedDate];
  return (
    <ToggleButtonGroup
      {...selection}
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      onSelectionChange={(keys: Set<Key>) => {
        const [chosen] = keys;
        if (chosen !== undefined) onSelect?.(String(chosen));
      }}
      className={styles.strip}
    >
      {shown.map((day) => (
        <ToggleButton key={day.date} id={day.date} isDisabled={!day.hasShowtimes} className={styles.day}>
          {dayLabel(day.date)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
