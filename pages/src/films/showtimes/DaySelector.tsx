import { useTranslation } from 'react-i18next';
import { DayStrip } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import { InPlaceLinks } from '../../showtimes/index.ts';
import * as styles from './showtimes.css.ts';

export interface DaySelectorProps {
  days: readonly string[];
  selected: string | null;
  today: string;
  /** The address of a day (the date filter, other filters kept): a real link without JavaScript. */
  hrefForDay: (date: string) => string;
  /** With JavaScript: the page shows the day at once and rewrites the address (no navigation). */
  onSelect?: (date: string) => void;
  /** With JavaScript: a pointer resting on, or focus reaching, a day loads its showtimes ahead. */
  onIntent?: (date: string) => void;
}

/**
 * The days with showtimes, each a link to its address. Once the page runs JavaScript, a plain
 * click is caught before the link's own navigation (and before any client router) and handed to
 * `onSelect`; opening a day in a new tab still works.
 */
export function DaySelector({ days, selected, today, hrefForDay, onSelect, onIntent }: DaySelectorProps) {
  const { t } = useTranslation();
  const dayByHref = new Map(days.map((date) => [hrefForDay(date), date]));
  const follow = (href: string, handle: (date: string) => void) => {
    const date = dayByHref.get(href);
    if (date !== undefined) handle(date);
  };
  const format = useFormat();
  const shown = selected && !days.includes(selected) ? [...days, selected].sort() : days;
  return (
    <InPlaceLinks
      className={styles.days}
      onFollow={onSelect ? (href) => follow(href, onSelect) : undefined}
      onIntent={onIntent ? (href) => follow(href, onIntent) : undefined}
    >
      <DayStrip
        label={t('films.show.days.label')}
        days={shown.map((date) => ({ date, hasShowtimes: days.includes(date) }))}
        selectedDate={selected ?? undefined}
        today={today}
        todayLabel={t('films.show.days.today')}
        tomorrowLabel={t('films.show.days.tomorrow')}
        formatDay={(date) => format.day(date)}
        hrefForDay={hrefForDay}
      />
    </InPlaceLinks>
  );
}
