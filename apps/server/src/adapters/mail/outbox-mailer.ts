import { desc, eq, lt } from 'drizzle-orm';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import type { Mailer } from './mail';

/** Outbox rows live a week: long enough to click a link, short enough not to hoard personal data. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: Date;
}

/** The embedded mailer: e-mails are rows in `email_outbox` instead of messages on the wire. */
export function createOutboxMailer(db: Database, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const now = clock.now();
      await db.insert(emailOutbox).values({
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        kind: message.kind,
        createdAt: now,
      });
      await db.delete(emailOutbox).where(lt(emailOutbox.createdAt, new Date(now.getTime() - KEEP_MS)));
    },
    async close() {},
  };
}

/** Newest first, optionally for one address. */
export async function listOutbox(
  db: Database,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.to, options.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(options.limit ?? 50);
}
