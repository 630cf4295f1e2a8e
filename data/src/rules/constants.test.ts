import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('catalogue.txt §9 and member-and-shell.txt §9 Business constants', () => {
  it('carries the spec numbers', () => {
    expect(constants).toMatchObject({
      newsPageSize: 23,
      homeNewsPushes: 4,
      searchHistorySize: 3,
      locatorHistorySize: 3,
      faqRelatedArticles: 5,
      seasonSeoDescriptionLength: 100,
      alertAutoCloseMs: 10_000,
      locatorCookieDays: 365,
      signInCookieMs: 3_600_000,
      loopGuardCookieMs: 300_000,
      upcomingShowtimeLookaheadDays: 7,
      showOrderingBoost: { preferred: 3, premiere: 2, upsell: 1 },
      kilometresPerNauticalMile: 1.853159616,
      locatorDefaults: { maxCinemas: 6, maxDistance: 50 },
      defaultCinemaWeekOffset: 3,
      unknownDate: '1900-01-01',
      listSeparator: ';',
      searchPreviewSizes: { show: 4, offer: 4, news: 4, cinema: 3, faq: 3 },
      defaultHeapLimitBytes: 1_073_741_824,
      heartFlagColour: 5,
    });
    expect(constants.flagColours[constants.heartFlagColour]).toBe('blue');
  });
});
