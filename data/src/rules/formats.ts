import { unknownDate } from './constants.ts';

/**
 * catalogue.txt §9 / member §9: minutes under 60, else hours and zero-padded minutes (59 min,
 * 1h00, 2h05). The same in every language; pages show it through i18next's `duration` format.
 */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)}h${String(whole % 60).padStart(2, '0')}`;
}

/** catalogue.txt §5: 1900-01-01 means unknown. */
export function isUnknownDate(date: string | null | undefined): boolean {
  return !date || date.startsWith(unknownDate);
}
