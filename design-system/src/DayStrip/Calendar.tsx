import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { isUnknownDate } from './days.ts';
import * as styles from './Calendar.css.ts';

export interface CalendarProps {
  /** Names the calendar for assistive technology, e.g. "Choose a showtime day". */
  label: string;
  /** ISO `YYYY-MM-DD` days that have showtimes; every other day is disabled. */
  availableDates: readonly string[];
  /** The chosen day (controlled), ISO. */
  selectedDate?: string;
  /** The day chosen at first, when the calendar keeps the choice itself (uncontrolled), ISO. */
  defaultSelectedDate?: string;
  /** The first day that may be chosen (today in the cinema's time zone), ISO. */
  minDate?: string;
  /** The last day that may be chosen, ISO. */
  maxDate?: string;
  /** The accessible name of the previous-month button (it shows an arrow only). */
  previousMonthLabel: string;
  /** The accessible name of the next-month button (it shows an arrow only). */
  nextMonthLabel: string;
  /** member-and-shell.txt §4: choosing a day from the calendar sets the selected day and the start day. */
  onSelect?: (date: string) => void;
}

const toDate = (value: string | undefined): CalendarDate | undefined => {
  if (!value || isUnknownDate(value)) return undefined;
  try {
    return parseDate(value);
  } catch {
    return undefined;
  }
};

/**
 * A month grid for choosing a showtime day far ahead; days without
 * showtimes (and the unknown date 1900-01-01) cannot be chosen. The grid,
 * headings and keyboard behaviour come from react-aria's Calendar; the month
 * and weekday names follow the I18nProvider locale.
 */
export function Calendar({
  label,
  availableDates,
  selectedDate,
  defaultSelectedDate,
  minDate,
  maxDate,
  previousMonthLabel,
  nextMonthLabel,
  onSelect,
}: CalendarProps) {
  const available = new Set(availableDates.filter((date) => !isUnknownDate(date)));
  const value = toDate(selectedDate);
  return (
    <AriaCalendar
      aria-label={label}
      className={styles.calendar}
      {...(selectedDate !== undefined ? { value: value ?? null } : {})}
      defaultValue={toDate(defaultSelectedDate)}
      minValue={toDate(minDate)}
      maxValue={toDate(maxDate)}
      isDateUnavailable={(date) => !available.has(date.toString())}
      onChange={(date) => onSelect?.(date.toString())}
    >
      <div className={styles.header}>
        <Button slot="previous" aria-label={previousMonthLabel} className={styles.navigation}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" aria-label={nextMonthLabel} className={styles.navigation}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
