import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './db/database.ts';
import { accounts, emailVerifications } from './db/schema.ts';

/**
 * Members' accounts: sign-up, password check, e-mail verification. Passwords are hashed with
 * Argon2id (@node-rs/argon2 defaults: 19 MiB, 2 passes, 1 lane — OWASP's recommended minimum).
 */

export interface Account {
  /** The OpenID Connect `sub`. */
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
  /** When the first sign-in completed: its tokens say `first_login` (member-and-shell.txt §3 firstLogin). */
  firstSignInAt: Date | null;
}

/** How long a verification link works. */
export const verificationLinkTtlMs = 24 * 60 * 60 * 1000;

/** NIST SP 800-63B: at least 8 characters, no composition rules; a bound keeps hashing cheap. */
export const passwordLength = { min: 8, max: 128 } as const;

/** A field's problem, as a message key the pages translate. */
export type FieldProblem = 'required' | 'email' | 'passwordTooShort' | 'passwordTooLong' | 'nameTooLong';

const name = z
  .string()
  .trim()
  .min(1, { message: 'required' satisfies FieldProblem })
  .max(100, { message: 'nameTooLong' satisfies FieldProblem });

export const signUpSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'required' satisfies FieldProblem })
    .pipe(z.email({ message: 'email' satisfies FieldProblem }))
    .transform((email) => email.toLowerCase()),
  password: z
    .string()
    .min(1, { message: 'required' satisfies FieldProblem })
    .min(passwordLength.min, { message: 'passwordTooShort' satisfies FieldProblem })
    .max(passwordLength.max, { message: 'passwordTooLong' satisfies FieldProblem }),
  givenName: name,
  familyName: name,
});

export type SignUp = z.infer<typeof signUpSchema>;
export type SignUpField = keyof SignUp;

/** The first problem of each field, in form order. */
export function signUpProblems(
  input: unknown,
): { data: SignUp } | { problems: Partial<Record<SignUpField, FieldProblem>> } {
  const parsed = signUpSchema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const problems: Partial<Record<SignUpField, FieldProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SignUpField;
    problems[field] ??= issue.message as FieldProblem;
  }
  return { problems };
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

type Row = typeof accounts.$inferSelect;
const toAccount = (row: Row): Account => ({
  id: row.id,
  email: row.email,
  givenName: row.givenName,
  familyName: row.familyName,
  emailVerified: row.emailVerifiedAt !== null,
  firstSignInAt: row.firstSignInAt,
});

export interface Accounts {
  signUp(input: SignUp, at: Date): Promise<{ account: Account } | { taken: true }>;
  /** The account when the password is right; null otherwise (an unknown e-mail costs the same time). */
  authenticate(email: string, password: string): Promise<Account | null>;
  byId(id: string): Promise<Account | null>;
  byEmail(email: string): Promise<Account | null>;
  /**
   * A completed sign-in at `at`; the account's first keeps its time. Answers that time and whether
   * this sign-in was the first.
   */
  recordSignIn(id: string, at: Date): Promise<{ firstSignInAt: Date; first: boolean }>;
  /** A new verification link's token; only its digest is stored. */
  issueVerification(accountId: string, at: Date): Promise<string>;
  /** Marks the address verified when the token is known and alive; the account, or null. */
  verifyEmail(token: string, at: Date): Promise<Account | null>;
}

export function createAccounts(db: Database): Accounts {
  // Verified against when the e-mail is unknown, so both answers take as long.
  const dummyHash = hash(randomBytes(16).toString('base64url'));

  async function byEmail(email: string): Promise<Account | null> {
    const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
    return row ? toAccount(row) : null;
  }

  return {
    async signUp(input, at) {
      const passwordHash = await hash(input.password);
      const [row] = await db
        .insert(accounts)
        .values({
          id: randomUUID(),
          email: input.email,
          passwordHash,
          givenName: input.givenName,
          familyName: input.familyName,
          createdAt: at,
        })
        .onConflictDoNothing({ target: accounts.email })
        .returning();
      return row ? { account: toAccount(row) } : { taken: true };
    },
    async authenticate(email, password) {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
      const ok = await verify(row?.passwordHash ?? (await dummyHash), password);
      return row && ok ? toAccount(row) : null;
    },
    async byId(id) {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
      return row ? toAccount(row) : null;
    },
    byEmail,
    async recordSignIn(id, at) {
      const [before] = await db
        .select({ firstSignInAt: accounts.firstSignInAt })
        .from(accounts)
        .where(eq(accounts.id, id));
      const firstSignInAt = before?.firstSignInAt ?? at;
      await db.update(accounts).set({ lastSignInAt: at, firstSignInAt }).where(eq(accounts.id, id));
      return { firstSignInAt, first: !before?.firstSignInAt };
    },
    async issueVerification(accountId, at) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(emailVerifications).values({
        tokenDigest: digest(token),
        accountId,
        expiresAt: new Date(at.getTime() + verificationLinkTtlMs),
        createdAt: at,
      });
      return token;
    },
    async verifyEmail(token, at) {
      // One statement takes the link, so a link works once however many tabs open it.
      const [link] = await db
        .delete(emailVerifications)
        .where(and(eq(emailVerifications.tokenDigest, digest(token)), gt(emailVerifications.expiresAt, at)))
        .returning({ accountId: emailVerifications.accountId });
      if (!link) return null;
      const [row] = await db
        .update(accounts)
        .set({ emailVerifiedAt: at })
        .where(eq(accounts.id, link.accountId))
        .returning();
      // The other links sent to the same address have done their job.
      await db.delete(emailVerifications).where(eq(emailVerifications.accountId, link.accountId));
      return row ? toAccount(row) : null;
    },
  };
}
