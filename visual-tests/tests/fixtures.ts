import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { sites, type RouteKind, type SiteCode } from '../../data/src/index.ts';
import { consentCookieName, storedConsentValue } from '../consent.ts';

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

/** Every host the tests visit a site on. */
const siteHosts = [...Object.keys(sites).map((site) => `${site}.localhost`), 'localhost', '127.0.0.1'];

/** The visitor answered the consent banner before the test (by default: refused all). */
export async function presetConsent(context: BrowserContext, categories: readonly string[] = ['necessary']) {
  const value = storedConsentValue(categories);
  await context.addCookies(siteHosts.map((domain) => ({ name: consentCookieName, value, domain, path: '/' })));
}

/**
 * Every browser test of the suite fails on a Content-Security-Policy violation (issue 8: "zero
 * CSP violations in the browser console during the end-to-end suite"), caught both as the console
 * message Chromium prints and as the document's `securitypolicyviolation` event.
 *
 * The visitor has already answered the consent banner (`consentChoice`, refusing all by default),
 * so no test meets the banner over the page; a test of the banner itself sets it to null.
 */
export const test = base.extend<{ cspViolations: string[]; consentChoice: readonly string[] | null }>({
  consentChoice: [['necessary'], { option: true }],
  // Playwright's fixture callback, not React's `use`.
  context: async ({ context, consentChoice }, provide) => {
    if (consentChoice) await presetConsent(context, consentChoice);
    await provide(context);
  },
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
    // A kept-alive connection the server closes as this request goes out is reset (ECONNRESET); a
    // browser asks again on a fresh one, and so does this (Playwright retries only that error).
    maxRetries: 2,
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

// ---------------------------------------------------------------------------------------------
// The film page's journeys (films.spec.ts, tracking.spec.ts) book a showtime of one film.

/** Demo data (apps/api/src/demo): a film every site has. */
export const film = 'orbite-10002';

export interface WireShowtime {
  time: string;
  version: string;
  tags: string[];
  status: string;
  reservabilityEnd: string;
  refCmd: string;
}

/**
 * catalogue.txt §4 Showtime status: available only while the reservability end is not before now
 * (the demo data holds showtimes whose sale closed early: they show locked).
 */
export const bookable = (showtime: WireShowtime, now = Date.now()) =>
  showtime.status === 'available' && Date.parse(showtime.reservabilityEnd) >= now;

/**
 * What a first visit shows: with no locator cookie, the backend's zone (member §4 load-fail;
 * without a position header the API places the visitor in the site's first city) as a city
 * choice, whose cinemas give the days and whose zone answers the day's showtimes (on nl the
 * Amsterdam region, catalogue.txt §9).
 */
async function firstVisitScope(request: APIRequestContext, site: SiteCode) {
  const zone = await api<{ slug: string; cinemas: string[] }>(request, site, 'zone');
  const cities = await api<{ slug: string; cinemas: string[] }[]>(request, site, 'cities');
  return { area: zone.slug, cinemas: cities.find((city) => city.slug === zone.slug)?.cinemas ?? zone.cinemas };
}

/**
 * A day to pick with the zone's showtimes, at least one of them bookable: not the first (the page
 * opens on that one, and late in the day its showtimes may all be past).
 */
export async function dayToPick(request: APIRequestContext, site: SiteCode) {
  const { area, cinemas } = await firstVisitScope(request, site);
  const schedules = await api<Record<string, { days: Record<string, unknown> }>>(request, site, `show/${film}/cinemas`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: sites[site].timeZone }).format(new Date());
  const days = [
    ...new Set(
      Object.entries(schedules)
        .filter(([cinema]) => cinemas.includes(cinema))
        .flatMap(([, schedule]) => Object.keys(schedule.days)),
    ),
  ]
    .filter((day) => day >= today)
    .sort();
  for (const day of days.slice(1)) {
    const byCinema = await api<Record<string, WireShowtime[]>>(request, site, `show/${film}/showtimes/${day}/${area}`);
    const showtimes = Object.values(byCinema).flat();
    if (showtimes.some((showtime) => bookable(showtime))) return { day, showtimes };
  }
  throw new Error(`${site}: no day after the first with a bookable showtime of ${film} in ${area}`);
}
