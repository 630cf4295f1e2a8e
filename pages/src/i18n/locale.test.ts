import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localeFor, sites } from '@marquee/data';
import { Calendar, LocaleProvider } from '@marquee/design-system';

/** The server's rendering of a month calendar, as the film page's calendar pop-in shows it. */
const calendar = (wrap: (child: ReactNode) => ReactNode = (child) => child) =>
  renderToString(
    wrap(
      createElement(Calendar, {
        label: 'Calendar',
        previousMonthLabel: 'Previous',
        nextMonthLabel: 'Next',
        availableDates: ['2026-11-22'],
        defaultSelectedDate: '2026-11-22',
      }),
    ),
  );

describe('issue 23: React Aria speaks the page’s language (LocaleProvider, mounted by the frame)', () => {
  it('without it React Aria follows the browser: Node reports an English one', () => {
    expect(globalThis.navigator.language).toMatch(/^en/);
    expect(calendar()).toContain('November 2026');
  });

  it('an English browser on the Dutch site sees Dutch month and weekday names', () => {
    const html = calendar((child) =>
      createElement(LocaleProvider, { locale: localeFor(sites.nl, 'nl'), children: child }),
    );
    expect(html).toContain('november 2026');
    expect(html).toContain('maandag');
  });

  it.each([
    ['fr', 'novembre 2026', 'lundi'],
    ['de', 'November 2026', 'Montag'],
  ] as const)('the %s pages get their own names', (language, month, monday) => {
    const html = calendar((child) =>
      createElement(LocaleProvider, { locale: localeFor(sites.ch, language), children: child }),
    );
    expect(html).toContain(month);
    expect(html).toContain(monday);
  });
});
