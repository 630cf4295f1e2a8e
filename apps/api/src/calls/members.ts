import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  forcedClientFrame,
  type ApiCalls,
  type ClientRegistration,
  type SiteCode,
  type WireFeeling,
} from '@marquee/data';
import type { Database } from '../db/database.ts';
import { cinemas, clients, favouriteCinemas, feelings, shows } from '../db/schema.ts';
import { HttpError, notFound } from '../errors.ts';
import { noContent, type CallContext, type Implementation } from '../http/router.ts';

type Impl<K extends keyof ApiCalls> = Implementation<ApiCalls[K]>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ClientRow = typeof clients.$inferSelect;

/**
 * Client calls (member-and-shell.txt §4, §7): every one carries a verified
 * bearer token (http/auth.ts); `{id}` must be the token's own client. Writes
 * run in one transaction each, so a refused request changes nothing.
 */

export function ownId(context: CallContext, id: string): string {
  const identity = context.identity;
  if (!identity) throw new HttpError(401, 'UNAUTHORIZED', 'A bearer token is required');
  if (identity.clientId !== id) throw new HttpError(403, 'FORBIDDEN', 'This client is not yours');
  return id;
}

/**
 * The signed-in client's row, created from the token on first sight and locked for the rest of
 * the transaction: every write of one client runs one at a time, so the favourites' limit and a
 * feeling's read-modify-write hold with 100 requests at once, on PGlite and on a PostgreSQL server
 * (decision 0039).
 */
export async function lockedClientRow(context: CallContext, tx: Transaction): Promise<ClientRow> {
  const identity = context.identity;
  if (!identity) throw new HttpError(401, 'UNAUTHORIZED', 'A bearer token is required');
  await tx
    .insert(clients)
    .values({
      id: identity.clientId,
      site: context.site.code,
      email: identity.email ?? `${identity.clientId}@unknown.invalid`,
      firstname: identity.firstname,
      lastname: identity.lastname,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(clients).where(eq(clients.id, identity.clientId)).limit(1).for('update');
  if (!row) throw new Error('client row vanished');
  return row;
}

/** A read needs the row, not the lock: it is created in its own short transaction. */
export const clientRow = (context: CallContext) => context.db.transaction((tx) => lockedClientRow(context, tx));

/** This site's favourites only (member-and-shell.txt §9: the limit is per country), most recent first. */
async function favouriteSlugs(database: Database | Transaction, clientId: string, site: SiteCode): Promise<string[]> {
  const list = await database
    .select({ slug: favouriteCinemas.cinemaSlug })
    .from(favouriteCinemas)
    .where(and(eq(favouriteCinemas.clientId, clientId), eq(favouriteCinemas.site, site)))
    .orderBy(desc(favouriteCinemas.position));
  return list.map((row) => row.slug);
}

async function requireSiteCinemas(
  context: CallContext,
  database: Database | Transaction,
  slugs: string[],
): Promise<void> {
  const found = await database
    .select({ slug: cinemas.slug })
    .from(cinemas)
    .where(
      and(eq(cinemas.site, context.site.code), inArray(cinemas.slug, slugs), sql`${cinemas.redirectSlug} is null`),
    );
  if (found.length !== new Set(slugs).size) throw notFound('Cinema');
}

/**
 * member-and-shell.txt §4 Favourite cinemas: adding puts the slug first and deduplicates; a
 * favourite already there is left as it is (the write is idempotent); §5/§9: refused at the
 * site's limit (409), counted on this site only.
 */
async function addFavourites(context: CallContext, slugs: string[]): Promise<string[]> {
  const site = context.site.code;
  return context.db.transaction(async (tx) => {
    const client = await lockedClientRow(context, tx);
    await requireSiteCinemas(context, tx, slugs);
    const current = await favouriteSlugs(tx, client.id, site);
    const added = [...new Set(slugs)].filter((slug) => !current.includes(slug));
    const limit = context.site.favouriteCinemasLimit;
    if (current.length + added.length > limit) {
      throw new HttpError(409, 'FAVOURITE_LIMIT', `At most ${limit} favourite cinemas on this site`, { limit });
    }
    const [top] = await tx
      .select({ position: sql<number>`coalesce(max(${favouriteCinemas.position}), 0)::int` })
      .from(favouriteCinemas)
      .where(and(eq(favouriteCinemas.clientId, client.id), eq(favouriteCinemas.site, site)));
    let position = Number(top?.position ?? 0);
    for (const slug of added) {
      position += 1;
      // The key holds even if the lock were ever bypassed: a duplicate is no error, and no second row.
      await tx
        .insert(favouriteCinemas)
        .values({ clientId: client.id, site, cinemaSlug: slug, position })
        .onConflictDoNothing();
    }
    return favouriteSlugs(tx, client.id, site);
  });
}

/** Removing a favourite that is not there changes nothing and is no error (idempotent). */
async function removeFavourites(context: CallContext, slugs: string[]): Promise<string[]> {
  const site = context.site.code;
  return context.db.transaction(async (tx) => {
    const client = await lockedClientRow(context, tx);
    await tx
      .delete(favouriteCinemas)
      .where(
        and(
          eq(favouriteCinemas.clientId, client.id),
          eq(favouriteCinemas.site, site),
          inArray(favouriteCinemas.cinemaSlug, slugs),
        ),
      );
    return favouriteSlugs(tx, client.id, site);
  });
}

/** The token's word on registration (http/auth.ts registrationOf); none without a token. */
function registrationOf(context: CallContext): ClientRegistration {
  const identity = context.identity;
  if (!identity) throw new HttpError(401, 'UNAUTHORIZED', 'A bearer token is required');
  return identity.registration;
}

function toWireClient(row: ClientRow, favourites: string[], registration: ClientRegistration) {
  const name = [row.firstname, row.lastname].filter(Boolean).join(' ') || null;
  return {
    id: row.id,
    name,
    email: row.email,
    avatar: null,
    ...registration,
    favoriteCinemas: favourites,
    sendNewsletter: row.sendNewsletter,
    mailCommunication: row.sendNewsletter,
    subscriptions: { newsletter: row.sendNewsletter, cinepass: row.cinepassType !== null },
    subscription: row.currentPlan
      ? {
          currentPlan: row.currentPlan,
          eligibleChanges: true,
          eligibleRenewal: false,
          eligibleReSubscription: false,
          eligibleForAddonChange: true,
          downgrade: null,
        }
      : null,
    cinepassType: row.cinepassType,
    loyaltyLevel: row.loyaltyLevel,
  };
}

/** The development provider's register and e-mail validation pages, served under each site's /login (decision 0043). */
export const defaultRegisterUrl = '/login/register';
export const defaultEmailValidationUrl = '/login/verify';

/**
 * member §7 GET client/{id}, §4 Auth (decision 0047): the forced frames' pages
 * (MEMBER_REGISTER_URL, MEMBER_EMAIL_VALIDATION_URL); `useAuth0`, the external provider's option,
 * when they are another origin's (an absolute address, which the site cannot frame); `mustForce`
 * when this client must go through one of them. Both on: the site goes to the page instead of
 * framing it (the spec's redirect flag).
 */
export const clientStatus: Impl<'clientStatus'> = async (context) => {
  ownId(context, context.params.id);
  const row = await clientRow(context);
  const registration = registrationOf(context);
  const registerUrl = context.env.MEMBER_REGISTER_URL?.trim() || defaultRegisterUrl;
  const emailValidationUrl = context.env.MEMBER_EMAIL_VALIDATION_URL?.trim() || defaultEmailValidationUrl;
  const external = (url: string) => /^https?:\/\//i.test(url);
  return {
    client: toWireClient(row, await favouriteSlugs(context.db, row.id, context.site.code), registration),
    registerUrl,
    emailValidationUrl,
    useAuth0: external(registerUrl) || external(emailValidationUrl),
    mustForce: forcedClientFrame(registration) !== null,
  };
};

export const addFavouriteCinema: Impl<'addFavouriteCinema'> = async (context) => {
  ownId(context, context.params.id);
  await addFavourites(context, [context.params.slug]);
  return noContent;
};

export const removeFavouriteCinema: Impl<'removeFavouriteCinema'> = async (context) => {
  ownId(context, context.params.id);
  await removeFavourites(context, [context.params.slug]);
  return noContent;
};

export const account: Impl<'account'> = async (context) => {
  const row = await clientRow(context);
  return {
    icu: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    photoUrl: null,
    newsletterSubscription: row.sendNewsletter,
    cinepassSubscription: row.cinepassType !== null,
    cinepassType: row.cinepassType,
    subscription: row.currentPlan ? { currentPlan: row.currentPlan, eligibleChanges: true } : null,
    ...registrationOf(context),
    mailCommunication: row.sendNewsletter,
    sendNewsletter: row.sendNewsletter,
    loyaltyLevel: row.loyaltyLevel,
  };
};

export const favouriteCinemaList: Impl<'favouriteCinemas'> = async (context) => {
  const row = await clientRow(context);
  return { cinemas: await favouriteSlugs(context.db, row.id, context.site.code) };
};

export const addFavouriteCinemas: Impl<'addFavouriteCinemas'> = async (context) => ({
  cinemas: await addFavourites(context, context.body.cinemas),
});

export const removeFavouriteCinemas: Impl<'removeFavouriteCinemas'> = async (context) => ({
  cinemas: await removeFavourites(context, context.body.cinemas),
});

// ---------------------------------------------------------------- feelings

function toWireFeeling(row: { showSlug: string; intention: number | null; emotion: number | null }): WireFeeling {
  return {
    showSlug: row.showSlug,
    intention: row.intention,
    emotion: row.emotion === 1 || row.emotion === 2 || row.emotion === 3 ? row.emotion : null,
  };
}

export const clientFeelings: Impl<'clientFeelings'> = async (context) => {
  ownId(context, context.params.id);
  const slugs = context.body.showSlugs;
  if (slugs.length === 0) return [];
  const list = await context.db
    .select()
    .from(feelings)
    .where(and(eq(feelings.clientId, context.params.id), inArray(feelings.showSlug, slugs)));
  return list.map(toWireFeeling);
};

/**
 * Wishlist and emotion (member-and-shell.txt §3 Feelings per show). A show's slug is one row for
 * every site it plays on (`shows.sites`), so a feeling is the member's, whichever site it was
 * given on (decision 0039). The client's lock makes the read-modify-write safe: an intention and
 * an emotion sent at once both stay.
 */
async function setFeeling(
  context: CallContext,
  clientId: string,
  showSlug: string,
  change: { intention?: number | null; emotion?: number | null },
): Promise<WireFeeling> {
  return context.db.transaction(async (tx) => {
    const [show] = await tx.select({ slug: shows.slug }).from(shows).where(eq(shows.slug, showSlug)).limit(1);
    if (!show) throw notFound('Show');
    await lockedClientRow(context, tx);
    const [current] = await tx
      .select()
      .from(feelings)
      .where(and(eq(feelings.clientId, clientId), eq(feelings.showSlug, showSlug)))
      .limit(1);
    const next = {
      clientId,
      showSlug,
      intention: change.intention !== undefined ? change.intention : (current?.intention ?? null),
      emotion: change.emotion !== undefined ? change.emotion : (current?.emotion ?? null),
    };
    if (next.intention === null && next.emotion === null) {
      await tx.delete(feelings).where(and(eq(feelings.clientId, clientId), eq(feelings.showSlug, showSlug)));
    } else {
      await tx
        .insert(feelings)
        .values(next)
        .onConflictDoUpdate({
          target: [feelings.clientId, feelings.showSlug],
          set: { intention: next.intention, emotion: next.emotion },
        });
    }
    return toWireFeeling(next);
  });
}

export const setIntention: Impl<'setIntention'> = async (context) =>
  setFeeling(context, ownId(context, context.params.id), context.params.slug, {
    intention: context.body.isDelete ? null : context.body.intention,
  });

export const setEmotion: Impl<'setEmotion'> = async (context) =>
  setFeeling(context, ownId(context, context.params.id), context.params.slug, {
    emotion: context.body.isDelete ? null : context.body.emotion,
  });

// ---------------------------------------------------------------- session

export const webview: Impl<'webview'> = async (context) => {
  const issuer = context.env.OIDC_ISSUER ?? '/auth';
  return { urlLogin: `${issuer}/login?webview=1`, urlSignup: `${issuer}/signup?webview=1` };
};

/** POST logout: the session lives on the site (BFF); the API has nothing to forget. */
export const logout: Impl<'logout'> = async () => noContent;
