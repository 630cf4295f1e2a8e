import { expect, on, storybookPort, test, themeClassOf } from './fixtures.ts';

// member-and-shell.txt §9 Brand theme: fr one, be and nl another, others default.
const expected = [
  { site: 'fr', font: 'Montserrat Variable', body: 'Inter Variable' },
  { site: 'be', font: 'Figtree Variable', body: 'Figtree Variable' },
  { site: 'nl', font: 'Figtree Variable', body: 'Figtree Variable' },
  { site: 'ch', font: 'Source Sans 3 Variable', body: 'Source Sans 3 Variable' },
  { site: 'ma', font: 'Source Sans 3 Variable', body: 'Source Sans 3 Variable' },
];

// One test per site, so each page load gets its own time.
for (const { site, font, body } of expected) {
  test(`${site}: its brand theme is a server-rendered class on <html>; its fonts swap in, never preloaded ahead of the paint`, async ({
    page,
    request,
  }) => {
    const { html, themeClass } = await themeClassOf(request, site);
    expect(themeClass, site).toBeTruthy();
    // Decision 0028: a preloaded font competes with the document and the stylesheet on a phone's
    // network; the metric-matched fallback paints first.
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="font"/);

    await page.goto(on(site));
    await expect(page.locator('html')).toHaveClass(themeClass!);
    const h1Font = await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily);
    expect(h1Font.startsWith(`"${font}"`), `${site} heading font: ${h1Font}`).toBe(true);
    const bodyFont = await page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily);
    expect(bodyFont.startsWith(`"${body}"`), `${site} body font: ${bodyFont}`).toBe(true);
    // The web font is the one the page uses once loaded.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`), body)).toBe(true);
  });
}

test('fr has its own theme, be and nl share one, the other sites the default', async ({ request }) => {
  const classes = new Map<string, string | undefined>();
  for (const { site } of expected) classes.set(site, (await themeClassOf(request, site)).themeClass);
  expect(classes.get('be')).toBe(classes.get('nl'));
  expect(classes.get('ch')).toBe(classes.get('ma'));
  expect(new Set([classes.get('fr'), classes.get('be'), classes.get('ch')]).size).toBe(3);
});

test('no CSS-in-JS runtime reaches the browser: styles come as static stylesheets', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(on('fr'));
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const source of scripts) {
    expect(source).not.toContain('@vanilla-extract');
    expect(source).not.toMatch(/insertRule|adoptedStyleSheets/);
  }
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
});

test('the Storybook site toolbar re-themes every story', async ({ page }) => {
  // Three cold loads of Storybook's iframe (its index, then the story's modules): ~20 s on two cores.
  test.setTimeout(150_000);
  const story = (site: string) =>
    `http://127.0.0.1:${storybookPort}/iframe.html?id=design-system-actions-and-links-button--small&viewMode=story&globals=site:${site}`;
  const button = page.getByRole('button', { name: 'Book now' });
  const background = async () => button.evaluate((element) => getComputedStyle(element).backgroundColor);

  // Storybook's iframe renders the story once its index and modules are in: under CI load that
  // can take longer than a poll's five seconds, so the poll starts from the rendered story.
  await page.goto(story('fr'));
  await expect(button).toBeVisible({ timeout: 20_000 });
  // Polled: the colour eases in over the theme's motion duration.
  await expect.poll(background).toBe('rgb(255, 199, 44)');
  const frClass = await page.locator('html').getAttribute('class');

  await page.goto(story('nl'));
  await expect(button).toBeVisible({ timeout: 20_000 });
  await expect.poll(background).toBe('rgb(200, 0, 79)');
  expect(await page.locator('html').getAttribute('class')).not.toBe(frClass);

  await page.goto(story('ch'));
  await expect(button).toBeVisible({ timeout: 20_000 });
  await expect.poll(background).toBe('rgb(0, 117, 109)');
});

// One test per theme (fr, nl, ch), so each pair of page loads gets its own time.
for (const site of ['fr', 'nl', 'ch']) {
  test(`${site}: the web font swap moves nothing: the fallback faces occupy the space of the web fonts`, async ({
    browser,
  }) => {
    // The same text twice: once with every web font refused (the metric-matched fallback face
    // shows), once with the web fonts. Line boxes must match and widths stay within a few percent.
    const sample = 'Les films à l’affiche cette semaine: De Laatste Voorstelling, Orbit 2026';
    const measure = async (site: string, fonts: boolean) => {
      const page = await browser.newPage();
      if (!fonts) await page.route('**/*.woff2', (route) => route.abort());
      // Not the load event, which waits for the page's pictures (slow under load: a rehearsal of
      // stop 44 ran out of the test's 30 s): the faces are measured once the stylesheets apply.
      await page.goto(on(site), { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      );
      const sizes = await page.evaluate(async (text) => {
        const results: { width: number; height: number }[] = [];
        for (const [family, weight] of [
          ['body', '400'],
          ['body', '700'],
          ['heading', '700'],
        ] as const) {
          const span = document.createElement('span');
          span.textContent = text;
          const source = family === 'heading' ? document.querySelector('h1')! : document.body;
          Object.assign(span.style, {
            fontFamily: getComputedStyle(source).fontFamily,
            fontWeight: weight,
            fontSize: '20px',
            lineHeight: 'normal',
            whiteSpace: 'nowrap',
            position: 'absolute',
          });
          document.body.append(span);
          // The face itself, whether or not the page has asked for it yet (refused: the fallback).
          await document.fonts.load(`${weight} 20px ${span.style.fontFamily}`, text).catch(() => []);
          await document.fonts.ready;
          const { width, height } = span.getBoundingClientRect();
          results.push({ width, height });
          span.remove();
        }
        return results;
      }, sample);
      await page.close();
      return sizes;
    };
    const [fallback, web] = [await measure(site, false), await measure(site, true)];
    web.forEach((size, index) => {
      const before = fallback[index]!;
      expect(Math.abs(before.height - size.height), `${site} sample ${index} line height`).toBeLessThanOrEqual(1);
      expect(Math.abs(before.width - size.width) / size.width, `${site} sample ${index} width`).toBeLessThanOrEqual(
        0.03,
      );
    });
  });
}
