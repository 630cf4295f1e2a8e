import { consentCookieName } from '../data/src/index.ts';

/** The consent cookie's name (data/src/rules/dismissalKeys.ts), beside the value the suites and the bench preset in it. */
export { consentCookieName };

/**
 * The consent cookie as the consent library stores a choice of these categories (decision 0053),
 * made before the run: the browser suites' and the bench's visitor has answered the banner already.
 */
export function storedConsentValue(categories: readonly string[]): string {
  const at = '2026-01-01T00:00:00.000Z';
  const value = {
    categories,
    revision: 0,
    data: null,
    consentTimestamp: at,
    lastConsentTimestamp: at,
    consentId: 'e2e',
    services: {},
  };
  return encodeURIComponent(JSON.stringify(value));
}
