import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { sites, type SiteCode } from '../../data/src/index.ts';

export const sitePort = Number(process.env.E2E_SITE_PORT ?? 3610);
export const apiPort = Number(process.env.E2E_API_PORT ?? 4610);
export const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 6610);
/** A page of a country site, as the browser asks for it. */
export const on = (site: string, path = '/') => `http://${site}.localhost:${sitePort}${path}`;
/**
 * The same for Node-side requests: Node cannot resolve *.localhost, so ask the loopback address
 * and name the host.
 */
export const direct = (path = '/') => `http://127.0.0.1:${sitePort}${path}`;
export const hostOf = (site: string) => ({ host: `${site}.localhost` });

/**
 * Every browser test of the suite fails on a Content-Security-Policy violation (issue 8: "zero
 * CSP violations in the browser console during the end-to-end suite"), caught both as the console
 * message Chromium prints and as the document's `securitypolicyviolation` event.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(text)) violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The demo API, asked directly as the site's server asks it. */
export async function api<T>(request: APIRequestContext, site: SiteCode, path: string): Promise<T> {
  const language = sites[site].defaultLanguage;
  const separator = path.includes('?') ? '&' : '?';
  const response = await request.get(`http://127.0.0.1:${apiPort}/api/${path}${separator}language=${language}`, {
    headers: { 'X-Marquee-Site': site },
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}
