import type { FeedbackStatus } from '@mzansi/contracts/admin-inbox';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback, feedbackReplies, profiles, users } from '../../db/schema/index';

export interface FeedbackFilters {
  status?: FeedbackStatus;
  topic?: string;
  q?: string;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditionsOf(filters: FeedbackFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(feedback.status, filters.status));
  if (filters.topic) conditions.push(eq(feedback.topic, filters.topic));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      sql`(lower(${feedback.message}) like ${pattern} or lower(coalesce(${feedback.email}, '')) like ${pattern} or lower(coalesce(${users.email}, '')) like ${pattern})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const repliesCount = sql<number>`(select count(*)::int from ${feedbackReplies} r where r.feedback_id = ${feedback.id})`;

const itemColumns = {
  id: feedback.id,
  topic: feedback.topic,
  status: feedback.status,
  message: feedback.message,
  email: feedback.email,
  userId: feedback.userId,
  userEmail: users.email,
  userName: users.name,
  userLanguage: users.language,
  language: feedback.language,
  page: feedback.page,
  userAgent: feedback.userAgent,
  createdAt: feedback.createdAt,
  repliesCount,
};

export type FeedbackItemRow = {
  id: string;
  topic: string;
  status: string;
  message: string;
  email: string | null;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  userLanguage: string | null;
  language: string | null;
  page: string | null;
  userAgent: string | null;
  createdAt: Date;
  repliesCount: number;
};

/** The admin feedback inbox's reads and writes (issue 19). */
export function createFeedbackInboxRepository(db: Database) {
  return {
    async list(
      filters: FeedbackFilters,
      page: number,
      pageSize: number,
    ): Promise<{ rows: FeedbackItemRow[]; total: number }> {
      const where = conditionsOf(filters);
      const [rows, totals] = await Promise.all([
        db
          .select(itemColumns)
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async find(id: string): Promise<FeedbackItemRow | null> {
      const [row] = await db
        .select(itemColumns)
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .where(eq(feedback.id, id));
      return row ?? null;
    },

    replies(feedbackId: string) {
      return db
        .select({
          id: feedbackReplies.id,
          message: feedbackReplies.message,
          sentTo: feedbackReplies.sentTo,
          authorId: feedbackReplies.authorId,
          authorName: sql<string | null>`coalesce(${profiles.displayName}, ${users.name})`,
          createdAt: feedbackReplies.createdAt,
        })
        .from(feedbackReplies)
        .leftJoin(users, eq(users.id, feedbackReplies.authorId))
        .leftJoin(profiles, eq(profiles.id, feedbackReplies.authorId))
        .where(eq(feedbackReplies.feedbackId, feedbackId))
        .orderBy(feedbackReplies.createdAt);
    },

    async setStatus(id: string, status: FeedbackStatus, at: Date): Promise<void> {
      await db.update(feedback).set({ status, updatedAt: at }).where(eq(feedback.id, id));
    },

    async addReply(row: typeof feedbackReplies.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(feedbackReplies).values(row);
        await tx
          .update(feedback)
          .set({ status: 'answered', updatedAt: row.createdAt })
          .where(eq(feedback.id, row.feedbackId));
      });
    },
  };
}
