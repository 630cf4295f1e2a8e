/** catalogue.txt §9 and member-and-shell.txt §9 Business constants and limits. */

export const newsPageSize = 23;
export const homeNewsPushes = 4;
export const searchHistorySize = 3;
export const locatorHistorySize = 3;
export const faqRelatedArticles = 5;
/**
 * How many items a help-centre list shows before its "display all" (member §4 display-all flags;
 * the number is not shown: decision 0051 takes the related articles' 5).
 */
export const faqListPreview = 5;
export const seasonSeoDescriptionLength = 100;
export const alertAutoCloseMs = 10_000;

export const locatorCookieDays = 365;
export const signInCookieMs = 60 * 60 * 1000;
export const loopGuardCookieMs = 5 * 60 * 1000;

// The sticky-header numbers (68 px, 200 ms, 100 ms) live with the Header in the design system.

export const upcomingShowtimeLookaheadDays = 7;
export const showOrderingBoost = { preferred: 3, premiere: 2, upsell: 1 } as const;

export const kilometresPerNauticalMile = 1.853159616;
export const locatorDefaults = { maxCinemas: 6, maxDistance: 50 } as const;

export const defaultCinemaWeekOffset = 3;
/** catalogue.txt §9 Colours and regions: the zone never listed (cinemas list, release zones). */
export const excludedZone = 'horsfrance';
/** catalogue.txt §5: this date means unknown. */
export const unknownDate = '1900-01-01';
/** catalogue.txt §9: the query and list separator. */
export const listSeparator = ';';
/** member-and-shell.txt §2 Search pop-in preview sizes. */
export const searchPreviewSizes = { show: 4, offer: 4, news: 4, cinema: 3, faq: 3 } as const;
/** member-and-shell.txt §4 Force-auth: the heap limit when the browser does not say. */
export const defaultHeapLimitBytes = 1024 ** 3;
/** catalogue.txt §9: the flag colour of the heart. */
export const heartFlagColour = 5;
export const flagColours = { 1: 'green', 2: 'yellow', 3: 'grey', 4: 'red', 5: 'blue' } as const;
