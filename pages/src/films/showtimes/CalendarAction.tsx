import type { ShowDetail, SiteCode } from '@marquee/data';
import type { ShowtimeDetailsData } from './ShowtimeDetails.tsx';
import type { VersionText } from './versions.ts';

export type CalendarActionProps = ShowtimeDetailsData & { site: SiteCode; show: ShowDetail; version: VersionText };

/** "Add to calendar" (issue 9): waits for showtimeCalendar in data/src/rules. */
export function CalendarAction(_props: CalendarActionProps) {
  return null;
}
