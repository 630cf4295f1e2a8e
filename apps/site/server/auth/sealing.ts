import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

/**
 * Values the site hands the browser to keep but never to read (decision 0037): the session and
 * the sign-in transaction travel in cookies as JWE (`dir`, `A256GCM`: encrypted and
 * authenticated), each under its own key derived from SESSION_SECRET with HKDF, so a value sealed
 * for one purpose never opens as another. Any instance with the secret opens them; nothing is
 * kept on the server.
 */
export interface Sealer {
  /** The payload sealed until `expiresAt` (seconds since the epoch), read at `now`. */
  seal(payload: Record<string, unknown>, expiresAt: number, now: Date): Promise<string>;
  /** The payload, or null when the value is not ours, was altered, or has expired at `now`. */
  open(value: string, now: Date): Promise<JWTPayload | null>;
}

export function sealingKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'marquee-site', `marquee ${purpose} v1`, 32));
}

export function createSealer(secret: string, purpose: string): Sealer {
  const key = sealingKey(secret, purpose);
  return {
    seal(payload, expiresAt, now) {
      return new EncryptJWT(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .encrypt(key);
    },
    async open(value, now) {
      try {
        const { payload } = await jwtDecrypt(value, key, {
          currentDate: now,
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
