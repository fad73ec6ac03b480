import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountPins, sessionViewerProfiles, users, viewerProfiles } from '../../db/schema/index';

export type ViewerProfileRow = typeof viewerProfiles.$inferSelect;
export type NewViewerProfile = Omit<typeof viewerProfiles.$inferInsert, 'id' | 'userId' | 'isPrimary'>;
export type ViewerProfileChanges = Partial<
  Pick<ViewerProfileRow, 'name' | 'avatar' | 'language' | 'kids' | 'maturityLimit' | 'autoplayNext'>
>;

/** The shared wrong-PIN counter of an account (account_pins) as an attempt left it. */
export interface PinLockState {
  /** wrong PINs since the last right one or the last lock, counting attempts still being checked */
  failures: number;
  lockedUntil: Date | null;
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** SQL for viewer profiles (issue 16, D73). Every query is scoped to the account that owns the profiles. */
export function createViewerProfilesRepository(db: Database) {
  return {
    /** The account's profiles, the primary one first, then in the order they were made. */
    list: (userId: string): Promise<ViewerProfileRow[]> =>
      db
        .select()
        .from(viewerProfiles)
        .where(eq(viewerProfiles.userId, userId))
        .orderBy(desc(viewerProfiles.isPrimary), asc(viewerProfiles.createdAt), asc(viewerProfiles.id)),

    async find(userId: string, id: string): Promise<ViewerProfileRow | null> {
      const [row] = await db
        .select()
        .from(viewerProfiles)
        .where(and(eq(viewerProfiles.userId, userId), eq(viewerProfiles.id, id)));
      return row ?? null;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(viewerProfiles)
        .where(eq(viewerProfiles.userId, userId));
      return row?.n ?? 0;
    },

    /** The profile a session chose (null: none yet). */
    async chosenBy(sessionId: string): Promise<string | null> {
      const [row] = await db
        .select({ profileId: sessionViewerProfiles.profileId })
        .from(sessionViewerProfiles)
        .where(eq(sessionViewerProfiles.sessionId, sessionId));
      return row?.profileId ?? null;
    },

    /** The interface language of the account (a new profile's default). */
    async accountLanguage(userId: string): Promise<string | null> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return row?.language ?? null;
    },

    /**
     * Adds a profile unless the account has `max` already (null then). The account's row is locked for the count
     * and the insert, so two profiles added at once cannot both pass the count.
     */
    create(userId: string, values: NewViewerProfile, max: number): Promise<ViewerProfileRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [counted] = await tx
          .select({ n: count() })
          .from(viewerProfiles)
          .where(eq(viewerProfiles.userId, userId));
        if ((counted?.n ?? 0) >= max) return null;
        const [row] = await tx
          .insert(viewerProfiles)
          .values({ ...values, userId, isPrimary: false })
          .returning();
        return row ?? null;
      });
    },

    async update(
      userId: string,
      id: string,
      changes: ViewerProfileChanges,
      now: Date,
    ): Promise<ViewerProfileRow | null> {
      const [row] = await db
        .update(viewerProfiles)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(viewerProfiles.userId, userId), eq(viewerProfiles.id, id)))
        .returning();
      return row ?? null;
    },

    /**
     * Deletes a profile that is not the primary one. Its list, progress, history and ratings go with it, and sessions
     * that had chosen it fall back to the primary profile (foreign keys ON DELETE CASCADE).
     */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(viewerProfiles)
        .where(
          and(
            eq(viewerProfiles.userId, userId),
            eq(viewerProfiles.id, id),
            eq(viewerProfiles.isPrimary, false),
          ),
        )
        .returning({ id: viewerProfiles.id });
      return deleted.length > 0;
    },

    async setProfilePin(
      userId: string,
      id: string,
      pinHash: string | null,
      now: Date,
    ): Promise<ViewerProfileRow | null> {
      const [row] = await db
        .update(viewerProfiles)
        .set({ pinHash, updatedAt: now })
        .where(and(eq(viewerProfiles.userId, userId), eq(viewerProfiles.id, id)))
        .returning();
      return row ?? null;
    },

    /** This session watches as the profile from now on (one row per session). */
    async choose(sessionId: string, profileId: string, now: Date): Promise<void> {
      await db
        .insert(sessionViewerProfiles)
        .values({ sessionId, profileId, chosenAt: now })
        .onConflictDoUpdate({
          target: sessionViewerProfiles.sessionId,
          set: { profileId, chosenAt: now },
        });
    },

    /** The account PIN's hash (null: none set). */
    async accountPinHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ pinHash: accountPins.pinHash })
        .from(accountPins)
        .where(eq(accountPins.userId, userId));
      return row?.pinHash ?? null;
    },

    /** Sets or removes (null) the account PIN; like every reset through the password, it lifts the PIN lock. */
    async setAccountPin(userId: string, pinHash: string | null, now: Date): Promise<void> {
      await db
        .insert(accountPins)
        .values({ userId, pinHash, failures: 0, lockedUntil: null, updatedAt: now })
        .onConflictDoUpdate({
          target: accountPins.userId,
          set: { pinHash, failures: 0, lockedUntil: null, updatedAt: now },
        });
    },

    /** Lifts the PIN lock and forgets the wrong PINs (a PIN reset through the password). */
    async clearPinLock(userId: string, now: Date): Promise<void> {
      await db
        .update(accountPins)
        .set({ failures: 0, lockedUntil: null, updatedAt: now })
        .where(eq(accountPins.userId, userId));
    },

    /**
     * Counts a PIN attempt before the PIN is checked, in one statement: parallel guesses each take their own number,
     * so no more than the allowed number can be checked at once (a read-then-write count would let a burst of
     * requests all read "no failures yet"). A lock still running leaves the count alone; one that has run out starts
     * the count again. The caller refuses when the answer is locked or counts more attempts than allowed.
     */
    async reservePinAttempt(userId: string, now: Date): Promise<PinLockState> {
      const at = timestamp(now);
      const [row] = await db
        .insert(accountPins)
        .values({ userId, failures: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: accountPins.userId,
          set: {
            failures: sql`case when ${accountPins.lockedUntil} > ${at} then ${accountPins.failures}
              when ${accountPins.lockedUntil} is not null then 1
              else least(${accountPins.failures} + 1, 1000) end`,
            lockedUntil: sql`case when ${accountPins.lockedUntil} > ${at} then ${accountPins.lockedUntil} else null end`,
            updatedAt: now,
          },
        })
        .returning({ failures: accountPins.failures, lockedUntil: accountPins.lockedUntil });
      return row!;
    },

    /** A right PIN: the wrong ones before it are forgotten. */
    async pinAttemptRight(userId: string, now: Date): Promise<void> {
      await db.update(accountPins).set({ failures: 0, updatedAt: now }).where(eq(accountPins.userId, userId));
    },

    /**
     * A wrong PIN (already counted by reservePinAttempt): the attempt that reaches `maxFailures` locks every PIN of
     * the account until `lockedUntil` and starts the count again. One UPDATE ... RETURNING.
     */
    async pinAttemptWrong(
      userId: string,
      now: Date,
      maxFailures: number,
      lockedUntil: Date,
    ): Promise<PinLockState> {
      const reached = sql`${accountPins.failures} >= ${maxFailures}`;
      const [row] = await db
        .update(accountPins)
        .set({
          lockedUntil: sql`case when ${reached} then ${timestamp(lockedUntil)} else ${accountPins.lockedUntil} end`,
          failures: sql`case when ${reached} then 0 else ${accountPins.failures} end`,
          updatedAt: now,
        })
        .where(eq(accountPins.userId, userId))
        .returning({ failures: accountPins.failures, lockedUntil: accountPins.lockedUntil });
      return row ?? { failures: maxFailures, lockedUntil };
    },
  };
}

export type ViewerProfilesRepository = ReturnType<typeof createViewerProfilesRepository>;
