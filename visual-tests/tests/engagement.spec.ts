import type { Page } from '@playwright/test';
import { routePath } from '../../data/src/index.ts';
import frStrings from '../../pages/src/i18n/locales/fr.json' with { type: 'json' };
import nlStrings from '../../pages/src/i18n/locales/nl.json' with { type: 'json' };
import { direct, expect, hostOf, hydrated, on, test } from './fixtures.ts';

/**
 * Issue 18 / decision 0028: the first paint asks for no code ahead of it; the page then hydrates
 * on its own at idle after load (or at once when the visitor engages), and a tap made before it
 * has does what a later tap does.
 */
const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};
const frameChunk = /\/assets\/frame-[\w-]+\.js$/;

test('the document asks for no script or font ahead of its first paint: no modulepreload, no font preload', async ({
  request,
}) => {
  const html = await (await request.get(direct('/films/orbite-10002'), { headers: hostOf('fr') })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(head).not.toMatch(/rel="preload"[^>]*as="font"/);
  // The scripts come after the content, as one inline module.
  expect(html.indexOf('type="module"')).toBeGreaterThan(html.indexOf('<main'));
});

test('the code hydration needs is asked for once the first screen is in: after its largest picture, before hydration', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  // The film page's backdrop is its largest picture (fetchpriority=high), held here; so is the
  // browser entry, which starts hydration: only the document's own script can ask for the frame.
  const held: (() => void)[] = [];
  const hold = (pattern: string | RegExp) => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    held.push(release);
    return page.route(pattern, async (route) => {
      await arrived;
      await route.continue().catch(() => {});
    });
  };
  await hold('**/api/media/backdrop/**');
  await hold(/\/assets\/entry\.client-[\w-]+\.js$/);
  await page.goto(on('fr', '/films/orbite-10002'), { waitUntil: 'domcontentloaded' });
  // Painted, laid out, fonts in: still nothing asked for while the picture is on its way.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(done))));
  expect(scripts.filter((script) => frameChunk.test(script))).toEqual([]);
  held[0]?.();
  await expect.poll(() => scripts.some((script) => frameChunk.test(script))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  for (const release of held) release();
});

test('a first visit hydrates on its own once loaded, with no engagement at all', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(on('fr'));
  await hydrated(page);
  expect(scripts.some((script) => frameChunk.test(script))).toBe(true);
});

test('hydration builds no schema: the contract’s chunk is asked for once hydrated, and the first search checks its answer with it', async ({
  page,
}) => {
  // Whether the page had hydrated when the chunk was first asked for: on hydration's path, it would not have.
  const contractChunk = /\/assets\/contract-[\w-]+\.js$/;
  let hydratedFirst: boolean | null = null;
  await page.route(contractChunk, async (route) => {
    hydratedFirst ??= await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
    await route.continue().catch(() => {});
  });
  await page.goto(on('fr'));
  await hydrated(page);
  await expect.poll(() => hydratedFirst).toBe(true);
  await page.getByRole('banner').getByRole('button', { name: frStrings.shell.header.search }).click();
  const search = page.getByRole('dialog', { name: frStrings.shell.search.title });
  await search.getByRole('searchbox').fill('orbite');
  await expect(search.getByRole('link', { name: /Orbite/ }).first()).toBeVisible();
});

test('hydration adds no stylesheet: React Aria’s press style comes with the document, so the page is not styled again', async ({
  page,
}) => {
  // A style added to the head restyles the whole page: 70-95 ms of style and layout at 4x CPU,
  // inside hydration's longest task.
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as Window & { addedStyles?: string[] }).addedStyles = added;
    // From the parsed document on: what scripts add.
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes) if (node instanceof HTMLStyleElement) added.push(node.id || 'style');
      }).observe(document, { childList: true, subtree: true }),
    );
  });
  await page.goto(on('fr', '/films/orbite-10002'));
  await hydrated(page);
  const styles = await page.evaluate(() => ({
    added: (window as Window & { addedStyles?: string[] }).addedStyles ?? [],
    press: [...document.querySelectorAll('style#react-aria-pressable-style')].map((style) => style.textContent),
  }));
  expect(styles.added).toEqual([]);
  expect(styles.press).toHaveLength(1);
  expect(styles.press[0]).toContain('touch-action: pan-x pan-y pinch-zoom');
});

test('a tap straight on the search button before the code is there opens the search pop-in', async ({ page }) => {
  // A phone's network: the frame's code arrives after the tap.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(frameChunk, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(on('fr'));
  const button = page.getByRole('banner').getByRole('button', { name: frStrings.shell.header.search });
  await button.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  release();
  await expect(page.getByRole('dialog', { name: frStrings.shell.search.title })).toBeVisible();
});

test('a fragment that opens a pop-in hydrates the page at once', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(on('fr', '/#tarifs'), { waitUntil: 'domcontentloaded' });
  await expect.poll(() => scripts.some((script) => frameChunk.test(script))).toBe(true);
});

/** nl's strings (member §7 "Translations"), the fingerprinted asset the frame fetches when the page hydrates. */
const nlStringsAsset = /\/assets\/nl-[\w-]+\.json$/;

test('nl: the strings’ first request lost on a phone’s network is asked again; the page hydrates and the search tap held meanwhile opens the pop-in (decision 0028)', async ({
  page,
}) => {
  let asked = 0;
  await page.route(nlStringsAsset, async (route) => {
    asked += 1;
    if (asked === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto(on('nl'));
  await page.getByRole('banner').getByRole('button', { name: nlStrings.shell.header.search }).click();
  await expect(page.getByRole('dialog', { name: nlStrings.shell.search.title })).toBeVisible();
  expect(asked).toBe(2);
  await hydrated(page);
});

test('nl: strings that never arrive leave the server’s page as it is, working as it does without scripts, never an error page (decision 0028)', async ({
  page,
}) => {
  let asked = 0;
  await page.route(nlStringsAsset, async (route) => {
    asked += 1;
    await route.abort('internetdisconnected');
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(on('nl'));
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.mouse.move(200, 200);
  // The first request and two more, 1 s and 3 s apart; then the page gives up.
  await expect.poll(() => asked).toBe(3);
  await expect
    .poll(() => errors.some((error) => error.includes('internetdisconnected') || error.includes('fetch')))
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.getByText('Application Error')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  // A plain link still leads on, as without scripts.
  const cinemas = routePath('nl', { kind: 'Cinema.List', language: 'nl', params: {} }) ?? '';
  await page
    .getByRole('banner')
    .getByRole('link', { name: nlStrings.shell.header.cinemas, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(on('nl', cinemas));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('fr: a client navigation whose page code cannot load (a deploy replaced it, the network lost it) opens the page from the server, never stays on the last one (decision 0028)', async ({
  page,
}) => {
  await page.goto(on('fr'));
  await hydrated(page);
  // The film page's own code (its route module is React Router's; the page module is ours).
  let asked = 0;
  await page.route(/\/assets\/ShowPage-[\w-]+\.js$/, async (route) => {
    asked += 1;
    await route.abort('internetdisconnected');
  });
  const film = page.locator('main a[href^="/films/"]:visible').first();
  const address = (await film.getAttribute('href')) ?? '';
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await film.click();
  await expect(page).toHaveURL(on('fr', address));
  await expect.poll(() => documents).toContain(address);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(frStrings.films.home.title);
  await expect(page.getByText('Application Error')).toHaveCount(0);
  expect(asked).toBeGreaterThan(0);
});

test('fr: the posters’ grid and the footer’s link lists are not hydrated (React keeps the server’s HTML), and their links still open in place (decision 0028, stop 48)', async ({
  page,
}) => {
  await page.goto(on('fr'));
  await hydrated(page);
  // React marks each element it hydrates with its fiber; kept HTML carries none.
  const hydratedElement = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
  await expect.poll(() => hydratedElement('header a[href]')).toBe(true);
  await expect.poll(() => hydratedElement('main ul li a[href^="/films/"]')).toBe(false);
  await expect.poll(() => hydratedElement('footer ul a[href^="/films"]')).toBe(false);

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  const poster = page.locator('main ul li a[href^="/films/"]:visible').last();
  const film = (await poster.getAttribute('href')) ?? '';
  const title = (await poster.innerText()).trim();
  await poster.click();
  await expect(page).toHaveURL(on('fr', film));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // A footer link, by the keyboard, from the film page the router drew.
  const footerLink = page.locator('footer ul a[href="/cinemas"]:visible').first();
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(on('fr', '/cinemas'));
  expect(documents).toEqual([]);
});
