import { and, eq, sql } from 'drizzle-orm';
import {
  showtimesCalendar,
  sites,
  type ApiCalls,
  type CalendarEvent,
  type Language,
  type SiteCode,
  type WireShowtimeNewsItem,
} from '@marquee/data';
import { calendarFeeds, showtimeNewsMarks, type Localized } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { textIn } from '../http/locale.ts';
import { noContent, type CallContext, type Implementation } from '../http/router.ts';
import { feedTokenDigest, newFeedToken } from './calendarToken.ts';
import { clientRow, lockedClientRow, ownId } from './members.ts';
import { bookingUrl, formatOffset, rows, siteSettings } from './shared.ts';

type Impl<K extends keyof ApiCalls> = Implementation<ApiCalls[K]>;

/**
 * Issue 19 beyond the spec (decision 0042): a member's calendar feed of the wishlisted shows'
 * showtimes at their favourite cinemas, behind a secret and revocable address, and the notice of
 * showtimes added there since the member last looked. Both read the favourites of one site
 * (decision 0039) and the wishlist (intention 2, member-and-shell.txt §7), for showtimes from the
 * API's clock on.
 */

/** member-and-shell.txt §7: intention 2 is "on the wishlist". */
const wishlist = 2;
/** A feed or a notice never grows past this many showtimes (the API holds 14 days of them). */
const maxShowtimes = 2000;
/** What a subscriber's calendar application calls the feed. */
const feedNames: Record<Language, string> = {
  fr: 'Marquee · mes films à voir',
  en: 'Marquee · my wishlist',
  de: 'Marquee · meine Merkliste',
  nl: 'Marquee · mijn verlanglijst',
};
/** Matches the feed's Cache-Control: asking more often brings nothing new. */
const refreshMinutes = 60;

interface WishedShowtime {
  show_slug: string;
  title: Localized;
  cinema_slug: string;
  cinema_name: string;
  address_line1: string;
  address_zip: string;
  address_city: string;
  session_ref: string;
  time_zone: string;
  start: string;
  end_time: string;
  offset_seconds: number;
  version_label: Localized | null;
  created_ms: number;
}

/**
 * The client's wishlisted shows' showtimes at their favourite cinemas of `site`, starting at `from`
 * or later (and added after `addedAfter` when given), earliest first.
 */
function wishedShowtimes(
  context: CallContext,
  clientId: string,
  site: SiteCode,
  from: Date,
  addedAfter: Date | null,
): Promise<WishedShowtime[]> {
  return rows<WishedShowtime>(
    context.db,
    sql`select s.show_slug, sh.title, c.slug as cinema_slug, c.name as cinema_name,
          c.address_line1, c.address_zip, c.address_city, s.session_ref, s.time_zone,
          to_char(s.starts_at at time zone s.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as start,
          to_char(s.ends_at at time zone s.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as end_time,
          extract(epoch from (s.starts_at at time zone s.time_zone) - (s.starts_at at time zone 'UTC'))::int as offset_seconds,
          v.label as version_label,
          (extract(epoch from s.created_at) * 1000)::float8 as created_ms
        from showtimes s
        join feelings f on f.show_slug = s.show_slug and f.client_id = ${clientId} and f.intention = ${wishlist}
        join favourite_cinemas fc on fc.cinema_slug = s.cinema_slug and fc.client_id = ${clientId} and fc.site = ${site}
        join cinemas c on c.slug = s.cinema_slug
        join shows sh on sh.slug = s.show_slug
        left join versions v on v.slug = s.version
        where s.starts_at >= ${from.toISOString()}::timestamptz and not sh.gone
          ${addedAfter ? sql`and s.created_at > ${addedAfter.toISOString()}::timestamptz` : sql``}
        order by s.starts_at, c.slug, s.session_ref
        limit ${maxShowtimes}`,
  );
}

// ---------------------------------------------------------------- the feed's address

const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export const calendarFeedStatus: Impl<'calendarFeedStatus'> = async (context) => {
  ownId(context, context.params.id);
  const client = await clientRow(context);
  const [feed] = await context.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.clientId, client.id), eq(calendarFeeds.site, context.site.code)));
  return { active: feed !== undefined, since: feed ? feed.createdAt.toISOString() : null };
};

/** A new token replaces the previous one of this client on this site: the old address stops at once. */
export const createCalendarFeed: Impl<'createCalendarFeed'> = async (context) => {
  ownId(context, context.params.id);
  const token = newFeedToken();
  await context.db.transaction(async (tx) => {
    const client = await lockedClientRow(context, tx);
    const row = { tokenDigest: feedTokenDigest(token), createdAt: context.at };
    await tx
      .insert(calendarFeeds)
      .values({ clientId: client.id, site: context.site.code, ...row })
      .onConflictDoUpdate({ target: [calendarFeeds.clientId, calendarFeeds.site], set: row });
  });
  return { path: feedPath(token), since: context.at.toISOString() };
};

/** Revoking a feed that is not there changes nothing and is no error (idempotent). */
export const revokeCalendarFeed: Impl<'revokeCalendarFeed'> = async (context) => {
  ownId(context, context.params.id);
  await context.db.transaction(async (tx) => {
    const client = await lockedClientRow(context, tx);
    await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.clientId, client.id), eq(calendarFeeds.site, context.site.code)));
  });
  return noContent;
};

// ---------------------------------------------------------------- the feed

function toEvent(row: WishedShowtime, language: Language, site: SiteCode, cmdUrl: string): CalendarEvent {
  const text = (value: Localized | null) => textIn(value, language, sites[site]);
  const booking = bookingUrl(cmdUrl, language, row.session_ref);
  return {
    uid: `${row.session_ref}@${site}.marquee`,
    title: text(row.title) ?? row.show_slug,
    cinemaName: row.cinema_name,
    address: `${row.address_line1}, ${row.address_zip} ${row.address_city}`,
    start: row.start,
    end: row.end_time,
    timeZone: row.time_zone,
    bookingUrl: booking,
    ...(row.version_label ? { description: text(row.version_label) ?? undefined } : {}),
    // The showtime's own instant: a feed whose showtimes did not change reads the same (same ETag).
    revisedAt: new Date(Number(row.created_ms)),
  };
}

/**
 * The feed (no bearer: the token is the secret). Unknown, malformed and revoked tokens are the
 * same 404: nothing says whether an address ever existed. The feed's own site decides the
 * favourites, the language (its default unless `language` is asked) and the booking addresses.
 */
export const calendarFeed: Impl<'calendarFeed'> = async (context) => {
  const [feed] = await context.db
    .select({ clientId: calendarFeeds.clientId, site: calendarFeeds.site })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenDigest, feedTokenDigest(context.params.token)));
  if (!feed) throw notFound('Calendar');
  const site = feed.site as SiteCode;
  const language = context.query.language ?? sites[site].defaultLanguage;
  const [found, { cmdUrl }] = await Promise.all([
    wishedShowtimes(context, feed.clientId, site, context.at, null),
    siteSettings(context.db, site),
  ]);
  return showtimesCalendar(
    found.map((row) => toEvent(row, language, site, cmdUrl)),
    { now: context.at, name: feedNames[language], refreshMinutes },
  );
};

// ---------------------------------------------------------------- new showtimes

/** The client's mark on this site; the first look ever sets it to now and finds nothing new. */
async function newsMark(context: CallContext): Promise<{ since: Date; first: boolean }> {
  return context.db.transaction(async (tx) => {
    const client = await lockedClientRow(context, tx);
    const inserted = await tx
      .insert(showtimeNewsMarks)
      .values({ clientId: client.id, site: context.site.code, seenAt: context.at })
      .onConflictDoNothing()
      .returning({ seenAt: showtimeNewsMarks.seenAt });
    if (inserted[0]) return { since: inserted[0].seenAt, first: true };
    const [mark] = await tx
      .select({ seenAt: showtimeNewsMarks.seenAt })
      .from(showtimeNewsMarks)
      .where(and(eq(showtimeNewsMarks.clientId, client.id), eq(showtimeNewsMarks.site, context.site.code)));
    if (!mark) throw new Error('showtime news mark vanished');
    return { since: mark.seenAt, first: false };
  });
}

/** One item per show, in the order of its first new showtime; its cinemas in the order they come. */
function newsItems(found: WishedShowtime[], context: CallContext, cmdUrl: string): WireShowtimeNewsItem[] {
  const items = new Map<string, WireShowtimeNewsItem>();
  for (const row of found) {
    const item = items.get(row.show_slug);
    if (item) {
      if (!item.cinemas.some((cinema) => cinema.slug === row.cinema_slug))
        item.cinemas.push({ slug: row.cinema_slug, name: row.cinema_name });
      continue;
    }
    items.set(row.show_slug, {
      showSlug: row.show_slug,
      title: textIn(row.title, context.language, context.site) ?? row.show_slug,
      cinemas: [{ slug: row.cinema_slug, name: row.cinema_name }],
      firstShowtime: {
        cinemaSlug: row.cinema_slug,
        time: row.start.replace('T', ' '),
        startsAt: `${row.start}${formatOffset(Number(row.offset_seconds))}`,
        refCmd: bookingUrl(cmdUrl, context.language, row.session_ref),
      },
    });
  }
  return [...items.values()];
}

export const showtimeNews: Impl<'showtimeNews'> = async (context) => {
  ownId(context, context.params.id);
  const mark = await newsMark(context);
  if (mark.first) return { since: mark.since.toISOString(), shows: [] };
  const [found, { cmdUrl }] = await Promise.all([
    wishedShowtimes(context, context.params.id, context.site.code, context.at, mark.since),
    siteSettings(context.db, context.site.code),
  ]);
  return { since: mark.since.toISOString(), shows: newsItems(found, context, cmdUrl) };
};

export const acknowledgeShowtimeNews: Impl<'acknowledgeShowtimeNews'> = async (context) => {
  ownId(context, context.params.id);
  await context.db.transaction(async (tx) => {
    const client = await lockedClientRow(context, tx);
    await tx
      .insert(showtimeNewsMarks)
      .values({ clientId: client.id, site: context.site.code, seenAt: context.at })
      .onConflictDoUpdate({
        target: [showtimeNewsMarks.clientId, showtimeNewsMarks.site],
        set: { seenAt: context.at },
      });
  });
  return noContent;
};
