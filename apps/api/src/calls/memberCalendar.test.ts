import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireCalendarFeed, wireShowtimeNews, type SiteCode } from '@marquee/data';
import { createApp } from '../app.ts';
import { calendarFeeds, showtimes } from '../db/schema.ts';
import { openSeededPglite, type TestDatabase } from '../test/databases.ts';

/**
 * Issue 19 beyond the spec (decision 0042), over real PGlite and the app in-process: the member's
 * calendar feed (wishlisted shows × favourite cinemas of one site, from the API's clock on, behind
 * a secret that only its digest is stored of) and the new-showtimes notice.
 */

const now = new Date('2027-01-15T08:00:00Z');
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
let clock = now;
let database: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openSeededPglite(now);
  app = createApp(database.db, { env: { API_DEV_AUTH: '1', NODE_ENV: 'test' }, now: () => clock });
}, 60_000);

afterAll(async () => {
  await database?.stop();
});

const headers = (clientId: string, site: SiteCode = 'fr') => ({
  authorization: `Bearer dev:${clientId}`,
  'x-marquee-site': site,
  'content-type': 'application/json',
});

async function expectStatus(response: Response | Promise<Response>, status: number): Promise<Response> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return answered;
}

/** A member with a wishlist and favourites, through the API's own calls. */
async function member(
  clientId: string,
  {
    wished = [],
    rated = [],
    favourites = {},
  }: { wished?: string[]; rated?: string[]; favourites?: Partial<Record<SiteCode, string[]>> },
) {
  for (const show of wished)
    await expectStatus(
      app.request(`/api/client/${clientId}/show/${show}/intention`, {
        method: 'POST',
        headers: headers(clientId),
        body: '{}',
      }),
      200,
    );
  for (const show of rated)
    await expectStatus(
      app.request(`/api/client/${clientId}/show/${show}/emotion`, {
        method: 'POST',
        headers: headers(clientId),
        body: '{"emotion":3}',
      }),
      200,
    );
  for (const [site, slugs] of Object.entries(favourites) as [SiteCode, string[]][])
    for (const slug of slugs)
      await expectStatus(
        app.request(`/api/client/${clientId}/cinema/${slug}`, { method: 'POST', headers: headers(clientId, site) }),
        204,
      );
}

async function createFeed(clientId: string, site: SiteCode = 'fr'): Promise<string> {
  const response = await expectStatus(
    app.request(`/api/client/${clientId}/calendar`, { method: 'POST', headers: headers(clientId, site) }),
    200,
  );
  return wireCalendarFeed.parse(await response.json()).path;
}

/** The feed read back with a real iCalendar reader (as data/src/rules/calendar.test.ts reads files). */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      tzid: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate(),
    };
  });
}

async function futureShowtimes(shows: string[], cinemaSlugs: string[]) {
  return database.db
    .select({ sessionRef: showtimes.sessionRef, startsAt: showtimes.startsAt, timeZone: showtimes.timeZone })
    .from(showtimes)
    .where(
      and(
        inArray(showtimes.showSlug, shows),
        inArray(showtimes.cinemaSlug, cinemaSlugs),
        sql`${showtimes.startsAt} >= ${now.toISOString()}::timestamptz`,
      ),
    );
}

describe('the calendar feed holds the wishlisted shows at the favourite cinemas of its site (decision 0042)', () => {
  const frFavourites = ['marquee-beaugrenelle', 'marquee-bellecour'];

  beforeAll(async () => {
    // Orbite also plays on nl (at the nl favourite); Le Voyage de Mila is rated, not wishlisted.
    await member('feed-ada', {
      wished: ['orbite-10002', 'la-derniere-seance-10001'],
      rated: ['le-voyage-de-mila-10003'],
      favourites: { fr: frFavourites, nl: ['marquee-arena'] },
    });
  });

  it('has exactly the wishlisted × favourite showtimes from now, each in its cinema’s zone, and none of nl or of another cinema', async () => {
    const path = await createFeed('feed-ada');
    const response = await expectStatus(app.request(path), 200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const read = events(await response.text());
    const expected = await futureShowtimes(['orbite-10002', 'la-derniere-seance-10001'], frFavourites);
    expect(expected.length).toBeGreaterThan(10);
    expect(read.map((event) => event.uid).sort()).toEqual(
      expected.map((showtime) => `${showtime.sessionRef}@fr.marquee`).sort(),
    );
    const byUid = new Map(expected.map((showtime) => [`${showtime.sessionRef}@fr.marquee`, showtime]));
    for (const event of read) {
      const stored = byUid.get(event.uid);
      expect(event.tzid).toBe(stored?.timeZone);
      expect(event.start.toISOString()).toBe(stored?.startsAt.toISOString());
    }
    expect(new Set(read.map((event) => event.summary))).toEqual(new Set(['Orbite', 'La Dernière Séance']));
  });

  it('reads titles in the site’s default language, or the one asked for', async () => {
    const path = await createFeed('feed-ada');
    const english = events(await (await app.request(`${path}?language=en`)).text());
    expect(new Set(english.map((event) => event.summary))).toContain('Orbit');
  });

  it('a nl feed of the same member holds the nl favourite only', async () => {
    const path = await createFeed('feed-ada', 'nl');
    const read = events(await (await app.request(path)).text());
    const expected = await futureShowtimes(['orbite-10002', 'la-derniere-seance-10001'], ['marquee-arena']);
    expect(read.map((event) => event.uid).sort()).toEqual(
      expected.map((showtime) => `${showtime.sessionRef}@nl.marquee`).sort(),
    );
    expect(read.length).toBe(expected.length);
    expect(read.map((event) => event.summary)).toContain('Baan');
  });

  it('is kept privately for five minutes, with an ETag that answers 304 while nothing changed', async () => {
    const path = await createFeed('feed-ada');
    const first = await app.request(path);
    expect(first.headers.get('cache-control')).toBe('private, max-age=300');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await app.request(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('a member with nothing gets an empty VCALENDAR', async () => {
    const path = await createFeed('feed-nobody');
    const text = await (await expectStatus(app.request(path), 200)).text();
    expect(events(text)).toEqual([]);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
  });
});

describe('the feed’s address is a secret that can be revoked (decision 0042)', () => {
  const notFoundBody = { code: 'NOT_FOUND', message: 'Calendar not found', details: null };

  it('revoking makes the old address 404, as if it never existed; revoking again is 204', async () => {
    const path = await createFeed('feed-bea');
    await expectStatus(app.request(path), 200);
    const revoke = () =>
      app.request('/api/client/feed-bea/calendar', { method: 'DELETE', headers: headers('feed-bea') });
    await expectStatus(revoke(), 204);
    const gone = await expectStatus(app.request(path), 404);
    const never = await expectStatus(app.request('/api/calendar/never-was-a-feed.ics'), 404);
    expect(await gone.json()).toEqual(notFoundBody);
    expect(await never.json()).toEqual(notFoundBody);
    await expectStatus(revoke(), 204);
    const status = await (await app.request('/api/client/feed-bea/calendar', { headers: headers('feed-bea') })).json();
    expect(status).toEqual({ active: false, since: null });
  });

  it('a new address revokes the previous one; the status says since when, never the address', async () => {
    clock = minutes(5);
    const first = await createFeed('feed-cy');
    clock = minutes(6);
    const second = await createFeed('feed-cy');
    clock = now;
    expect(second).not.toBe(first);
    await expectStatus(app.request(first), 404);
    await expectStatus(app.request(second), 200);
    const status = await app.request('/api/client/feed-cy/calendar', { headers: headers('feed-cy') });
    const body = await status.text();
    expect(JSON.parse(body)).toEqual({ active: true, since: minutes(6).toISOString() });
    expect(body).not.toContain(second.replace(/^\/api\/calendar\/|\.ics$/g, ''));
  });

  it('stores only the SHA-256 of a 256-bit token: no column of the table holds the token', async () => {
    const path = await createFeed('feed-dee');
    const token = /^\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(path)?.[1] ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.clientId, 'feed-dee'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenDigest).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = JSON.stringify(await database.db.execute(sql`select * from calendar_feeds`));
    expect(everything).not.toContain(token);
  });

  it('a wrong or garbage token is the same 404, never a 500', async () => {
    const path = await createFeed('feed-eve');
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    const garbage = [
      token.slice(0, -1),
      `${token}x`,
      token.toUpperCase(),
      'x',
      '%00',
      '%ZZ',
      '%ED%A0%80',
      encodeURIComponent('😀'),
      "'%20or%201=1%20--",
      'a'.repeat(3000),
    ];
    for (const candidate of garbage) {
      const response = await app.request(`/api/calendar/${candidate}.ics`);
      expect(response.status, candidate.slice(0, 20)).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
  });

  it('the member’s calls need the member’s own bearer', async () => {
    await expectStatus(app.request('/api/client/feed-eve/calendar', { method: 'POST' }), 401);
    await expectStatus(
      app.request('/api/client/feed-eve/calendar', { method: 'DELETE', headers: headers('feed-mallory') }),
      403,
    );
  });
});

describe('new showtimes of wishlisted shows at favourite cinemas since the member’s last look (decision 0042)', () => {
  const [favourite, other] = ['marquee-beaugrenelle', 'marquee-bellecour'];

  /** A showtime like one the cinema has, starting `startsIn` minutes after `now`, added at `addedAt`. */
  async function addShowtime(show: string, cinema: string, startsIn: number, addedAt: Date, sessionRef: string) {
    const [template] = await database.db.select().from(showtimes).where(eq(showtimes.cinemaSlug, cinema)).limit(1);
    if (!template) throw new Error(`no showtime at ${cinema}`);
    const { id: _id, ...copy } = template;
    const startsAt = minutes(startsIn);
    await database.db.insert(showtimes).values({
      ...copy,
      showSlug: show,
      sessionRef,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 150 * 60_000),
      createdAt: addedAt,
    });
  }

  const news = async (site: SiteCode = 'fr') =>
    wireShowtimeNews.parse(
      await (
        await expectStatus(
          app.request('/api/client/news-fay/showtime-news', { headers: headers('news-fay', site) }),
          200,
        )
      ).json(),
    );

  it('the first look finds nothing and sets the mark; later ones flag what was added after it, per site', async () => {
    await member('news-fay', {
      wished: ['orbite-10002'],
      favourites: { fr: [favourite], nl: ['marquee-arena'] },
    });
    expect(await news('fr')).toEqual({ since: now.toISOString(), shows: [] });
    expect(await news('nl')).toEqual({ since: now.toISOString(), shows: [] });

    await addShowtime('orbite-10002', favourite, 60 * 48, minutes(-60), 'OLD-1'); // added before the mark
    await addShowtime('orbite-10002', favourite, 60 * 50, minutes(1), 'NEW-1'); // the one to flag
    await addShowtime('orbite-10002', favourite, 60 * 72, minutes(2), 'NEW-2'); // same show, later
    await addShowtime('orbite-10002', other, 60 * 30, minutes(1), 'NOT-FAV'); // not a favourite
    await addShowtime('la-derniere-seance-10001', favourite, 60 * 30, minutes(1), 'NOT-WISHED'); // not wishlisted
    await addShowtime('orbite-10002', favourite, -30, minutes(1), 'PAST'); // already started
    await addShowtime('orbite-10002', 'marquee-arena', 60 * 40, minutes(1), 'NL-1'); // the nl favourite
    clock = minutes(3);

    const fr = await news('fr');
    expect(fr.since).toBe(now.toISOString());
    expect(fr.shows).toEqual([
      {
        showSlug: 'orbite-10002',
        title: 'Orbite',
        cinemas: [{ slug: favourite, name: expect.any(String) }],
        firstShowtime: {
          cinemaSlug: favourite,
          // now + 50 h = 2027-01-17 10:00 UTC, 11:00 in Paris (winter, UTC+1); OLD-1, two hours earlier, is not new.
          time: '2027-01-17 11:00:00',
          startsAt: '2027-01-17T11:00:00+01:00',
          refCmd: expect.stringMatching(/\/fr\/NEW-1\/booking$/),
        },
      },
    ]);
    const nl = await news('nl');
    expect(nl.shows.map((item) => [item.title, item.cinemas.map((cinema) => cinema.slug)])).toEqual([
      ['Baan', ['marquee-arena']],
    ]);
  });

  it('acknowledging moves the mark to now: nothing is new until a showtime is added after it', async () => {
    clock = minutes(4);
    await expectStatus(
      app.request('/api/client/news-fay/showtime-news/seen', { method: 'POST', headers: headers('news-fay') }),
      204,
    );
    expect(await news('fr')).toEqual({ since: minutes(4).toISOString(), shows: [] });
    // The nl mark is its own.
    expect((await news('nl')).shows).toHaveLength(1);
    await addShowtime('orbite-10002', favourite, 60 * 90, minutes(5), 'NEW-3');
    clock = minutes(6);
    expect((await news('fr')).shows.map((item) => item.firstShowtime.refCmd.split('/').at(-2))).toEqual(['NEW-3']);
    clock = now;
  });
});
