import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Calendar } from '../DayStrip/Calendar.tsx';
import { LocaleProvider } from './LocaleProvider.tsx';

const calendar = (
  <Calendar
    label="Calendar"
    previousMonthLabel="Previous"
    nextMonthLabel="Next"
    availableDates={['2026-11-22']}
    defaultSelectedDate="2026-11-22"
  />
);

describe('LocaleProvider (issue 23: React Aria speaks the page’s language, not the browser’s)', () => {
  it('an English browser on the Dutch site sees Dutch month and weekday names', async () => {
    const screen = await render(<LocaleProvider locale="nl-NL">{calendar}</LocaleProvider>);
    await expect.element(screen.getByRole('heading')).toHaveTextContent('Calendar, november 2026');
    // The week rows are named by their first day, in the page's language.
    await expect.element(screen.getByRole('row', { name: 'zondag 1 november 2026' })).toBeInTheDocument();
  });

  it('the German site gets German names', async () => {
    const screen = await render(<LocaleProvider locale="de-CH">{calendar}</LocaleProvider>);
    await expect.element(screen.getByRole('heading')).toHaveTextContent('Calendar, November 2026');
    await expect.element(screen.getByRole('row', { name: 'Sonntag, 1. November 2026' })).toBeInTheDocument();
  });
});
