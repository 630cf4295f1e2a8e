export { DayStrip, type DayStripProps, type ShowtimeDay } from './DayStrip.tsx';
export { Calendar, type CalendarProps } from './Calendar.tsx';
