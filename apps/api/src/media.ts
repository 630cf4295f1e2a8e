import { and, eq } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { isLanguage, isSiteCode, sites, type Language, type SiteCode } from '@marquee/data';
import type { Database } from './db/database.ts';
import { articles, cinemas, cities, events, services, shows, tags } from './db/schema.ts';
import { hashString } from './demo/random.ts';
import { errorBody } from './errors.ts';
import { themeForSite } from '@marquee/themes/constants';
import { drawImage, type ArtRequest } from './media/art/compose.ts';
import { createRasteriser, negotiateRaster, rasterTypes } from './mediaFormats.ts';
import { trailersFolder } from './media/trailers.ts';

export { drawImage };

/**
 * Generated images, so every page looks real offline: an SVG composed per item by the art's
 * design system (media/art, decision 0061), at /api/media/{kind}/{key}/{size}.svg. Items with a
 * name are looked up as their pages are: posters and backdrops read the show (its title in
 * `?language`, its directors, its genre), news and offers the article in `?language`, events the
 * event, cinemas and cities their records, services and tags theirs; an unknown key is a 404.
 * The other kinds carry no words (the page prints them) and draw their site's brand.
 * …/{size}.jpg is the same drawing rasterised in the format the request accepts (mediaFormats.ts:
 * WebP, AVIF or JPEG; decision 0064). The same URL and `Accept` always give the same bytes: cached
 * for a day.
 */

const sizes = {
  poster: { lg: [600, 900], md: [300, 450], sm: [150, 225] },
  landscape: { lg: [1600, 900], md: [800, 450], sm: [400, 225] },
  square: { lg: [256, 256], md: [128, 128], sm: [64, 64] },
} as const;

/** Each kind's composition (media/art/compose.ts) and shape. */
const kinds: Record<string, { art: ArtRequest['kind']; shape: keyof typeof sizes }> = {
  poster: { art: 'poster', shape: 'poster' },
  backdrop: { art: 'backdrop', shape: 'landscape' },
  cinema: { art: 'cinema', shape: 'landscape' },
  city: { art: 'city', shape: 'landscape' },
  article: { art: 'banner', shape: 'landscape' },
  event: { art: 'banner', shape: 'landscape' },
  service: { art: 'icon', shape: 'square' },
  tag: { art: 'badge', shape: 'square' },
  itinerary: { art: 'map', shape: 'landscape' },
  cinepass: { art: 'card', shape: 'landscape' },
  ecard: { art: 'card', shape: 'landscape' },
  promotion: { art: 'pattern', shape: 'landscape' },
  temporary: { art: 'pattern', shape: 'landscape' },
  offers: { art: 'pattern', shape: 'landscape' },
  logo: { art: 'wordmark', shape: 'landscape' },
  video: { art: 'video', shape: 'landscape' },
  ad: { art: 'pattern', shape: 'landscape' },
  autopromo: { art: 'pattern', shape: 'landscape' },
};

/** The kickers of the banners, in the item's language. */
const kickers: Record<string, Record<Language, string>> = {
  news: { fr: 'Actualité', en: 'News', de: 'Neuigkeiten', nl: 'Nieuws' },
  event: { fr: 'Événement', en: 'Event', de: 'Veranstaltung', nl: 'Evenement' },
  offer: { fr: 'Offre', en: 'Offer', de: 'Angebot', nl: 'Aanbieding' },
  experience: { fr: 'Expérience', en: 'Experience', de: 'Erlebnis', nl: 'Beleving' },
  season: { fr: 'Saison', en: 'Season', de: 'Saison', nl: 'Seizoen' },
};

/** The site a key names first (`fr-article-1`, `ch-2`, `nl`), when it does. */
function siteOfKey(key: string): SiteCode | null {
  const code = /^([a-z]{2})(?:-|$)/.exec(key)?.[1];
  return isSiteCode(code) ? code : null;
}

type Item = Omit<ArtRequest, 'kind' | 'width' | 'height' | 'drawnAs'>;

/** What the art of `kind`/`key` needs, read from the database; null: no such item. */
async function itemOf(db: Database, kind: string, key: string, asked: Language | undefined): Promise<Item | null> {
  const seed = hashString(`${kind}:${key}`);
  const site = siteOfKey(key);
  const brand = site ? themeForSite(site) : undefined;
  switch (kind) {
    case 'poster':
    case 'backdrop': {
      const [show] = await db.select().from(shows).where(eq(shows.slug, key)).limit(1);
      if (!show) return null;
      const language = asked ?? 'fr';
      const title = show.title[language] ?? show.title.fr ?? key;
      return {
        seed: show.paletteSeed + (kind === 'backdrop' ? 17 : 0),
        title,
        language,
        genre: show.genreSlugs[0],
        kicker: show.genres[0]?.[language] ?? undefined,
        credit: show.directors.join(' · ') || undefined,
        ...(kind === 'backdrop' ? { label: title } : {}),
      };
    }
    case 'article': {
      const translationKey = site ? key.slice(3) : null;
      if (!site || !translationKey) return null;
      const rows = await db
        .select()
        .from(articles)
        .where(and(eq(articles.site, site), eq(articles.translationKey, translationKey)));
      const row =
        rows.find((entry) => entry.language === asked) ??
        rows.find((entry) => entry.language === sites[site].defaultLanguage) ??
        rows[0];
      if (!row) return null;
      const language = isLanguage(row.language) ? row.language : 'fr';
      return { seed, brand, title: row.title, language, kicker: kickers[row.type]?.[language] };
    }
    case 'event': {
      const slug = site ? key.slice(3) : null;
      if (!site || !slug) return null;
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.site, site), eq(events.slug, slug)))
        .limit(1);
      if (!row) return null;
      const language = asked && row.title[asked] ? asked : sites[site].defaultLanguage;
      const title = row.title[language] ?? Object.values(row.title).find(Boolean) ?? slug;
      return { seed, brand, title, language, kicker: kickers[row.kind === 'season' ? 'season' : 'event']?.[language] };
    }
    case 'cinema': {
      const [row] = await db.select().from(cinemas).where(eq(cinemas.slug, key)).limit(1);
      return row ? { seed, brand: themeForSite(row.site), title: row.name, language: asked } : null;
    }
    case 'city': {
      const [row] = await db.select().from(cities).where(eq(cities.slug, key)).limit(1);
      return row ? { seed, brand: themeForSite(row.site), title: row.name, language: asked } : null;
    }
    case 'service': {
      const [row] = await db.select().from(services).where(eq(services.slug, key)).limit(1);
      return row ? { seed, glyph: row.slug, label: row.label[asked ?? 'fr'] ?? row.label.fr } : null;
    }
    case 'tag': {
      const [row] = await db.select().from(tags).where(eq(tags.slug, key)).limit(1);
      if (!row) return null;
      const names = row.title ? new Set(Object.values(row.title)) : new Set<string>();
      // A word the same in every language (IMAX, 4DX) is the badge; others are a pictogram.
      const word = names.size === 1 ? [...names][0] : undefined;
      return { seed, brand: 'default', title: word, colour: row.color, glyph: row.icon };
    }
    default:
      return { seed, brand: brand ?? 'default' };
  }
}

const isSize = (value: string | undefined): value is 'lg' | 'md' | 'sm' =>
  value === 'lg' || value === 'md' || value === 'sm';

const trailersRoot = fileURLToPath(new URL(`../${trailersFolder}`, import.meta.url));
const mediaCache = { 'cache-control': 'public, max-age=86400, immutable', 'x-content-type-options': 'nosniff' };

export function registerMedia(app: Hono, db: Database): void {
  const rasteriser = createRasteriser();
  // The trailers are files (media/trailers.ts, decision 0065): video/webm, byte ranges (206) for `<video>`.
  const trailerFile = serveStatic({
    root: trailersRoot,
    rewriteRequestPath: (path) => path.slice('/api/media/trailer'.length),
  });
  app.get('/api/media/trailer/:file{[a-z][a-z-]*\\.webm}', async (c) => {
    const response = await trailerFile(c, async () => {});
    if (!response) return c.json(errorBody('NOT_FOUND', 'No such trailer'), 404);
    for (const [name, value] of Object.entries({ ...mediaCache, 'accept-ranges': 'bytes' })) {
      response.headers.set(name, value);
    }
    return response;
  });
  app.get('/api/media/:kind/:key/:file', async (c) => {
    const { kind, key, file } = c.req.param();
    const [, size, extension] = /^(lg|md|sm)\.(svg|jpg)$/.exec(file) ?? [];
    const known = kinds[kind];
    if (!known || !isSize(size) || !/^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/.test(key)) {
      return c.json(errorBody('NOT_FOUND', 'No such image'), 404);
    }
    const language = c.req.query('language');
    const item = await itemOf(db, kind, key, isLanguage(language) ? language : undefined);
    if (!item) return c.json(errorBody('NOT_FOUND', 'No such image'), 404);
    const shape = sizes[known.shape];
    const [width, height] = shape[size];
    // A tag without a word of its own is a pictogram.
    const art = known.art === 'badge' && !item.title ? 'icon' : known.art;
    const svg = drawImage({ ...item, kind: art, width, height, drawnAs: shape.lg });
    if (extension === 'svg') return c.body(svg, 200, { ...mediaCache, 'content-type': 'image/svg+xml; charset=utf-8' });
    const format = negotiateRaster(c.req.header('accept'));
    const bytes = await rasteriser.render(svg, { width, height }, format);
    return c.body(new Uint8Array(bytes), 200, { ...mediaCache, 'content-type': rasterTypes[format], vary: 'Accept' });
  });
}
