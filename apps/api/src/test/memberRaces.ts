import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { sites, type SiteCode } from '@marquee/data';
import type { Database } from '../db/database.ts';
import { cinemas, favouriteCinemas, feelings } from '../db/schema.ts';

/**
 * The member writes raced 100 at a time (issue 19 acceptance), shared by the PGlite suite
 * (calls/members.test.ts) and the PostgreSQL one (postgres.test.ts): PGlite runs one transaction
 * at a time, a server runs them truly at once, and both must end the same way.
 */

interface App {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

const racers = 100;

const headersOf = (clientId: string, site: SiteCode) => ({
  authorization: `Bearer dev:${clientId}`,
  'x-marquee-site': site,
  'content-type': 'application/json',
});

async function statuses(requests: (() => Response | Promise<Response>)[]): Promise<number[]> {
  return Promise.all(requests.map(async (request) => (await request()).status));
}

export async function siteCinemaSlugs(db: Database, site: SiteCode): Promise<string[]> {
  const rows = await db
    .select({ slug: cinemas.slug })
    .from(cinemas)
    .where(and(eq(cinemas.site, site), isNull(cinemas.redirectSlug)))
    .orderBy(cinemas.displayOrder);
  return rows.map((row) => row.slug);
}

const favouritesOf = (db: Database, clientId: string, site: SiteCode) =>
  db
    .select()
    .from(favouriteCinemas)
    .where(and(eq(favouriteCinemas.clientId, clientId), eq(favouriteCinemas.site, site)));

/** 100 identical favourite adds by a client seen for the first time: one client row, one favourite, every answer 204. */
export async function identicalFavouriteAdds(app: App, db: Database, clientId: string): Promise<void> {
  const [slug = ''] = await siteCinemaSlugs(db, 'fr');
  const headers = headersOf(clientId, 'fr');
  const answers = await statuses(
    Array.from(
      { length: racers },
      () => () => app.request(`/api/client/${clientId}/cinema/${slug}`, { method: 'POST', headers }),
    ),
  );
  expect(new Set(answers)).toEqual(new Set([204]));
  expect(await favouritesOf(db, clientId, 'fr')).toMatchObject([{ clientId, site: 'fr', cinemaSlug: slug }]);
}

/**
 * 100 adds of the site's cinemas at once never pass the site's limit (member-and-shell.txt §9):
 * the cinemas that made it answered 204 every time, every other one 409 every time.
 */
export async function favouriteAddsAtTheLimit(app: App, db: Database, clientId: string, site: SiteCode): Promise<void> {
  const slugs = await siteCinemaSlugs(db, site);
  const limit = sites[site].favouriteCinemasLimit;
  expect(slugs.length, `${site} needs more cinemas than its limit`).toBeGreaterThan(limit);
  const headers = headersOf(clientId, site);
  const targets = Array.from({ length: racers }, (_, index) => slugs[index % slugs.length] ?? '');
  const answers = await statuses(
    targets.map((slug) => () => app.request(`/api/client/${clientId}/cinema/${slug}`, { method: 'POST', headers })),
  );
  const kept = new Set((await favouritesOf(db, clientId, site)).map((row) => row.cinemaSlug));
  expect(kept.size).toBe(limit);
  targets.forEach((slug, index) => expect(answers[index], slug).toBe(kept.has(slug) ? 204 : 409));
}

/** 100 identical wishlist writes leave one feeling; an intention and an emotion sent at once both stay. */
export async function concurrentFeelings(app: App, db: Database, clientId: string): Promise<void> {
  const headers = headersOf(clientId, 'fr');
  const base = `/api/client/${clientId}/show`;
  const wishes = await statuses(
    Array.from(
      { length: racers },
      () => () => app.request(`${base}/orbite-10002/intention`, { method: 'POST', headers, body: '{}' }),
    ),
  );
  expect(new Set(wishes)).toEqual(new Set([200]));
  expect(await db.select().from(feelings).where(eq(feelings.clientId, clientId))).toEqual([
    { clientId, showSlug: 'orbite-10002', intention: 2, emotion: null },
  ]);
  const mixed = await statuses(
    Array.from(
      { length: racers },
      (_, index) => () =>
        index % 2
          ? app.request(`${base}/la-derniere-seance-10001/intention`, { method: 'POST', headers, body: '{}' })
          : app.request(`${base}/la-derniere-seance-10001/emotion`, { method: 'POST', headers, body: '{"emotion":3}' }),
    ),
  );
  expect(new Set(mixed)).toEqual(new Set([200]));
  const [both] = await db
    .select()
    .from(feelings)
    .where(and(eq(feelings.clientId, clientId), eq(feelings.showSlug, 'la-derniere-seance-10001')));
  expect(both).toMatchObject({ intention: 2, emotion: 3 });
}
