import { routePath, siteCodes, siteRouteKinds, sites, type SiteCode } from '../../data/src/index.ts';
import type { Page } from '@playwright/test';
import { axeViolations, direct, engage, expect, hostOf, on, paramsFor, test } from './fixtures.ts';

/**
 * Issue 11, accessibility sweep, as issue 17 cut it to what stories cannot see: whole pages as the
 * site's server sends them, each page kind once, zero axe violations. The kinds take turns at the
 * three brand themes (member-and-shell.txt §9 Brand theme: fr one, be and nl another, the others
 * the default) and at the two states of a page (decision 0021): at a phone's width as the server's
 * HTML first paints it, at a desktop's once the visitor has engaged and the page has hydrated. So
 * every theme and both states are checked on whole pages, and every page kind in one of them; each
 * component and page part in every theme is the visual suite's (visual-tests/stories). The
 * not-found page is a page kind too. One test per page, so a failure names its page.
 *
 * At a desktop's width each page also keeps the one left edge (issue 20: "left margins change
 * from page to page on desktop"): its title starts where the header's logo does, unless a
 * full-width picture carries it.
 */
const themeSites = ['fr', 'nl', 'ch'] as const satisfies readonly SiteCode[];
const widths = [
  { name: 'mobile', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
const notFound = { kind: 'not found', path: '/no-such-page-anywhere' } as const;

/** Every page kind of the three reference sites, each once, with the site and width its turn gives. */
const kinds = [...new Set(themeSites.flatMap((site) => siteRouteKinds(site, sites[site].defaultLanguage)))].toSorted();
const turns = [...kinds, notFound].map((kind, index) => {
  const offers = (site: SiteCode) =>
    typeof kind !== 'string' || siteRouteKinds(site, sites[site].defaultLanguage).includes(kind);
  const site = [0, 1, 2].map((shift) => themeSites[(index + shift) % 3] as SiteCode).find(offers) ?? 'fr';
  return { kind, site, width: widths[index % 2] ?? widths[0] };
});

/** The left edges of the header's logo and of the page's title, unless a full-width picture carries the title. */
function leftEdges(page: Page) {
  return page.evaluate(() => {
    const logo = document.querySelector('header a')?.getBoundingClientRect();
    const title = document.querySelector('main h1');
    if (!logo || !title || title.closest('[data-full-width]')) return null;
    return { logo: Math.round(logo.left), title: Math.round(title.getBoundingClientRect().left) };
  });
}

for (const { kind, site, width } of turns) {
  const language = sites[site].defaultLanguage;
  const label = typeof kind === 'string' ? kind : kind.kind;
  test.describe(`${site} ${width.name}: zero axe violations`, () => {
    test.use({ viewport: width.viewport });
    test(label, async ({ page, request }) => {
      test.setTimeout(120_000);
      let path: string | null = notFound.path;
      if (typeof kind === 'string') {
        const params = await paramsFor(request, site);
        path = routePath(site, { kind, language, params: params[kind] ?? {} });
      }
      test.skip(path === null, `${kind} has no address on ${site}`);
      const response = await page.goto(on(site, path ?? '/'));
      expect([200, 404, 410], `${site} ${path}`).toContain(response?.status());
      if (width.name === 'desktop') await engage(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), `${site} ${width.name} ${path}`).toEqual([]);
      const edges = width.name === 'desktop' ? await leftEdges(page) : null;
      if (edges) expect(edges.title, `${site} ${path}: the title starts where the logo does`).toBe(edges.logo);
    });
  });
}

/**
 * axe page-has-heading-one, on every page kind of every site as the server sends it: the sweep above
 * reads a phone's page at its network idle, which is the server's HTML or, on a fast machine, the
 * hydrated page. A page whose server HTML has no title of its own failed it only on a slow one (a
 * member page before the session is known, stop 45). A redirect has no page.
 */
test('every page kind’s server HTML has one level-one heading, on every site', async ({ request }) => {
  test.setTimeout(300_000);
  const wrong: string[] = [];
  for (const site of siteCodes) {
    const language = sites[site].defaultLanguage;
    const params = await paramsFor(request, site);
    for (const kind of siteRouteKinds(site, language)) {
      const path = routePath(site, { kind, language, params: params[kind] ?? {} });
      if (path === null) continue;
      const response = await request.get(direct(path), { headers: hostOf(site), maxRedirects: 0 });
      if (response.status() >= 300 && response.status() < 400) continue;
      const headings = (await response.text()).match(/<h1[\s>]/g)?.length ?? 0;
      if (headings !== 1) wrong.push(`${site} ${kind} ${path}: ${headings} h1`);
    }
  }
  expect(wrong).toEqual([]);
});

test('the sweep’s check reports a violation when a page has one', async ({ page }) => {
  // The same check as above on a page with a known fault: an image without a text alternative.
  await page.setContent('<html lang="en"><title>t</title><main><h1>t</h1><img src="data:,"></main></html>');
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt \(critical\)/m);
});
