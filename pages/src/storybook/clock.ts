/**
 * The instant the pages' fixtures were recorded (Sunday 22 November 2026, 8:00 in Paris): every
 * story and every page test renders for it (`PageContext.now`, ARCHITECTURE "One clock"), so
 * their showtimes stay to come and their days stay in order whatever day the suite runs.
 */
export const storyNow = '2026-11-22T07:00:00.000Z';
