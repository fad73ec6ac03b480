import { and, asc, desc, eq, lt, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  auditLog,
  downloadLicences,
  emailOutbox,
  feedback,
  feedbackReplies,
  payments,
  profiles,
  ratings,
  reviewReports,
  reviews,
  sessions,
  subscriptions,
  userRoles,
  users,
  verifications,
  viewerProfiles,
  watchHistory,
  watchlist,
  watchProgress,
} from '../../db/schema/index';

/** The personal data of one account (POPIA): reads for the export, and the deletion. */
export function createAccountRepository(db: Database) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** argon2id hash of the e-mail + password sign-in, or null for a Google-only account. */
    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .limit(1);
      return row?.password ?? null;
    },

    async collect(userId: string) {
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
      return {
        profile: profile ?? null,
        roles: await db
          .select({ role: userRoles.role, grantedAt: userRoles.grantedAt })
          .from(userRoles)
          .where(eq(userRoles.userId, userId)),
        signInMethods: await db
          .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId)),
        sessions: await db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(desc(sessions.createdAt)),
        viewerProfiles: await db
          .select()
          .from(viewerProfiles)
          .where(eq(viewerProfiles.userId, userId))
          .orderBy(viewerProfiles.createdAt),
        watchlist: await db
          .select()
          .from(watchlist)
          .where(eq(watchlist.userId, userId))
          .orderBy(desc(watchlist.addedAt)),
        watchProgress: await db
          .select()
          .from(watchProgress)
          .where(eq(watchProgress.userId, userId))
          .orderBy(desc(watchProgress.updatedAt)),
        watchHistory: await db
          .select()
          .from(watchHistory)
          .where(eq(watchHistory.userId, userId))
          .orderBy(desc(watchHistory.watchedAt)),
        downloads: await db
          .select()
          .from(downloadLicences)
          .where(eq(downloadLicences.userId, userId))
          .orderBy(desc(downloadLicences.issuedAt)),
        ratings: await db
          .select()
          .from(ratings)
          .where(eq(ratings.userId, userId))
          .orderBy(desc(ratings.updatedAt)),
        // The account's own reviews, hidden ones with the moderator's reason, and the reports it made.
        reviews: await db
          .select()
          .from(reviews)
          .where(eq(reviews.userId, userId))
          .orderBy(desc(reviews.updatedAt)),
        reviewReports: await db
          .select()
          .from(reviewReports)
          .where(eq(reviewReports.reporterId, userId))
          .orderBy(desc(reviewReports.createdAt)),
        subscriptions: await db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId))
          .orderBy(desc(subscriptions.createdAt)),
        payments: await db
          .select()
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(desc(payments.createdAt)),
        feedback: await db
          .select()
          .from(feedback)
          .where(eq(feedback.userId, userId))
          .orderBy(desc(feedback.createdAt)),
        // The team's replies to that feedback (issue 19): what was sent, to which address, and when.
        feedbackReplies: await db
          .select({
            feedbackId: feedbackReplies.feedbackId,
            message: feedbackReplies.message,
            sentTo: feedbackReplies.sentTo,
            createdAt: feedbackReplies.createdAt,
          })
          .from(feedbackReplies)
          .innerJoin(feedback, eq(feedback.id, feedbackReplies.feedbackId))
          .where(eq(feedback.userId, userId))
          .orderBy(desc(feedbackReplies.createdAt)),
        activity: await db
          .select({
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            details: auditLog.details,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .where(
            or(
              eq(auditLog.actorId, userId),
              and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
            ),
          )
          .orderBy(asc(auditLog.createdAt)),
      };
    },

    /**
     * Removes the account and its personal rows in one transaction. Rows that reference the user cascade
     * (sessions, sign-in methods, roles, profile, lists, progress, history, ratings, subscriptions, feedback);
     * payments stay as financial records without the user; audit entries lose the link to the person.
     */
    /** Accounts whose e-mail was never confirmed, made before `createdBefore`, oldest first. */
    async unconfirmedBefore(createdBefore: Date, limit: number) {
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.emailVerified, false),
            lt(users.createdAt, createdBefore),
            // Never one that paid (it cannot have: signing in needs the confirmation; kept as a safety net).
            notExists(db.select({ id: payments.id }).from(payments).where(eq(payments.userId, users.id))),
          ),
        )
        .orderBy(asc(users.createdAt))
        .limit(limit);
    },

    /** Deletes an account and what refers to it; `action` is what the audit log records (no one's id kept). */
    async deleteAccount(
      userId: string,
      email: string,
      now: Date,
      action: 'account.deleted' | 'account.unconfirmed_removed' = 'account.deleted',
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(payments).set({ userId: null, updatedAt: now }).where(eq(payments.userId, userId));
        await tx
          .update(auditLog)
          .set({ targetId: null, ipAddress: null })
          .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
        await tx.update(auditLog).set({ actorId: null, ipAddress: null }).where(eq(auditLog.actorId, userId));
        await tx.delete(verifications).where(eq(verifications.value, userId));
        await tx.delete(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
        await tx.delete(users).where(eq(users.id, userId));
        await tx.insert(auditLog).values({
          actorId: null,
          action,
          targetType: 'user',
          targetId: null,
          details: {},
          createdAt: now,
        });
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
