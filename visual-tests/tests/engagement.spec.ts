import type { Page } from '@playwright/test';
import frStrings from '../../pages/src/i18n/locales/fr.json' with { type: 'json' };
import { expect, hydrated, on, test } from './fixtures.ts';

/**
 * Issue 11 / decision 0021: a first visit downloads React, the router, the root and the route's
 * module; the shell and the page load when the visitor engages, and a click made before that is
 * replayed once the page has hydrated.
 */
const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};
const frameChunk = /\/assets\/frame-[\w-]+\.js$/;

test('a first visit runs no shell or page code until the visitor engages; a pointer move loads it', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(on('fr'));
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => frameChunk.test(script))).toEqual([]);
  // Server-rendered and styled all the same: the home's title and its films are there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.mouse.move(20, 20);
  await expect.poll(() => scripts.some((script) => frameChunk.test(script))).toBe(true);
});

test('a tap straight on the search button before the code is there opens the search pop-in', async ({ page }) => {
  await page.goto(on('fr'));
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('banner').getByRole('button', { name: frStrings.shell.header.search });
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  // One gesture: the press engages and its click is held until the page has hydrated.
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await expect(page.getByRole('dialog', { name: frStrings.shell.search.title })).toBeVisible();
});

test('a fragment that opens a pop-in hydrates the page at once, without engagement', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(on('fr', '/#tarifs'));
  await expect.poll(() => scripts.some((script) => frameChunk.test(script))).toBe(true);
});

test('a pointer move made before the code has arrived is not lost: the page hydrates without another', async ({
  page,
}) => {
  // A phone's network: the browser entry arrives well after the first paint.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(on('fr'), { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 40);
  release();
  await hydrated(page);
});
