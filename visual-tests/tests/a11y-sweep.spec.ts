import { routePath, siteRouteKinds, sites, type RouteKind, type SiteCode } from '../../data/src/index.ts';
import { axeViolations, engage, expect, on, paramsFor, test } from './fixtures.ts';

/**
 * Issue 11, accessibility sweep: axe on every page kind in the three brand themes
 * (member-and-shell.txt §9 Brand theme: fr one, be and nl another, the others the default), at a
 * phone's and a desktop's width, zero violations. Each page is loaded at its width and checked in
 * both of its states (decision 0021): at the phone's width as the server's HTML first paints it
 * (what a phone shows before the visitor touches it), at the desktop's once the visitor has engaged
 * and the page has hydrated (showtimes become buttons, the locator's controls run). The not-found
 * page is a page kind too. One test per page, so a failure names its page and every page gets its
 * own time.
 */
const themeSites = ['fr', 'nl', 'ch'] as const satisfies readonly SiteCode[];
const widths = [
  { name: 'mobile', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
const notFound = { kind: 'not found', path: '/no-such-page-anywhere' } as const;

for (const site of themeSites) {
  const language = sites[site].defaultLanguage;
  const kinds: (RouteKind | typeof notFound)[] = [...siteRouteKinds(site, language), notFound];
  for (const { name, viewport } of widths) {
    test.describe(`${site} ${name}: zero axe violations`, () => {
      test.use({ viewport });
      for (const kind of kinds) {
        const label = typeof kind === 'string' ? kind : kind.kind;
        test(label, async ({ page, request }) => {
          test.setTimeout(60_000);
          let path: string | null = notFound.path;
          if (typeof kind === 'string') {
            const params = await paramsFor(request, site);
            path = routePath(site, { kind, language, params: params[kind] ?? {} });
          }
          test.skip(path === null, `${kind} has no address on ${site}`);
          const response = await page.goto(on(site, path ?? '/'));
          expect([200, 404, 410], `${site} ${path}`).toContain(response?.status());
          if (name === 'desktop') await engage(page);
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page), `${site} ${name} ${path}`).toEqual([]);
        });
      }
    });
  }
}

test('the sweep’s check reports a violation when a page has one', async ({ page }) => {
  // The same check as above on a page with a known fault: an image without a text alternative.
  await page.setContent('<html lang="en"><title>t</title><main><h1>t</h1><img src="data:,"></main></html>');
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt \(critical\)/m);
});
