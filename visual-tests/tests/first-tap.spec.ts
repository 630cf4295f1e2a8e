import {
  devices,
  errors,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { routePath, routeWords, sites, type Language, type RouteKind, type SiteCode } from '../../data/src/index.ts';
import deStrings from '../../pages/src/i18n/locales/de.json' with { type: 'json' };
import enStrings from '../../pages/src/i18n/locales/en.json' with { type: 'json' };
import frStrings from '../../pages/src/i18n/locales/fr.json' with { type: 'json' };
import nlStrings from '../../pages/src/i18n/locales/nl.json' with { type: 'json' };
import { api, direct, expect, hostOf, on, presetConsent, test, watchCsp } from './fixtures.ts';

/**
 * Issue 18 acceptance, the "first tap" suite (pass/fail, never timed): on a freshly loaded page,
 * under Lighthouse's mobile throttling, the first tap on each interactive kind does exactly what a
 * later tap does. Each page is a first visit (nothing cached) and is tapped as soon as its load
 * event has fired, never after waiting for it to hydrate (decision 0021: the page's code comes
 * after the first paint, and a tap before it must be neither lost nor turned into something else).
 * What a later tap does is read from the page itself: once the first tap's outcome is there, the
 * same control is tapped again on the now hydrated page, from the same starting point, and both
 * outcomes must be equal.
 *
 * Cost: each kind has its own page, and the kinds of a test run one after the other: Chromium
 * pauses a throttled page's main thread by spinning it (decision 0026, stop 42), so a throttled
 * page keeps three quarters of a core busy even while it waits for the network, and three side by
 * side asked more than this two-core machine has (stop 45). The throttling is lifted once the
 * first tap's outcome is there. A kind that fails is reported with its message and the others go
 * on, so one run tells every kind that fails.
 */

// The one suite whose failures a trace has been needed to explain (a tap lost between a touch and
// its click, stop 40): the others record none (playwright.config.ts).
test.use({ trace: 'retain-on-failure' });

type Strings = typeof frStrings;
const locales: Record<Language, Strings> = {
  fr: frStrings,
  en: enStrings as unknown as Strings,
  de: deStrings as unknown as Strings,
  nl: nlStrings as unknown as Strings,
};

/** Demo data (apps/api/src/demo): a film every site shows. */
const film = 'orbite-10002';

const pathOf = (site: SiteCode, kind: RouteKind, params: Record<string, string> = {}, language?: Language) =>
  routePath(site, { kind, language: language ?? sites[site].defaultLanguage, params }) ?? '/';

/** Another language of the site than its default one, for the language switch. */
const otherLanguage: Record<'fr' | 'nl' | 'ch', Language> = { fr: 'en', nl: 'en', ch: 'de' };

/** Lighthouse's mobile profile with DevTools throttling: its slow 4G network, and a 4x slower CPU (below). */
const mobileNetwork = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
/** A phone: 375 px wide, touch, twice the pixel density. */
const phone: BrowserContextOptions = {
  userAgent: devices['Pixel 5'].userAgent,
  viewport: { width: 375, height: 812 },
  screen: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/** A desktop's window, for the header: it is sticky on a desktop only (catalogue.txt §4 Header). */
const desktop: BrowserContextOptions = {
  userAgent: devices['Desktop Chrome'].userAgent,
  viewport: devices['Desktop Chrome'].viewport,
};

/** Waits that may include a throttled page's whole hydration. */
const slow = { timeout: 75_000 };

const sessions = new WeakMap<Page, CDPSession>();
/** The requests of each throttled page not yet answered, to tell what a load that never ends waits for. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Throttles a page (network and CPU, through the Chrome DevTools Protocol) with its HTTP cache off,
 * so every load is a first visit; returns the documents its main frame loads from then on (a tap
 * that acts in place loads none).
 */
async function throttled(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', mobileNetwork);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  sessions.set(page, cdp);
  const loads: string[] = [];
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    pending.add(request);
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return loads;
}

/**
 * Lifts the throttling once the first tap's outcome is there: the later taps it is compared with
 * only tell what the page does, and need no slow phone to tell it.
 */
async function unthrottled(page: Page) {
  const cdp = sessions.get(page);
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp?.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** A further page of the context, watched for Content-Security-Policy violations as the fixture watches its own. */
async function watchedPage(context: BrowserContext, violations: string[]): Promise<Page> {
  const page = await context.newPage();
  await watchCsp(page, violations);
  return page;
}

/**
 * How long a throttled first visit may take to fire its load event: about 15 s as a rule, more on a
 * busy machine.
 */
const loadTimeout = 75_000;

/**
 * A freshly loaded page: its load event has fired, and nothing has waited for it to hydrate.
 *
 * Chromium's DevTools network emulation now and then leaves a throttled load without its load
 * event for good (microsoft/playwright#22676; a CI run of stop 40 saw three pages of one context
 * wait 240 s on the nl film page, which loads in seconds in every other run). A load that has not
 * ended within `loadTimeout` is therefore begun once more, the emulation set afresh, and what the
 * first one still waited for is reported; a page that never loads still fails, with that report.
 */
async function fresh(page: Page, loads: string[], url: string) {
  try {
    await page.goto(url, { waitUntil: 'load', timeout: loadTimeout });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    const waiting = [...(inFlight.get(page) ?? [])].map((request) => request.url());
    const description = `${url}: no load event within ${loadTimeout / 1000} s, loaded again; it waited for ${waiting.join(', ') || 'no request'}`;
    test.info().annotations.push({ type: 'load begun again', description });
    console.warn(`[first tap] ${description}`);
    await sessions.get(page)?.send('Network.emulateNetworkConditions', mobileNetwork);
    await page.goto(url, { waitUntil: 'load', timeout: loadTimeout });
  }
  loads.length = 0;
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')).catch(() => false);

/**
 * The first tap, where the visitor sees the control: a touch at the centre of its box, without
 * waiting for it to be enabled or for anything else only the page's code would bring. Notes
 * whether the page had hydrated by then, for the report.
 */
async function firstTap(page: Page, control: Locator, what: string) {
  // A page hydrating at idle keeps its main thread busy a while: the page is asked patiently.
  await expect(control, `${what} is on the page as loaded`).toBeVisible(slow);
  // Where it is on screen, brought there by a script's scroll (not a gesture: it engages nothing);
  // asked again while the page, hydrating at idle, may be rendering it afresh.
  const found: { box: Awaited<ReturnType<Locator['boundingBox']>> } = { box: null };
  await expect
    .poll(
      async () => {
        await control.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
        found.box = await control.boundingBox();
        return found.box !== null;
      },
      { ...slow, message: `${what} is somewhere to tap` },
    )
    .toBe(true);
  const box = found.box;
  if (!box) throw new Error(`${what}: nothing to tap`);
  const early = !(await isHydrated(page));
  test.info().annotations.push({ type: 'first tap', description: `${what}: ${early ? 'before' : 'after'} hydration` });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** After a first tap: the page has hydrated (a held tap is replayed then), or the tap loaded another document. */
async function settled(page: Page, loads: string[]) {
  await expect
    .poll(async () => loads.length > 0 || (await isHydrated(page)), {
      ...slow,
      message: 'the page hydrates (or loads another document) after the first tap',
    })
    .toBe(true);
}

/** Outcomes of a tap on a throttled page: its data may still be on the way. */
const outcome = expect.configure({ timeout: 30_000 });

/**
 * Closes a pop-in before the later tap, with Escape (catalogue.txt §4 Modals). Not with a tap on
 * its close button: on a busy machine the browser's click can come after React Aria's own (it
 * presses a button itself when no click follows a touch within 80 ms), when the pop-in is already
 * gone, and then lands on what lay under the button: under the search pop-in's, the app banner's
 * store link, which left the page. Closing is not what this suite is about.
 */
async function closeByEscape(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await outcome(dialog, 'the pop-in closes on Escape').toBeHidden();
}

type Kind = (page: Page, loads: string[]) => Promise<void>;

/**
 * Runs each kind on a throttled page of its own visitor (a fresh context: no cookie or storage
 * another kind's taps left, such as a chosen cinema), one after the other (one throttled page at a
 * time, above). A kind that fails is reported (softly, with its message) and does not stop the
 * others, so one run tells every kind that fails.
 */
async function firstTaps(
  browser: Browser,
  device: BrowserContextOptions,
  violations: string[],
  kinds: Record<string, Kind>,
) {
  for (const [title, body] of Object.entries(kinds)) {
    await test.step(title, async () => {
      const context = await browser.newContext(device);
      await presetConsent(context);
      try {
        const page = await watchedPage(context, violations);
        await body(page, await throttled(page));
      } catch (error) {
        expect
          .soft(() => {
            throw error;
          }, title)
          .not.toThrow();
      } finally {
        await context.close();
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------
// What the page shows after a tap, to compare the first tap's outcome with a later one's.

/** The showtime chips on screen (those of a browser that runs no scripts are hidden), and the bookable ones. */
const chips = '[data-status]:visible';
const available = '[data-status="available"]:visible';

/** The film page's showtimes: the address, the chosen filters and day, each cinema and its chips. */
async function showtimesView(page: Page) {
  const main = page.getByRole('main');
  return {
    address: page.url(),
    filters: await main
      .locator('input[type="checkbox"]:checked:visible')
      .evaluateAll((inputs) =>
        inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`),
      ),
    day: await main.locator('a[aria-current="true"]:visible').allTextContents(),
    cinemas: await main.getByRole('heading', { level: 3 }).allTextContents(),
    showtimes: await main.locator(chips).allTextContents(),
  };
}

/** Where keyboard focus is, told by role and name. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page';
    const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} ${name}`.trim();
  });

interface WireShowtime {
  version: string;
  tags: string[];
}

/**
 * The film's showtimes on a day where a first visit is placed: with no locator cookie, every
 * cinema of the backend's zone (member §4 load-fail), as films.spec.ts reads them.
 */
async function showtimesOfDay(request: APIRequestContext, site: SiteCode, day: string): Promise<WireShowtime[]> {
  const zone = await api<{ slug: string }>(request, site, 'zone');
  const byCinema = await api<Record<string, WireShowtime[]>>(
    request,
    site,
    `show/${film}/showtimes/${day}/${zone.slug}`,
  );
  return Object.values(byCinema).flat();
}

/** The header as the visitor sees it: pinned to the top or in the flow, and whether any of it is on screen. */
const headerOf = (page: Page) =>
  page.getByRole('banner').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      sticky: getComputedStyle(element).position === 'sticky',
      inView: box.bottom > 0.5,
      atTop: Math.abs(box.top) < 0.5,
    };
  });

/**
 * The pages once, as the server renders them, before any phone asks: right after the stack starts,
 * a slow first answer of the API (over its 2 s timeout) leaves a page without some of its data (the
 * film page's cinemas named by their slugs), which is not what this suite is about.
 */
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext();
  for (const site of ['fr', 'nl', 'ch'] as const) {
    const paths = [
      pathOf(site, 'Movies.Home'),
      pathOf(site, 'Shows.Movie', { slug: film }),
      pathOf(site, 'Shows.List'),
      pathOf(site, 'Faq.Home'),
    ];
    await Promise.all(paths.map((path) => request.get(direct(path), { headers: hostOf(site) })));
  }
  await request.dispose();
});

for (const site of ['fr', 'nl', 'ch'] as const) {
  const language = sites[site].defaultLanguage;
  const strings = locales[language];
  const home = pathOf(site, 'Movies.Home');
  const filmPath = pathOf(site, 'Shows.Movie', { slug: film });
  const dayLinks = (page: Page) => page.getByRole('toolbar', { name: strings.films.show.days.label }).getByRole('link');

  const featured = (page: Page) => page.getByRole('region', { name: strings.films.home.featured });
  const helpPath = pathOf(site, 'Faq.Home');

  const filter =
    (field: 'versions' | 'tags'): Kind =>
    async (page, loads) => {
      await fresh(page, loads, on(site, filmPath));
      const main = page.getByRole('main');
      // The day the page opens on, and its showtimes where a first visit is placed.
      const today = await main.locator('a[aria-current="true"][href*="/filters/date-"]:visible').getAttribute('href');
      const showtimes = await showtimesOfDay(page.request, site, /date-([\d-]+)$/.exec(today ?? '')?.[1] ?? '');
      // A value that keeps some of the day's showtimes and hides others, where there is one.
      const offered = await main
        .locator(`input[type="checkbox"][name="${field}"]`)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const matching = (value: string) =>
        showtimes.filter((showtime) =>
          field === 'versions' ? showtime.version === value : showtime.tags.some((tag) => tag.toLowerCase() === value),
        ).length;
      const value =
        offered.find((candidate) => matching(candidate) > 0 && matching(candidate) < showtimes.length) ??
        offered.find((candidate) => matching(candidate) > 0) ??
        offered[0] ??
        '';
      const selector = `input[type="checkbox"][name="${field}"][value="${value}"]:visible`;
      const box = main.locator(selector);
      const chip = main.locator('label:visible').filter({ has: page.locator(selector) });
      await firstTap(page, chip, `the filter ${value}`);
      await settled(page, loads);
      await outcome(box, 'the filter is chosen').toBeChecked();
      await outcome(page, 'the address takes the filter').toHaveURL(on(site, `${filmPath}/filters/${field}-${value}`));
      expect(loads, 'the filter applies in place, without loading a document').toEqual([]);
      await outcome(main.locator(chips), 'the showtimes of that filter').toHaveCount(matching(value));
      const first = await showtimesView(page);
      await unthrottled(page);

      // A later tap: the same filter off, then on again, on the hydrated page.
      await chip.tap();
      await outcome(page).toHaveURL(on(site, filmPath));
      await outcome(main.locator(chips)).toHaveCount(showtimes.length);
      await chip.tap();
      await outcome.poll(() => showtimesView(page), { message: 'as after a later tap' }).toEqual(first);
    };

  /** Each interactive kind: its first tap on a fresh page, then what a later tap does. */
  const kinds: Record<string, Kind> = {
    'version filter': filter('versions'),
    'experience filter': filter('tags'),
    'day strip': async (page, loads) => {
      await fresh(page, loads, on(site, filmPath));
      const days = dayLinks(page);
      const day = days.nth(1);
      const href = (await day.getAttribute('href')) ?? '';
      await firstTap(page, day, 'the second day');
      await settled(page, loads);
      await outcome(page, 'the address takes the day').toHaveURL(on(site, href));
      await outcome(day).toHaveAttribute('aria-current', 'true');
      expect(loads, 'the day applies in place, without loading a document').toEqual([]);
      await outcome(page.getByRole('main').locator(chips).first(), "the day's showtimes").toBeVisible();
      const first = await showtimesView(page);
      await unthrottled(page);

      // A later tap: the first day, then the same day again, on the hydrated page.
      await days.first().tap();
      await outcome(days.first()).toHaveAttribute('aria-current', 'true');
      await day.tap();
      await outcome.poll(() => showtimesView(page), { message: 'as after a later tap' }).toEqual(first);
    },
    'cinema choice': async (page, loads) => {
      await fresh(page, loads, on(site, filmPath));
      const main = page.getByRole('main');
      const form = main.locator('form').filter({ has: page.locator('[name="localisation"]') });
      // The hydrated page's choice is a button opening a list box; a page as loaded may show a native select.
      const trigger = form
        .getByRole('button', { name: strings.films.show.localisation.label })
        .or(form.getByRole('combobox'));
      // A cinema with showtimes on the day the page opens on (the page as loaded lists them).
      const headings = main.getByRole('heading', { level: 3 });
      const cinema = ((await headings.first().textContent()) ?? '').trim();
      const list = page.getByRole('listbox');
      const choose = async (name: string) => {
        await list.getByRole('option', { name, exact: true }).tap();
        await outcome(list).toBeHidden();
        await outcome(page, 'the address takes the cinema').toHaveURL(/\/filters\/(.+\/)?localisation-[\w-]+$/);
        expect(loads, 'the cinema applies in place, without loading a document').toEqual([]);
        await outcome.poll(() => headings.allTextContents(), { message: 'its showtimes alone' }).toEqual([name]);
        return showtimesView(page);
      };

      await firstTap(page, trigger, 'the cinema choice');
      await settled(page, loads);
      await outcome(list, 'the list of cinemas opens').toBeVisible();
      const options = await list.getByRole('option').allTextContents();
      expect(options).toContain(cinema);
      const first = { options, view: await choose(cinema) };
      await unthrottled(page);

      // A later tap: every cinema again, then the same cinema, on the hydrated page.
      await trigger.tap();
      await outcome(list).toBeVisible();
      await list.getByRole('option').first().tap();
      await outcome(page).toHaveURL(on(site, filmPath));
      await trigger.tap();
      await outcome(list).toBeVisible();
      const later = { options: await list.getByRole('option').allTextContents(), view: await choose(cinema) };
      expect(later, 'as after a later tap').toEqual(first);
    },
    'showtime chip': async (page, loads) => {
      // Booking is the chain's separate tunnel: stubbed, so a tap that goes there lands at once.
      await page.route(/^https:\/\/tickets\./, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title>' }),
      );
      await fresh(page, loads, on(site, filmPath));
      let chip = page.getByRole('main').locator(available).first();
      if ((await chip.count()) === 0) {
        // Late in the day today's showtimes may all be past: the next day's page, freshly loaded.
        await fresh(page, loads, on(site, (await dayLinks(page).nth(1).getAttribute('href')) ?? ''));
        chip = page.getByRole('main').locator(available).first();
      }
      const address = page.url();
      await firstTap(page, chip, 'a showtime');
      await settled(page, loads);
      expect(loads, 'the showtime opens its details panel, not the booking page').toEqual([]);
      const panel = page.getByRole('dialog', { name: strings.films.show.panel.title });
      await outcome(panel, 'the details panel opens').toBeVisible();
      expect(page.url()).toBe(address);
      const first = await panel.innerText();
      await unthrottled(page);

      // A later tap on the same showtime, the panel closed.
      await closeByEscape(page, panel);
      await chip.tap();
      await outcome(panel).toBeVisible();
      expect(await panel.innerText(), 'as after a later tap').toBe(first);
      expect(loads).toEqual([]);
    },
    'locator button': async (page, loads) => {
      await fresh(page, loads, on(site, filmPath));
      // Issue 20: the locator opens from the cinema field's last option (one cinema choice).
      const form = page
        .getByRole('main')
        .locator('form')
        .filter({ has: page.locator('[name="localisation"]') });
      const field = form
        .getByRole('button', { name: strings.films.show.localisation.label })
        .or(form.getByRole('combobox'));
      const otherPlace = page
        .getByRole('listbox')
        .getByRole('option', { name: strings.films.show.localisation.otherPlace });
      await firstTap(page, field, 'the cinema field');
      await settled(page, loads);
      await otherPlace.tap();
      const dialog = page.getByRole('dialog', { name: strings.shell.locator.title });
      await outcome(dialog, 'the locator opens').toBeVisible();
      expect(loads).toEqual([]);
      const first = { text: await dialog.innerText(), focus: await focusOf(page) };
      await unthrottled(page);

      await closeByEscape(page, dialog);
      await field.tap();
      await otherPlace.tap();
      await outcome(dialog).toBeVisible();
      expect({ text: await dialog.innerText(), focus: await focusOf(page) }, 'as after a later tap').toEqual(first);
    },
    'search button': async (page, loads) => {
      await fresh(page, loads, on(site, home));
      const button = page.getByRole('banner').getByRole('button', { name: strings.shell.header.search, exact: true });
      await firstTap(page, button, 'the search button');
      await settled(page, loads);
      const dialog = page.getByRole('dialog', { name: strings.shell.search.title });
      await outcome(dialog, 'the search pop-in opens').toBeVisible();
      const field = dialog.getByRole('searchbox', { name: strings.shell.search.field });
      await outcome(field).toBeVisible();
      const first = await focusOf(page);
      await unthrottled(page);

      await closeByEscape(page, dialog);
      await button.tap();
      await outcome(field).toBeVisible();
      expect(await focusOf(page), 'focus where a later tap puts it').toBe(first);
      // Issue 18: the pop-in opens with the cursor in its field.
      await outcome(field, 'the cursor in the search field').toBeFocused();
    },
    'carousel arrows': async (page, loads) => {
      await fresh(page, loads, on(site, home));
      const slides = featured(page).locator('[aria-roledescription="slide"]');
      const total = await slides.count();
      expect(total, 'several featured pushes').toBeGreaterThan(1);
      const current = featured(page).locator('[aria-roledescription="slide"][data-current]');
      const label = (position: number) =>
        strings.films.common.slide.replace('{{position}}', String(position)).replace('{{total}}', String(total));
      const next = featured(page).getByRole('button', { name: strings.films.common.next, exact: true });
      const previous = featured(page).getByRole('button', { name: strings.films.common.previous, exact: true });
      await firstTap(page, next, 'the next arrow');
      await settled(page, loads);
      await outcome(current, 'the carousel moves on').toHaveAttribute('aria-label', label(2));
      await outcome(previous).toBeEnabled();

      await unthrottled(page);
      // A later tap: back, then the same arrow again.
      await previous.tap();
      await outcome(current).toHaveAttribute('aria-label', label(1));
      await next.tap();
      await outcome(current, 'as after a later tap').toHaveAttribute('aria-label', label(2));
    },
    "hero's call to action": async (page, loads) => {
      await fresh(page, loads, on(site, home));
      const slide = featured(page).locator('[aria-roledescription="slide"]').first();
      const cta = slide.getByRole('link', { name: strings.films.home.featuredCta });
      const href = (await cta.getAttribute('href')) ?? '';
      const title = ((await slide.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
      await firstTap(page, cta, "the hero's call to action");
      // A link goes where it says, hydrated or not: the pushed film's page.
      await outcome(page, "the film's page").toHaveURL(on(site, href));
      await outcome(page.getByRole('heading', { level: 1 })).toHaveText(title);
    },
    'shows list tab': async (page, loads) => {
      const listPath = pathOf(site, 'Shows.List');
      await fresh(page, loads, on(site, listPath));
      const tabs = page.getByRole('tablist', { name: strings.films.showsList.tabsLabel }).getByRole('tab');
      const tab = tabs.nth(1);
      const name = ((await tab.textContent()) ?? '').trim();
      const id = Object.entries(strings.films.showsList.tabs).find(([, label]) => label === name)?.[0] ?? '';
      const word = (routeWords(site, language).tabs as Record<string, string>)[id] ?? id;
      const view = async () => ({
        address: page.url(),
        selected: await page.getByRole('tab', { selected: true }).allTextContents(),
        shows: await page.getByRole('tabpanel').getByRole('heading').allTextContents(),
      });
      await firstTap(page, tab, `the ${name} tab`);
      await settled(page, loads);
      await outcome(tab, 'the tab is selected').toHaveAttribute('aria-selected', 'true');
      await outcome(page, 'its fragment written').toHaveURL(on(site, `${listPath}#${encodeURIComponent(word)}`));
      expect(loads).toEqual([]);
      const first = await view();
      await unthrottled(page);

      await tabs.first().tap();
      await outcome(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await tab.tap();
      await outcome.poll(view, { message: 'as after a later tap' }).toEqual(first);
    },
    accordion: async (page, loads) => {
      await fresh(page, loads, on(site, helpPath));
      const question = page
        .getByRole('region', { name: strings.content.faq.home.questions })
        .getByRole('button')
        .first();
      await firstTap(page, question, 'a frequent question');
      await settled(page, loads);
      await outcome(question, 'the answer opens').toHaveAttribute('aria-expanded', 'true');
      const answer = page.locator(`[id="${(await question.getAttribute('aria-controls')) ?? ''}"]`);
      await outcome(answer).toBeVisible();
      const first = await answer.innerText();
      await unthrottled(page);
      expect(first.trim()).not.toBe('');

      // A later tap: closed, then opened again.
      await question.tap();
      await outcome(question).toHaveAttribute('aria-expanded', 'false');
      await question.tap();
      await outcome(question).toHaveAttribute('aria-expanded', 'true');
      await outcome(answer).toBeVisible();
      expect(await answer.innerText(), 'as after a later tap').toBe(first);
    },
    'language switch': async (page, loads) => {
      await fresh(page, loads, on(site, helpPath));
      const button = page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${strings.shell.header.language}\\b`) });
      await firstTap(page, button, 'the language button');
      await settled(page, loads);
      const popin = page.getByRole('dialog', { name: strings.shell.languagePopin.title });
      await outcome(popin, 'the language switch opens').toBeVisible();
      const choices = await popin.getByRole('link').allTextContents();
      await unthrottled(page);
      expect(choices).toHaveLength(sites[site].languages.length);

      await closeByEscape(page, popin);
      await button.tap();
      await outcome(popin).toBeVisible();
      expect(await popin.getByRole('link').allTextContents(), 'as after a later tap').toEqual(choices);

      // The other language: the same page in it.
      const other = otherLanguage[site];
      await popin.locator(`a[href^="/switch-language/${other}"]`).tap();
      await outcome(page, 'the same page in the other language').toHaveURL(
        on(site, pathOf(site, 'Faq.Home', {}, other)),
      );
      await outcome(page.locator('html')).toHaveAttribute('lang', other);
    },
    'first wheel scroll on a phone': async (page, loads) => {
      await fresh(page, loads, on(site, home));
      await page.mouse.wheel(0, 600);
      await settled(page, loads);
      await expect.poll(() => page.evaluate(() => window.scrollY), slow).toBeGreaterThan(300);
      await page.mouse.wheel(0, -200);
      await expect.poll(() => page.evaluate(() => window.scrollY), slow).toBeLessThan(600);
      expect(await headerOf(page), 'in the flow, scrolled away with the page').toEqual({
        sticky: false,
        inView: false,
        atTop: false,
      });
    },
    'first wheel scroll on a desktop': async (page, loads) => {
      await fresh(page, loads, on(site, home));
      expect(await page.evaluate(() => window.innerHeight / 4)).toBeLessThan(600);
      // The first gesture on the page: one wheel scroll down, past 68 px and a quarter of the window.
      await page.mouse.wheel(0, 600);
      await expect
        .poll(() => headerOf(page), { ...slow, message: 'scrolled down: sticky, slid out of view' })
        .toEqual({ sticky: true, inView: false, atTop: false });
      await page.mouse.wheel(0, -200);
      await expect
        .poll(() => headerOf(page), { ...slow, message: 'scrolled up: sticky, in view at the top' })
        .toEqual({ sticky: true, inView: true, atTop: true });

      await unthrottled(page);
      // What later wheel scrolls do: back to the top (in the flow), then the same scroll down.
      await page.mouse.wheel(0, -2000);
      await expect.poll(() => headerOf(page), slow).toEqual({ sticky: false, inView: true, atTop: true });
      await page.mouse.wheel(0, 600);
      await expect
        .poll(() => headerOf(page), { ...slow, message: 'as after a later scroll' })
        .toEqual({ sticky: true, inView: false, atTop: false });
    },
  };
  const pick = (...names: string[]) => Object.fromEntries(names.map((name) => [name, kinds[name] as Kind]));

  test.describe(`${site}: the first tap on a freshly loaded page, under mobile throttling (issue 18)`, () => {
    test(`${site}: member-and-shell.txt §2 Filters in the address: the first tap on a version, an experience or a day applies it in place, as a later tap does`, async ({
      browser,
      cspViolations,
    }) => {
      test.setTimeout(600_000);
      await firstTaps(browser, phone, cspViolations, pick('version filter', 'experience filter', 'day strip'));
    });

    test(`${site}: member-and-shell.txt §2 Filters in the address and Showtime details panel, §4 Locator: the first tap on the cinema choice, a showtime or the cinema field's way to the locator does what a later tap does`, async ({
      browser,
      cspViolations,
    }) => {
      test.setTimeout(600_000);
      await firstTaps(browser, phone, cspViolations, pick('cinema choice', 'showtime chip', 'locator button'));
    });

    test(`${site}: member-and-shell.txt §2 Search pop-in and Movies.Home: the first tap on the search button, a carousel arrow or the hero's call to action does what a later tap does`, async ({
      browser,
      cspViolations,
    }) => {
      test.setTimeout(600_000);
      await firstTaps(browser, phone, cspViolations, pick('search button', 'carousel arrows', "hero's call to action"));
    });

    test(`${site}: catalogue.txt §2 Shows list tabs, §4 FAQ item, member-and-shell.txt §2 Language switch: the first tap on a tab, a question or the language button does what a later tap does`, async ({
      browser,
      cspViolations,
    }) => {
      test.setTimeout(600_000);
      await firstTaps(browser, phone, cspViolations, pick('shows list tab', 'accordion', 'language switch'));
    });

    test(`${site}: catalogue.txt §4 Header: the first wheel scroll of a fresh page past a quarter of the window makes a desktop header sticky and slides it out, scrolling up shows it; on a phone it never sticks`, async ({
      browser,
      cspViolations,
    }) => {
      test.setTimeout(600_000);
      await firstTaps(browser, phone, cspViolations, pick('first wheel scroll on a phone'));
      await firstTaps(browser, desktop, cspViolations, pick('first wheel scroll on a desktop'));
    });
  });
}
