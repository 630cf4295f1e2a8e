import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import type { Database } from './database.ts';
import { secrets } from './schema.ts';

/**
 * The secrets every instance on one database shares, made by the first instance to start: the
 * token-signing key (RS256: the spec's login library accepts ID tokens signed with RS256 only,
 * member-and-shell.txt §5) and the keys that sign the provider's cookies. Rotating means
 * deleting the row (`delete from idp.secrets where name = ...`) and restarting: every token and
 * session signed with the old key then stops being accepted.
 */
export interface SharedSecrets {
  signingKey: JWK;
  cookieKeys: string[];
}

async function shared<T>(db: Database, name: string, make: () => T | Promise<T>): Promise<T> {
  const [stored] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
  if (stored) return stored.value as T;
  // Two instances starting at once both make one; the first insert wins and both read it back.
  await db
    .insert(secrets)
    .values({ name, value: await make() })
    .onConflictDoNothing();
  const [winner] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
  if (!winner) throw new Error(`idp secret ${name}: not stored`);
  return winner.value as T;
}

async function makeSigningKey(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

export async function loadSharedSecrets(db: Database): Promise<SharedSecrets> {
  const signingKey = await shared(db, 'signing-key', makeSigningKey);
  const cookieKeys = await shared(db, 'cookie-keys', () => [randomBytes(32).toString('base64url')]);
  return { signingKey, cookieKeys };
}
