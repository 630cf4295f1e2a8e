export {
  ShowtimeGrid,
  showtimeGridHeadingLevels,
  type ShowtimeGridHeadingLevel,
  type ShowtimeGridProps,
  type ShowtimeGridShowtime,
} from './ShowtimeGrid.tsx';
export { groupShowtimes, showtimeGroupings, type ShowtimeGroup, type ShowtimeGrouping } from './showtimeGroups.ts';
