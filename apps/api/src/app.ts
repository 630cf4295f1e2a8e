import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { showsQuery, type Language, type WireShowSummary, type WireShowsResponse } from '@marquee/data';
import type { Database } from './db/database.ts';
import { shows, type ShowRow } from './db/schema.ts';
import { errorBody, validationError } from './errors.ts';

function localized(value: Partial<Record<Language, string>> | null | undefined, language: Language): string | null {
  if (!value) return null;
  return value[language] ?? value.fr ?? value.en ?? Object.values(value)[0] ?? null;
}

/** Row -> the real API's show summary (shared/reference/real-api.md §3.1). */
function toWireShowSummary(row: ShowRow, language: Language): WireShowSummary {
  return {
    slug: row.slug,
    title: localized(row.title, language) ?? row.slug,
    releaseAt: row.releaseAt,
    posterPath: row.poster ?? null,
    backgroundPath: null,
    contentRating: row.contentRatingRef
      ? {
          ref: row.contentRatingRef,
          description: localized(row.contentRatingLabel, language),
          extendedDescription: null,
        }
      : [],
    isMovie: row.isMovie,
    isNew: row.isNew,
    isComingSoon: row.isComingSoon,
    notComingSoon: !row.isComingSoon,
    genres: row.genres.map((genre) => localized(genre, language) ?? ''),
    duration: row.duration,
    homeOrder: row.homeOrder,
    genericOrder: row.genericOrder,
    upcomingOrder: row.upcomingOrder,
  };
}

export function createApp(db: Database) {
  const app = new Hono();

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  app.get('/api/shows', async (c) => {
    const query = showsQuery.safeParse(c.req.query());
    if (!query.success) return c.json(validationError('query', query.error), 400);
    const language = query.data.language ?? 'fr';
    const rows = await db.select().from(shows).orderBy(asc(shows.genericOrder), asc(shows.slug));
    const body: WireShowsResponse = {
      shows: rows.map((row) => toWireShowSummary(row, language)),
      labels: [],
      contentratings: [],
    };
    return c.json(body);
  });

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`), 404));

  app.onError((error, c) => {
    console.error('[api] unhandled error', error);
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side'), 500);
  });

  return app;
}
