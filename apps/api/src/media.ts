import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { isLanguage } from '@marquee/data';
import type { Database } from './db/database.ts';
import { shows } from './db/schema.ts';
import { hashString } from './demo/random.ts';
import { errorBody } from './errors.ts';
import { createRasteriser, negotiateRaster, rasterTypes } from './mediaFormats.ts';

/**
 * Generated images, so every page looks real offline: an SVG drawn from a
 * title and a palette seeded by the record, at /api/media/{kind}/{key}/{size}.svg,
 * and the same picture rasterised at …/{size}.jpg in the format the request
 * accepts (mediaFormats.ts: AVIF, WebP or JPEG). Posters and backdrops read
 * the show's title in `?language`; other kinds draw their key. The same URL
 * and `Accept` always give the same bytes: cached for a day.
 */

const sizes = {
  poster: { lg: [600, 900], md: [300, 450], sm: [150, 225] },
  landscape: { lg: [1600, 900], md: [800, 450], sm: [400, 225] },
} as const;

const kinds = new Set([
  'poster',
  'backdrop',
  'cinema',
  'city',
  'article',
  'event',
  'service',
  'itinerary',
  'cinepass',
  'ecard',
  'tag',
  'promotion',
  'temporary',
  'offers',
  'logo',
  'video',
  'ad',
  'autopromo',
]);

const isSize = (value: string | undefined): value is 'lg' | 'md' | 'sm' =>
  value === 'lg' || value === 'md' || value === 'sm';

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Splits a title into lines of about `width` characters. */
function lines(title: string, width: number): string[] {
  const result: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      result.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) result.push(current);
  return result.slice(0, 4);
}

/**
 * Draws the image in the coordinates of its largest size (`drawnAs`) and scales it to `width` ×
 * `height`: the sizes of one image are the same picture, as resized photos are, so a browser
 * picking another candidate of a `srcset` shows the same thing.
 */
export function drawImage(options: {
  title: string;
  seed: number;
  width: number;
  height: number;
  drawnAs?: readonly [number, number];
  caption?: string;
}): string {
  const { title, seed } = options;
  const [width, height] = options.drawnAs ?? [options.width, options.height];
  const hue = seed % 360;
  const second = (hue + 40 + (seed % 80)) % 360;
  const portrait = height > width;
  const fontSize = Math.round((portrait ? width : height) / (portrait ? 9 : 7));
  const textLines = lines(title, portrait ? 14 : 24);
  const firstY = height / 2 - ((textLines.length - 1) * fontSize * 1.15) / 2;
  const circles = Array.from({ length: 5 }, (_, index) => {
    const value = hashString(`${seed}-${index}`);
    return `<circle cx="${value % width}" cy="${(value >>> 8) % height}" r="${(width / 6) * (1 + (index % 3))}" fill="hsl(${(hue + index * 25) % 360} 60% 55%)" opacity="0.18"/>`;
  }).join('');
  const text = textLines
    .map(
      (line, index) =>
        `<text x="50%" y="${Math.round(firstY + index * fontSize * 1.15)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 22%)"/><stop offset="1" stop-color="hsl(${second} 60% 12%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}<g fill="#fff" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}">${text}</g>${options.caption ? `<text x="50%" y="${height - fontSize}" text-anchor="middle" fill="#ffffffb3" font-family="system-ui, sans-serif" font-size="${Math.round(fontSize / 2.5)}">${escapeXml(options.caption)}</text>` : ''}</svg>`;
}

export function registerMedia(app: Hono, db: Database): void {
  const rasteriser = createRasteriser();
  app.get('/api/media/:kind/:key/:file', async (c) => {
    const { kind, key, file } = c.req.param();
    const [, size, extension] = /^(lg|md|sm)\.(svg|jpg)$/.exec(file) ?? [];
    if (!kinds.has(kind) || !isSize(size) || !/^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/.test(key)) {
      return c.json(errorBody('NOT_FOUND', 'No such image'), 404);
    }
    let title = key.replace(/[-_]+/g, ' ');
    let seed = hashString(`${kind}:${key}`);
    let caption: string | undefined;
    if (kind === 'poster' || kind === 'backdrop') {
      const [show] = await db.select().from(shows).where(eq(shows.slug, key)).limit(1);
      if (!show) return c.json(errorBody('NOT_FOUND', 'No such image'), 404);
      const language = c.req.query('language');
      title = (isLanguage(language) ? show.title[language] : undefined) ?? show.title.fr ?? key;
      seed = show.paletteSeed + (kind === 'backdrop' ? 17 : 0);
      caption = show.directors.join(', ');
    }
    const shape = sizes[kind === 'poster' ? 'poster' : 'landscape'];
    const [width, height] = shape[size];
    const svg = drawImage({ title, seed, width, height, drawnAs: shape.lg, caption });
    const cached = { 'cache-control': 'public, max-age=86400, immutable', 'x-content-type-options': 'nosniff' };
    if (extension === 'svg') return c.body(svg, 200, { ...cached, 'content-type': 'image/svg+xml; charset=utf-8' });
    const format = negotiateRaster(c.req.header('accept'));
    const bytes = await rasteriser.render(svg, { width, height }, format);
    return c.body(new Uint8Array(bytes), 200, { ...cached, 'content-type': rasterTypes[format], vary: 'Accept' });
  });
}
