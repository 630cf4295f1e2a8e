import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { sites, type RouteKind, type SiteCode } from '../../data/src/index.ts';

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

/** A site home's HTML as the server sends it, and the theme class on its <html> (no flash of unthemed content). */
export async function themeClassOf(
  request: APIRequestContext,
  site: string,
): Promise<{ html: string; themeClass: string | undefined }> {
  const html = await (await request.get(direct('/'), { headers: hostOf(site) })).text();
  return { html, themeClass: /<html[^>]*class="([^"]+)"/.exec(html)?.[1] };
}

/** Notes in `violations` every Content-Security-Policy violation `page` meets. */
export async function watchCsp(page: Page, violations: string[]): Promise<void> {
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(text)) violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/**
 * Every browser test of the suite fails on a Content-Security-Policy violation (issue 8: "zero
 * CSP violations in the browser console during the end-to-end suite"), caught both as the console
 * message Chromium prints and as the document's `securitypolicyviolation` event.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await watchCsp(page, violations);
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

/**
 * A real slug or id of the demo data for each kind that needs one, read through the site's own
 * API proxy; a kind whose list is empty on a site gets an unknown slug (its not-found page).
 */
type RouteParams = Partial<Record<RouteKind, Record<string, string>>>;
const knownParams = new Map<SiteCode, RouteParams>();

export async function paramsFor(request: APIRequestContext, site: SiteCode): Promise<RouteParams> {
  // The demo data does not change during a run: read once per site and worker.
  const known = knownParams.get(site);
  if (known) return known;
  const params = await readParams(request, site);
  knownParams.set(site, params);
  return params;
}

async function readParams(request: APIRequestContext, site: SiteCode): Promise<RouteParams> {
  const language = sites[site].defaultLanguage;
  const get = async (path: string) => {
    const response = await request.get(direct(`/api/${path}${path.includes('?') ? '&' : '?'}language=${language}`), {
      headers: hostOf(site),
    });
    return response.ok() ? response.json() : null;
  };
  const [cinemas, cities, shows, events, news, pages, newsOffers, experiences, faq] = await Promise.all([
    get('cinemas'),
    get('cities'),
    get('shows'),
    get('events'),
    get('news'),
    get('master-template/pages'),
    get('news-offers'),
    get('gpxp'),
    get('footer/faq'),
  ]);
  const cinema = { slug: cinemas[0].slug };
  const city = { slug: cities[0].slug };
  const show = { slug: shows.shows[0].slug };
  const event = { slug: events[0].slug };
  const offer = (newsOffers?.items ?? []).find((item: { type: string }) => item.type === 'offer');
  const faqArticle = faq?.questions?.[0];
  return {
    'Cinema.Single': cinema,
    'Cinema.Light': cinema,
    'Cinema.City.Single': city,
    'Cinema.City.Light': city,
    'Shows.Movie': show,
    'Shows.Entertainment': show,
    Season: event,
    'Season.EventSpecial': event,
    'Season.BrandedEvents': event,
    'News.Single': { slug: (news.items ?? news)[0].slug },
    MasterTemplate: { slug: pages[0].slug },
    'Offers.Single': { slug: offer?.slug ?? 'no-such-offer' },
    'Experience.Group': { slug: 'technologies' },
    'Experience.Single': { slug: experiences?.[0]?.slug ?? 'no-such-experience' },
    'Faq.ArticleById': { id: '1' },
    'Faq.ArticleBySlug': { slug: faqArticle?.slug ?? 'no-such-article' },
    'Faq.Category': { id: '1' },
  };
}

/**
 * The visitor engages (a pointer moves) and the page hydrates (decision 0021): what in-place,
 * client-side behaviour needs. Before it, links and forms work as plain HTML.
 */
export async function engage(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await hydrated(page);
}

/** The page says it has hydrated (`data-hydrated` on its root element). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
    timeout: 15_000,
  });
}

/**
 * axe's violations on the page as it stands, one line each (rule, impact, help, first targets),
 * so an assertion's diff names what is wrong. Legacy mode runs `axe.run` in the page itself; the
 * default mode merges per-frame results in a freshly opened blank page, which costs ~3 s more per
 * analysis on two cores and timed tests out under CI load (decision 0023). Our pages have no
 * frames, so nothing goes unchecked.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
