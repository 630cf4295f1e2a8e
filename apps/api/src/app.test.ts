import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireShowsResponse } from '@marquee/data';
import { createApp } from './app.ts';
import { openDatabase, type OpenDatabase } from './db/database.ts';
import { seedIfEmpty } from './db/seed.ts';

let database: OpenDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  // Embedded PGlite in memory, migrated with the repository's migrations.
  database = await openDatabase({});
  await seedIfEmpty(database.db);
  app = createApp(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('GET /api/shows (catalogue.txt §7 Shows)', () => {
  it('answers the real API wire shape, validated by the data contract', async () => {
    const response = await app.request('/api/shows?language=fr');
    expect(response.status).toBe(200);
    const body = wireShowsResponse.parse(await response.json());
    expect(body.shows.length).toBeGreaterThan(0);
    expect(body.shows.map((show) => show.slug)).toContain('orbite-10002');
  });

  it('answers in the language asked for (member-and-shell.txt §7: language on every call)', async () => {
    const en = wireShowsResponse.parse(await (await app.request('/api/shows?language=en')).json());
    const nl = wireShowsResponse.parse(await (await app.request('/api/shows?language=nl')).json());
    expect(en.shows.find((show) => show.slug === 'orbite-10002')?.title).toBe('Orbit');
    expect(nl.shows.find((show) => show.slug === 'orbite-10002')?.title).toBe('Baan');
  });

  it('gives an unrated show contentRating [] as the real API does', async () => {
    const body = wireShowsResponse.parse(await (await app.request('/api/shows?language=fr')).json());
    expect(body.shows.find((show) => show.slug === 'nuit-a-l-opera-carmen-10004')?.contentRating).toEqual([]);
  });

  it('rejects an unknown language with a 400 JSON error {code, message, details}', async () => {
    const response = await app.request('/api/shows?language=xx');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST', details: [{ path: 'language' }] });
  });

  it('answers an unknown path with a 404 JSON error', async () => {
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('seeds only an empty database', async () => {
    expect(await seedIfEmpty(database.db)).toBe(0);
  });
});
