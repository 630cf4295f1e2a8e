import { describe, expect, it } from 'vitest';
import { languages } from '@marquee/data';
import { generateDemoData } from '../../demo/generate.ts';
import { demoTitles } from '../../demo/titles.ts';
import { themeForSite } from '@marquee/themes/constants';
import { brandPalette, contrast, genrePalette } from './color.ts';
import { composeArt, type Art, type ArtRequest } from './compose.ts';
import { fitText, measure } from './type.ts';

/**
 * Issue 20 "Designed media" (decision 0061): the demo art sets every word of the item's real title
 * inside its frame, in every language and at every size, with text contrast >= 4.5:1 (WCAG 2.2 AA,
 * member-and-shell.txt §9 accessibility) on what lies behind it.
 */

const data = generateDemoData({ now: new Date('2026-11-22T07:00:00Z') });
const shapes = {
  poster: [
    [600, 900],
    [300, 450],
    [150, 225],
  ],
  landscape: [
    [1600, 900],
    [800, 450],
    [400, 225],
  ],
  square: [
    [256, 256],
    [128, 128],
    [64, 64],
  ],
} as const;

/** Draws `request` at every size of its shape, each drawn in its own coordinates. */
function atEverySize(request: Omit<ArtRequest, 'width' | 'height'>, shape: keyof typeof shapes): Art[] {
  return shapes[shape].map(([width, height]) => composeArt({ ...request, width, height }));
}

/** No line leaves its frame or the picture, every word is set, and every text reads (>= 4.5:1). */
function expectSetWhole(art: Art, text: string, context: string) {
  for (const line of art.lines) {
    expect(line.x, `${context}: "${line.text}" starts in its frame`).toBeGreaterThanOrEqual(line.frame[0] - 0.01);
    expect(line.x + line.width, `${context}: "${line.text}" ends in its frame`).toBeLessThanOrEqual(
      line.frame[1] + 0.01,
    );
    expect(line.frame[1], context).toBeLessThanOrEqual(art.width);
    expect(contrast(line.colour, line.behind), `${context}: "${line.text}" contrast`).toBeGreaterThanOrEqual(4.5);
  }
  // Hyphenated parts joined again give the words back: nothing cut, nothing dropped.
  const set = art.lines
    .map((line) => line.text)
    .join('\n')
    .replace(/-\n/g, '')
    .replace(/\n/g, ' ');
  expect(set, context).toContain(text.trim().replace(/\s+/g, ' '));
}

describe('type that always fits (issue 20: long titles were cut off)', () => {
  it('breaks between words and shrinks until the block fits', () => {
    const block = fitText({ text: 'De Laatste Voorstelling', width: 300, height: 200, maxSize: 80, minSize: 20 });
    expect(block.lines.map((line) => line.text)).toEqual(['De Laatste', 'Voorstelling']);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(300);
    expect(block.height).toBeLessThanOrEqual(200);
  });

  it('hyphenates a word wider than the frame at the smallest size, never cuts it', () => {
    const word = 'Donaudampfschifffahrtsgesellschaftskapitän';
    const block = fitText({ text: word, width: 120, height: 400, maxSize: 40, minSize: 20 });
    expect(block.lines.length).toBeGreaterThan(1);
    for (const line of block.lines) expect(measure(line.text, block.fontSize)).toBeLessThanOrEqual(120);
    expect(block.lines.map((line) => line.text.replace(/-$/, '')).join('')).toBe(word);
  });

  it('still sets the whole text when even hyphenated words need a smaller size than wanted', () => {
    const text = 'Un titre beaucoup trop long pour un tout petit cadre de vignette';
    const block = fitText({ text, width: 60, height: 40, maxSize: 20, minSize: 12 });
    expect(block.height).toBeLessThanOrEqual(40);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(60);
    expect(
      block.lines
        .map((line) => line.text)
        .join(' ')
        .replace(/- /g, ''),
    ).toBe(text);
  });
});

describe('demo art (issue 20 Designed media, decision 0061)', () => {
  it('sets every demo title in fr, en, de and nl on its poster, whole and inside the frame, at every size', () => {
    for (const show of demoTitles)
      for (const language of languages) {
        const title = show.title[language] ?? '';
        for (const art of atEverySize(
          {
            kind: 'poster',
            seed: show.id,
            title,
            language,
            genre: 'drama',
            kicker: 'Science-fiction',
            credit: 'Yasmine Haddad · Jonas Vermeer',
          },
          'poster',
        ))
          expectSetWhole(art, title.toLocaleUpperCase(language), `${show.id} ${language} ${art.width}`);
      }
  });

  it('sets every news, offer and event title, every cinema and city name, inside its frame at every size', () => {
    const items: [ArtRequest['kind'], string, string][] = [
      ...data.articles.map((row) => ['banner', row.site, row.title] as [ArtRequest['kind'], string, string]),
      ...data.events.flatMap((row) =>
        Object.values(row.title).map((title) => ['banner', row.site, title] as [ArtRequest['kind'], string, string]),
      ),
      ...data.cinemas.map((row) => ['cinema', row.site, row.name] as [ArtRequest['kind'], string, string]),
      ...data.cities.map((row) => ['city', row.site, row.name] as [ArtRequest['kind'], string, string]),
    ];
    expect(items.length).toBeGreaterThan(100);
    for (const [kind, site, title] of items)
      for (const art of atEverySize(
        { kind, seed: title.length, title, brand: themeForSite(site), kicker: 'Actualité' },
        'landscape',
      ))
        expectSetWhole(art, kind === 'cinema' ? title.toLocaleUpperCase('fr') : title, `${kind} ${site} ${title}`);
  });

  it('issue 20 "no clipped title": a banner keeps its words in the middle half of its height, the band a page may crop it to (the season hero)', () => {
    const titles = [
      ...data.articles.map((row) => row.title),
      ...data.events.flatMap((row) => Object.values(row.title)),
    ];
    for (const title of titles) {
      const [width, height] = [1600, 900];
      const art = composeArt({ kind: 'banner', seed: title.length, title, kicker: 'Saison', width, height });
      for (const [, baseline, size] of art.svg.matchAll(/<text x="[^"]+" y="([^"]+)" font-size="([^"]+)"/g)) {
        // From the cap height above the baseline to the descenders below it.
        expect(Number(baseline) - Number(size) * 0.75, title).toBeGreaterThanOrEqual(height * 0.25);
        expect(Number(baseline) + Number(size) * 0.25, title).toBeLessThanOrEqual(height * 0.75);
      }
    }
  });

  it('draws backdrops as scenes with no text (a backdrop sits behind the page’s own title)', () => {
    const art = composeArt({
      kind: 'backdrop',
      seed: 3,
      title: 'Orbite',
      genre: 'science-fiction',
      width: 1600,
      height: 900,
    });
    expect(art.lines).toEqual([]);
    expect(art.svg).not.toContain('<text');
    expect(art.svg).toContain('aria-label="Orbite"');
  });

  it('keeps each brand’s palette family and white text readable on every seed', () => {
    for (const brand of ['fr', 'benelux', 'default'] as const)
      for (let seed = 0; seed < 200; seed += 1) {
        const palette = brandPalette(brand, seed);
        expect(contrast(palette.ink, palette.ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.accent, palette.ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.muted, palette.ground)).toBeGreaterThanOrEqual(4.5);
      }
    for (const genre of ['drama', 'science-fiction', 'comedy', 'horror', 'opera', 'unknown'])
      for (let seed = 0; seed < 200; seed += 1) {
        const palette = genrePalette(genre, seed * 7919);
        expect(contrast(palette.accent, palette.ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.muted, palette.ground)).toBeGreaterThanOrEqual(4.5);
      }
  });

  it('is pure: the same request gives the same bytes', () => {
    const request: ArtRequest = { kind: 'city', seed: 42, title: 'Paris', brand: 'fr', width: 800, height: 450 };
    expect(composeArt(request).svg).toBe(composeArt({ ...request }).svg);
  });
});
