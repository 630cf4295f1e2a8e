import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from './db/database.ts';
import { oidcPayloads } from './db/schema.ts';

/**
 * oidc-provider's Adapter on the provider's database: one table keyed by model and id, the
 * payload as JSON, its expiry, and the grant / session uid / user code lookups the interface
 * needs. Every instance on the database sees the same sessions, interactions, codes and tokens.
 *
 * Expired rows are never returned; each model's adapter deletes its expired rows now and then.
 */

const pruneEveryMs = 60_000;

/** The models a grant owns (oidc-provider's memory adapter lists the same): revoking a grant removes them. */
const grantable = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
];

/**
 * The adapter's clock: oidc-provider reads the system clock itself (its token and session times),
 * so the adapter's expiries and `consumed` stamps must come from the same one. One function, so
 * no part of the adapter reads another; tests of the adapter alone may pass their own.
 */
export type AdapterClock = () => number;

export function createAdapterFactory(db: Database, clock: AdapterClock = Date.now): (model: string) => Adapter {
  const prunedAt = new Map<string, number>();

  async function prune(model: string): Promise<void> {
    const now = clock();
    if (now - (prunedAt.get(model) ?? 0) < pruneEveryMs) return;
    prunedAt.set(model, now);
    await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), lt(oidcPayloads.expiresAt, new Date(now))));
  }

  return (model) => {
    const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date(clock())));

    async function findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), condition, live()))
        .limit(1);
      return row?.payload as AdapterPayload | undefined;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === 'number' ? new Date(clock() + expiresIn * 1000) : null;
        const row = {
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt,
        };
        await db
          .insert(oidcPayloads)
          .values({ model, id, ...row })
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
        await prune(model);
      },
      find: (id) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        // The provider reads `consumed` (seconds) to refuse a code or refresh token used twice.
        await db
          .update(oidcPayloads)
          .set({
            payload: sql`${oidcPayloads.payload} || jsonb_build_object('consumed', ${Math.floor(clock() / 1000)}::bigint)`,
          })
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async revokeByGrantId(grantId) {
        // Every artefact of the grant, whatever the model of the adapter asked: codes, access and refresh tokens.
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.grantId, grantId), inArray(oidcPayloads.model, grantable)));
      },
    };
  };
}
