import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 3610);
const apiPort = Number(process.env.E2E_API_PORT ?? 4610);
const on = (site: string, path = '/') => `http://${site}.localhost:${sitePort}${path}`;

/** Console errors and uncaught exceptions (hydration mismatches show up here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the fr home lists the shows read from the database, server-rendered and hydrated', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto(on('fr'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
  // Server-rendered: the list is in the HTML before any script runs.
  const html = await response!.text();
  expect(html).toContain('Orbite');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('class', /\S/);
  await expect(page.getByRole('heading', { level: 1, name: "Films à l'affiche" })).toBeVisible();
  // Every show of the fr catalogue the API answers, and no other.
  const catalogue = (await (
    await page.request.get(`http://127.0.0.1:${apiPort}/api/shows?language=fr`, {
      headers: { 'x-marquee-site': 'fr' },
    })
  ).json()) as { shows: unknown[] };
  expect(catalogue.shows.length).toBeGreaterThan(20);
  await expect(page.getByRole('listitem')).toHaveCount(catalogue.shows.length);
  await expect(page.getByRole('heading', { level: 2, name: 'La Dernière Séance' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the English prefix serves English strings and titles (catalogue.txt §2 language prefix)', async ({ page }) => {
  await page.goto(on('fr', '/en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Now showing' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Orbit' })).toBeVisible();
});

test('each country site is served on its own host, in its default language', async ({ page, request }) => {
  await page.goto(on('nl'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Nu in de bioscoop' })).toBeVisible();
  // The site names its country to the API: the nl home lists the nl catalogue, through the proxy too.
  // (Node cannot resolve *.localhost: ask the loopback address and name the host.)
  const catalogue = async (site: string, language: string) =>
    (await (
      await request.get(`http://127.0.0.1:${sitePort}/api/shows?language=${language}`, {
        headers: { host: `${site}.localhost` },
      })
    ).json()) as { shows: { slug: string }[] };
  const nlCatalogue = await catalogue('nl', 'nl');
  const frCatalogue = await catalogue('fr', 'fr');
  const slugs = (answer: { shows: { slug: string }[] }) => answer.shows.map((show) => show.slug).sort();
  expect(slugs(nlCatalogue)).not.toEqual(slugs(frCatalogue));
  await expect(page.getByRole('listitem')).toHaveCount(nlCatalogue.shows.length);
  await page.goto(on('ch'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown path answers 404 and keeps the address', async ({ page }) => {
  const response = await page.goto(on('fr', '/no-such-page'));
  expect(response?.status()).toBe(404);
  expect(page.url()).toBe(on('fr', '/no-such-page'));
  // The default language has no prefix: /fr on the fr site is no page.
  expect((await page.goto(on('fr', '/fr')))?.status()).toBe(404);
});

test('the site forwards /api/* to the API, so the browser talks to one origin', async ({ page }) => {
  const response = await page.goto(on('fr', '/api/shows?language=nl'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('application/json');
  const body = (await response!.json()) as { shows: { slug: string; title: string }[] };
  expect(body.shows.find((show) => show.slug === 'orbite-10002')?.title).toBe('Baan');
});

test('axe finds no accessibility violation on the home page', async ({ page }) => {
  for (const path of ['/', '/en']) {
    await page.goto(on('fr', path));
    await expect(page.getByRole('list')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  }
});
