import type { APIRequestContext, Page } from '@playwright/test';
import { locatorCookieName, routePath, sites, type RouteKind, type SiteCode } from '../../data/src/index.ts';
import frStrings from '../../pages/src/i18n/locales/fr.json' with { type: 'json' };
import { api, direct, expect, hostOf, on, test } from './fixtures.ts';

const pathOf = (site: SiteCode, kind: RouteKind, slug?: string) =>
  routePath(site, { kind, language: sites[site].defaultLanguage, params: slug ? { slug } : {} }) ?? '';

interface ApiCinema {
  slug: string;
  name: string;
  citySlug: string;
  theaters: { gpsPosition: { x: number; y: number } }[];
}
interface ApiCity {
  slug: string;
  name: string;
  hasPage?: boolean;
  cinemas?: string[];
}

/** A cinema and a city with a page of the site, from the demo API (apps/api/src/demo). */
async function placesOf(request: APIRequestContext, site: SiteCode) {
  const cinemas = await api<ApiCinema[]>(request, site, 'cinemas');
  const cities = await api<ApiCity[]>(request, site, 'cities');
  const city = cities.find((candidate) => candidate.hasPage && (candidate.cinemas?.length ?? 0) > 1) ?? cities[0];
  const cinema = cinemas.find((candidate) => candidate.citySlug === city?.slug) ?? cinemas[0];
  if (!cinema || !city) throw new Error(`no demo cinema or city on ${site}`);
  return { cinema, city, cinemas, cities };
}

/** The page is hydrated and idle: what scripts would open has had its chance. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

// Axe on every cinemas page kind, in the three themes and at two widths: a11y-sweep.spec.ts (issue 11).

test.describe('member-and-shell.txt §2 Fragments: #tarifs and #info, only on the cinema page', () => {
  test('fr: #tarifs opens the pricing pop-in, #info the info pop-in; closing the info pop-in clears the fragment', async ({
    page,
    request,
  }) => {
    const { cinema } = await placesOf(request, 'fr');
    const details = await api<{ pricing?: { prices: { label: string }[] } }>(request, 'fr', `cinema/${cinema.slug}`);
    const firstPrice = details.pricing?.prices[0]?.label ?? '';
    expect(firstPrice, 'the demo cinema has prices').not.toBe('');
    const path = pathOf('fr', 'Cinema.Single', cinema.slug);

    await page.goto(on('fr', `${path}#tarifs`));
    const pricing = page.getByRole('dialog');
    // The pop-in opens once the page runs its scripts.
    await expect(pricing).toBeVisible({ timeout: 15_000 });
    await expect(pricing).toContainText(firstPrice);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(on('fr', `${path}#info`));
    const info = page.getByRole('dialog');
    await expect(info).toBeVisible({ timeout: 15_000 });
    await expect(info).toContainText(cinema.name);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe(path);

    // A fragment set on the page (a link, the address bar) opens it too.
    await page.evaluate(() => {
      window.location.hash = 'tarifs';
    });
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('fr: the same fragments open nothing on a city page or a film page', async ({ page, request }) => {
    const { city } = await placesOf(request, 'fr');
    for (const path of [pathOf('fr', 'Cinema.City.Single', city.slug), pathOf('fr', 'Shows.Movie', 'orbite-10002')]) {
      for (const fragment of ['#tarifs', '#info']) {
        await page.goto(on('fr', `${path}${fragment}`));
        await settled(page);
        await expect(page.getByRole('dialog'), `${path}${fragment}`).toHaveCount(0);
      }
    }
  });
});

test.describe('member-and-shell.txt §2 Header: a CinemaLight page uses a light header', () => {
  for (const site of ['fr', 'nl'] as const) {
    test(`${site}: the light page keeps the logo and main links, without the menu, search and extras`, async ({
      page,
      request,
    }) => {
      const { cinema } = await placesOf(request, site);
      await page.goto(on(site, pathOf(site, 'Cinema.Single', cinema.slug)));
      const header = page.getByRole('banner');
      const fullLinks = await header.getByRole('link').count();
      const fullButtons = await header.getByRole('button').count();
      expect(fullButtons).toBeGreaterThan(0);

      await page.goto(on(site, pathOf(site, 'Cinema.Light', cinema.slug)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cinema.name);
      const light = page.getByRole('banner');
      await expect(light.getByRole('navigation')).toBeVisible();
      await expect(light.getByRole('button')).toHaveCount(0);
      expect(await light.getByRole('link').count()).toBeLessThan(fullLinks);
    });
  }
});

test.describe('catalogue.txt §4 Route guard and §8: redirect slugs and unknown slugs', () => {
  test('a renamed cinema (fr) and a renamed city (nl) redirect to their new address; unknown slugs are not found in place', async ({
    request,
    page,
  }) => {
    const movedCinema = await request.get(direct(pathOf('fr', 'Cinema.Single', 'marquee-clichy')), {
      headers: hostOf('fr'),
      maxRedirects: 0,
    });
    expect(movedCinema.status()).toBe(301);
    expect(movedCinema.headers().location).toBe(pathOf('fr', 'Cinema.Single', 'marquee-wepler'));

    const movedCity = await request.get(direct(pathOf('nl', 'Cinema.City.Single', 's-gravenhage')), {
      headers: hostOf('nl'),
      maxRedirects: 0,
    });
    expect(movedCity.status()).toBe(301);
    expect(movedCity.headers().location).toBe(pathOf('nl', 'Cinema.City.Single', 'den-haag'));

    for (const path of [
      pathOf('fr', 'Cinema.Single', 'no-such-cinema'),
      pathOf('fr', 'Cinema.Light', 'no-such-cinema'),
      pathOf('fr', 'Cinema.City.Single', 'no-such-city'),
      pathOf('fr', 'Cinema.City.Light', 'no-such-city'),
    ]) {
      const response = await page.goto(on('fr', path));
      expect(response?.status(), path).toBe(404);
      expect(new URL(page.url()).pathname, 'the address is unchanged').toBe(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

const locatorText = frStrings.shell.locator;
const film = 'orbite-10002';
/** Old Port of Marseille: the demo cinemas of Marseille are within 50 km, Nice's and Lyon's are not. */
const marseille = { latitude: 43.2965, longitude: 5.3698 };

/** Great-circle distance in kilometres (mean Earth radius), independent of the site's own computation. */
function kilometresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/** The cinemas the film page lists showtimes for (one h3 per cinema in the showtimes section). */
async function showtimeCinemas(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: frStrings.films.show.showtimes });
  await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 15_000 });
  return (await section.getByRole('heading', { level: 3 }).allTextContents()).map((name) => name.trim()).sort();
}

async function openLocator(page: Page) {
  // Issue 20: the film page's one cinema choice opens the locator from its last option. Pressed
  // before the page has hydrated, the field's click is held and replayed (decision 0021).
  const form = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.locator('[name="localisation"]') });
  await form.getByRole('button', { name: frStrings.films.show.localisation.label }).click({ timeout: 15_000 });
  await page.getByRole('listbox').getByRole('option', { name: frStrings.films.show.localisation.otherPlace }).click();
  const dialog = page.getByRole('dialog', { name: locatorText.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function locatorCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === locatorCookieName);
  expect(cookie, 'the locator cookie').toBeDefined();
  return {
    value: JSON.parse(decodeURIComponent(cookie?.value ?? '')) as { type: string; value: string },
    daysLeft: ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400,
    path: cookie?.path,
  };
}

test.describe('member-and-shell.txt §4 Locator: a city, then a position; the cookie and the film page follow', () => {
  test.use({ permissions: ['geolocation'], geolocation: marseille });

  test('fr: choose Lyon, then my position near Marseille: cookie {type, value} for 365 days, showtimes follow', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const cinemas = await api<ApiCinema[]>(request, 'fr', 'cinemas');
    const cities = await api<ApiCity[]>(request, 'fr', 'cities');
    const nameOf = (slug: string) => cinemas.find((cinema) => cinema.slug === slug)?.name ?? slug;
    const lyon = (cities.find((city) => city.slug === 'lyon')?.cinemas ?? []).map(nameOf).sort();
    expect(lyon.length, 'Lyon has several demo cinemas').toBeGreaterThan(1);
    // catalogue.txt §5 Cinema proximity with the default settings: within 50 km, at most 6.
    const nearMarseille = cinemas
      .map((cinema) => ({
        name: cinema.name,
        km: kilometresBetween(marseille, {
          latitude: cinema.theaters[0]?.gpsPosition.x ?? 0,
          longitude: cinema.theaters[0]?.gpsPosition.y ?? 0,
        }),
      }))
      .filter((cinema) => cinema.km <= 50)
      .sort((a, b) => a.km - b.km)
      .slice(0, 6)
      .map((cinema) => cinema.name)
      .sort();
    expect(nearMarseille.length).toBeGreaterThan(0);

    const filmPath = pathOf('fr', 'Shows.Movie', film);
    await page.goto(on('fr', filmPath));
    const everywhere = await showtimeCinemas(page);
    // member §4 load-fail: before any choice, the backend zone's cinemas (Paris, without a position).
    expect(everywhere.length, 'before any choice, the zone of Paris').toBeGreaterThan(lyon.length);

    // A city, by searching its name.
    let dialog = await openLocator(page);
    await dialog.getByText(locatorText.modes.city, { exact: true }).click();
    await dialog.getByRole('searchbox', { name: locatorText.cityLabel }).fill('lyon');
    await dialog.getByRole('button', { name: /^Lyon/ }).click();
    await expect(dialog).toBeHidden();
    let cookie = await locatorCookie(page);
    expect(cookie.value).toEqual({ type: 'city', value: 'lyon' });
    expect(cookie.path).toBe('/');
    expect(cookie.daysLeft).toBeGreaterThan(364.9);
    expect(cookie.daysLeft).toBeLessThanOrEqual(365);
    await expect.poll(() => showtimeCinemas(page)).toEqual(lyon);

    // The server render follows the cookie too: the same page without JavaScript.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto(on('fr', filmPath));
    expect(await showtimeCinemas(plain)).toEqual(lyon);
    await noScript.close();

    // My position (granted, fixed coordinates): the cinemas within 50 km.
    dialog = await openLocator(page);
    await dialog.getByText(locatorText.modes.position, { exact: true }).click();
    await dialog.getByRole('button', { name: locatorText.useMyPosition }).click();
    await expect(dialog.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
    await expect.poll(async () => (await locatorCookie(page)).value.type).toBe('position');
    cookie = await locatorCookie(page);
    expect(cookie.value.value).toBe('43.297,5.37');
    expect(cookie.daysLeft).toBeGreaterThan(364.9);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => showtimeCinemas(page)).toEqual(nearMarseille);

    // The choice lasts: a new visit of another film page in this browser opens on it.
    await page.goto(on('fr', pathOf('fr', 'Shows.Movie', film)));
    expect(await showtimeCinemas(page)).toEqual(nearMarseille);
  });
});

test.describe('member-and-shell.txt §4, §8 Geolocation failure: unavailable, with the Locator.Alert warning', () => {
  test.use({ permissions: [], geolocation: marseille });

  test('fr: position denied -> the warning shows, the choice and its cookie stay as they were', async ({ page }) => {
    await page.goto(on('fr', pathOf('fr', 'Shows.Movie', film)));
    const dialog = await openLocator(page);
    await dialog.getByText(locatorText.modes.position, { exact: true }).click();
    await dialog.getByRole('button', { name: locatorText.useMyPosition }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(locatorText.alert.title);
    await expect(alert).toContainText(locatorText.alert.subtitle);
    await expect(dialog.getByRole('button', { name: locatorText.useMyPosition })).toBeDisabled();
    expect((await page.context().cookies()).some((cookie) => cookie.name === locatorCookieName)).toBe(false);
  });
});
