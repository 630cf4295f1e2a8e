import { routePath, type Language, type SiteCode } from '@marquee/data';

/** member-and-shell.txt §7/§8: a failed account load goes to /error-client with the call's code as the fragment. */
export const accountErrorCodes = { account: 'CLI-ACC-001', favouriteCinemas: 'CLI-ACC-002' } as const;

export function clientErrorAddress(
  site: SiteCode,
  language: Language,
  code: (typeof accountErrorCodes)[keyof typeof accountErrorCodes],
): string {
  const path = routePath(site, { kind: 'ErrorClient', language, params: {} }) ?? '/error-client';
  return `${path}#${code}`;
}
