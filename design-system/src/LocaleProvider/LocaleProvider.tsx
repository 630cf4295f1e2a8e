import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

export interface LocaleProviderProps {
  /** BCP 47 locale of the page (`nl-NL`, `de-CH`): the page's language on its site, never the browser's. */
  locale: string;
  /** The part of the app whose components speak it. */
  children: ReactNode;
}

/**
 * The page's locale for every design-system component (React Aria's I18nProvider): the built-in
 * strings (a calendar's month and weekday names, a clear button's label), date and number
 * formats and the reading direction. Without it React Aria follows the browser's language, so an
 * English browser on the Dutch site would get English calendars (issue 23).
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
