import type { Role } from '@mzansi/contracts/roles';
import { isLanguage, type Language } from '@mzansi/i18n/languages';
import type { AgeRatingCode } from '@mzansi/contracts/catalogue';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  sessions,
  sessionViewerProfiles,
  userRoles,
  users,
  viewerProfiles,
} from '../../db/schema/index';
import type { ViewerProfileRef } from '../../http/authenticate';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

const chosenProfile = alias(viewerProfiles, 'chosen_profile');
const primaryProfile = alias(viewerProfiles, 'primary_profile');
const profileRef = <T extends typeof viewerProfiles | typeof chosenProfile | typeof primaryProfile>(
  table: T,
) => ({ id: table.id, kids: table.kids, maturityLimit: table.maturityLimit, language: table.language });

/**
 * The account's roles, read in the session's own query: every signed-in request needs them, fresh (a change applies
 * at once, ASVS 8.3.2), and a second query per request cost more than the join.
 */
const rolesJson = sql<Role[]>`coalesce(
  (select json_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}),
  '[]'::json
)`;

/** SQL for accounts and sessions that Better Auth does not do for us (lookups on every request, listings). */
export function createAuthRepository(db: Database) {
  /**
   * The primary profile of an account that has none: the users trigger makes one for every new row, so this only
   * runs for a row written around it (a restore of old data). Idempotent under races (one primary per account).
   */
  async function ensurePrimaryProfile(user: UserRow) {
    await db
      .insert(viewerProfiles)
      .values({
        userId: user.id,
        name: (user.name.trim() || user.email.split('@')[0] || 'Me').slice(0, 30),
        language: user.language,
        isPrimary: true,
      })
      .onConflictDoNothing();
    const [primary] = await db
      .select(profileRef(viewerProfiles))
      .from(viewerProfiles)
      .where(and(eq(viewerProfiles.userId, user.id), eq(viewerProfiles.isPrimary, true)));
    if (!primary) throw new Error(`No primary viewer profile for user ${user.id}`);
    return primary;
  }

  return {
    /**
     * The session of a token, its account, and the viewer profile it watches as: the one this session chose
     * (session_viewer_profiles), else the account's primary profile. One query: it runs on every signed-in request.
     */
    async findSessionByToken(
      token: string,
    ): Promise<{ session: SessionRow; user: UserRow; profile: ViewerProfileRef; roles: Role[] } | null> {
      const [row] = await db
        .select({
          session: sessions,
          user: users,
          chosen: profileRef(chosenProfile),
          primary: profileRef(primaryProfile),
          roles: rolesJson,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(sessionViewerProfiles, eq(sessionViewerProfiles.sessionId, sessions.id))
        .leftJoin(
          chosenProfile,
          and(
            eq(chosenProfile.id, sessionViewerProfiles.profileId),
            eq(chosenProfile.userId, sessions.userId),
          ),
        )
        .leftJoin(
          primaryProfile,
          and(eq(primaryProfile.userId, users.id), eq(primaryProfile.isPrimary, true)),
        )
        .where(eq(sessions.token, token))
        .limit(1);
      if (!row) return null;
      const chosen = row.chosen?.id ? row.chosen : null;
      const found = chosen ?? (row.primary?.id ? row.primary : await ensurePrimaryProfile(row.user));
      return {
        session: row.session,
        user: row.user,
        roles: row.roles,
        profile: {
          id: found.id!,
          kids: found.kids ?? false,
          maturityLimit: (found.maturityLimit ?? null) as AgeRatingCode | null,
          language: found.language ?? 'en',
          chosen: chosen !== null,
        },
      };
    },

    async rolesOf(userId: string): Promise<Role[]> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return rows.map((row) => row.role);
    },

    async updateSessionTimes(id: string, times: { expiresAt?: Date; updatedAt: Date }): Promise<void> {
      await db.update(sessions).set(times).where(eq(sessions.id, id));
    },

    /** The account's last-seen time (the admin user list), written with the session's last-active time. */
    async touchUser(userId: string, now: Date): Promise<void> {
      await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
    },

    /** Ends every session of the account; the ids of those ended. */
    async deleteAllSessionsOf(userId: string): Promise<string[]> {
      const deleted = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return deleted.map((row) => row.id);
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Deletes one of the user's own sessions; false when there is no such session for that user. */
    async deleteOwnSession(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    async deleteUserSessions(userId: string, exceptSessionId?: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });
      return deleted.length;
    },

    listActiveSessions(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
    },

    async findUserById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    /** Sign-in methods of a user: `credential` (e-mail + password), `google`. */
    async providersOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(accounts.createdAt);
      return [...new Set(rows.map((row) => row.providerId))];
    },

    async hasPassword(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .limit(1);
      return Boolean(row);
    },

    /** Records when the e-mail was confirmed, once (Better Auth only keeps the flag). */
    /** The language e-mails to this account are written in (English for an unknown one). */
    async languageOf(userId: string): Promise<Language> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return isLanguage(row?.language) ? row.language : 'en';
    },

    async setLanguage(userId: string, language: Language): Promise<void> {
      await db
        .update(users)
        .set({ language })
        .where(and(eq(users.id, userId), ne(users.language, language)));
    },

    async stampEmailVerifiedAt(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, userId), eq(users.emailVerified, true), isNull(users.emailVerifiedAt)));
    },

    /** A password reset link proves the address belongs to the person: the e-mail counts as confirmed. */
    async markEmailVerified(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerified: true, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
    },

    /** Every user has the `user` role (spec §6). */
    async ensureUserRole(userId: string): Promise<void> {
      await db.insert(userRoles).values({ userId, role: 'user' }).onConflictDoNothing();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
