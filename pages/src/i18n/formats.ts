import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay, formatDuration, knownDay, localeFor, sites, type Language, type SiteCode } from '@marquee/data';

/**
 * Dates, times, durations, numbers and prices through i18next's formatting (issue 23), Intl
 * underneath, in the locale of the page's language on its site (`fr-FR`, `de-CH`, `nl-BE`) and the
 * site's currency. Each format is an i18next formatter, so a string may format its own value
 * (`"Until {{date, date}}"`), and `useFormat()` formats a value that stands alone (a day strip's
 * labels). The spec's patterns (member §9: DD/MM/YYYY, "DD MMMM YYYY with day name", HH:mm) are
 * the French ones; each language gets the same fields in its own order and separators.
 */

/** The site whose locale a language gets when no site is named (tests, a story without one). */
const homeSite: Record<Language, SiteCode> = { fr: 'fr', en: 'fr', de: 'ch', nl: 'nl' };

export function defaultSiteFor(language: Language): SiteCode {
  return homeSite[language];
}

export const dayStyles = {
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  long: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayStyle = keyof typeof dayStyles;

type Options = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const instantOf = (value: unknown) =>
  value instanceof Date || typeof value === 'number' || typeof value === 'string' ? new Date(value) : new Date(NaN);

/** The formatters, by the name a string or `useFormat` asks for (i18next lower-cases the names). */
function formatters(locale: string, site: SiteCode) {
  const { currency: siteCurrency, timeZone: siteZone } = sites[site];
  const zoneOf = (options: Options) => text(options.timeZone) ?? siteZone;
  // One Intl formatter per set of options: building one costs far more than formatting with it, and a
  // film page formats hundreds of showtimes (hydration's longest task spent 50 ms at 4x CPU building them).
  const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const dateTime = (instant: Date, options: Intl.DateTimeFormatOptions) => {
    if (Number.isNaN(instant.getTime())) return '';
    const key = JSON.stringify(options);
    let format = dateTimeFormats.get(key);
    if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
    return format.format(instant);
  };
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options);
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format;
  };
  // A calendar day has no zone: read at noon UTC and shown in UTC, no machine zone moves it.
  const noonOf = (day: string | null) =>
    calendarDay(day ?? '')
      ?.hour(12)
      .toDate() ?? new Date(NaN);
  return {
    /** A `YYYY-MM-DD` day with its weekday (`style`: short "jeu. 5 mars", long "jeudi 5 mars"). */
    day: (value: unknown, options: Options) => {
      const style: DayStyle = options.style === 'long' ? 'long' : 'short';
      return dateTime(noonOf(text(value) ?? null), { ...dayStyles[style], timeZone: 'UTC' });
    },
    /** member §9 release date: day, month and year in figures (29/03/2026, 29.03.2026, 29-03-2026); '' when unknown. */
    date: (value: unknown) =>
      dateTime(noonOf(knownDay(text(value))), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
    /** member §9 showtime date "DD MMMM YYYY with day name", in the cinema's zone (`timeZone`, else the site's). */
    showtimedate: (value: unknown, options: Options) =>
      dateTime(instantOf(value), {
        weekday: 'long',
        day: '2-digit',
        month: 'long',
        year: 'numeric',
        timeZone: zoneOf(options),
      }),
    /** member §9 time HH:mm, on the 24-hour clock, in the cinema's zone. */
    time: (value: unknown, options: Options) =>
      dateTime(instantOf(value), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zoneOf(options) }),
    number: (value: unknown, options: Options) =>
      numberFormat({
        maximumFractionDigits: typeof options.maximumFractionDigits === 'number' ? options.maximumFractionDigits : 3,
      }).format(Number(value)),
    /** A price in the site's currency (or `currency`). */
    price: (value: unknown, options: Options) =>
      numberFormat({ style: 'currency', currency: text(options.currency) ?? siteCurrency }).format(Number(value)),
    /** catalogue §9 duration (59 min, 2h05): the same in every language. */
    duration: (value: unknown) => formatDuration(Number(value)),
    /** A quantity with its unit spelt out ("365 jours", "1 hour"). */
    unit: (value: unknown, options: Options) =>
      numberFormat({ style: 'unit', unit: text(options.unit) ?? 'day', unitDisplay: 'long' }).format(Number(value)),
  } satisfies Record<string, (value: unknown, options: Options) => string>;
}

export type FormatName = keyof ReturnType<typeof formatters>;

/** Registers the formats on an initialised instance, for the page's language on its site. */
export function addFormats(instance: i18n, language: Language, site: SiteCode): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  const locale = localeFor(sites[site], language);
  for (const [name, format] of Object.entries(formatters(locale, site))) {
    formatter.add(name, (value: unknown, _lng: string | undefined, options: Options) => format(value, options ?? {}));
  }
}

/** The formats as functions, for values shown on their own. */
export interface Format {
  day(date: string, style?: DayStyle): string;
  /** Null for the unknown date 1900-01-01 or an unreadable one (catalogue §5: left out). */
  date(date: string | null | undefined): string | null;
  showtimeDate(instant: Date, timeZone: string): string;
  time(instant: Date, timeZone: string): string;
  number(value: number, options?: { maximumFractionDigits?: number }): string;
  /** In the site's currency, or the ISO 4217 code given (a gift card's own). */
  price(amount: number, currency?: string): string;
  duration(minutes: number): string;
  unit(value: number, unit: string): string;
}

export function formatsOf(instance: i18n): Format {
  const run = (value: unknown, name: FormatName, options: Options = {}): string => {
    const formatted: unknown = instance.services.formatter?.format(value, name, instance.language, options);
    return typeof formatted === 'string' ? formatted : String(value);
  };
  return {
    day: (date, style = 'short') => run(date, 'day', { style }),
    date: (date) => (knownDay(date) === null ? null : run(date, 'date')),
    showtimeDate: (instant, timeZone) => run(instant, 'showtimedate', { timeZone }),
    time: (instant, timeZone) => run(instant, 'time', { timeZone }),
    number: (value, options = {}) => run(value, 'number', options),
    price: (amount, currency) => run(amount, 'price', currency ? { currency } : {}),
    duration: (minutes) => run(minutes, 'duration'),
    unit: (value, unit) => run(value, 'unit', { unit }),
  };
}

/** The page's formats, from the i18next instance the frame provides. */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  return useMemo(() => formatsOf(i18n), [i18n]);
}
