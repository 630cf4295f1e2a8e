export { DayStrip, type DayStripProps, type ShowtimeDay } from './DayStrip.tsx';
