import { desc } from 'drizzle-orm';
import type { Account } from './accounts.ts';
import type { Database } from './db/database.ts';
import { outbox } from './db/schema.ts';
import { messages } from './pages/messages.ts';
import { presentationQuery, type Presentation } from './pages/presentation.ts';
import type { InboxMessage } from './pages/views.ts';

/**
 * No mail server here: a message the provider sends is written to the outbox table, and the
 * development inbox (/dev/inbox, never with NODE_ENV=production) shows it. Production needs a
 * real transport behind `send` (this provider is for development: production points the site
 * at another OpenID Connect provider).
 */
export interface Mailer {
  sendVerification(account: Account, token: string, presentation: Presentation, at: Date): Promise<void>;
  latest(limit: number): Promise<InboxMessage[]>;
}

export function createMailer(db: Database, issuer: string): Mailer {
  return {
    async sendVerification(account, token, presentation, at) {
      const p = messages[presentation.language];
      // The link comes back in the member's language and site theme.
      const link = `${issuer}/verify-email?token=${encodeURIComponent(token)}&${presentationQuery(presentation)}`;
      await db.insert(outbox).values({
        to: account.email,
        subject: p.mail.verifySubject,
        text: p.mail.verifyText(account.givenName, link),
        link,
        createdAt: at,
      });
    },
    latest: (limit) =>
      db
        .select({
          to: outbox.to,
          subject: outbox.subject,
          text: outbox.text,
          link: outbox.link,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .orderBy(desc(outbox.id))
        .limit(limit),
  };
}
