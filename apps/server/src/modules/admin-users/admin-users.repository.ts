import type { AdminUserPlan, AdminUserSort, AdminUserStatus } from '@mzansi/contracts/admin-users';
import type { Role } from '@mzansi/contracts/roles';
import { and, desc, eq, gt, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  auditLog,
  downloadLicences,
  payments,
  profiles,
  sessions,
  streamSessions,
  subscriptions,
  titles,
  userRoles,
  userSuspensions,
  users,
  videos,
  viewerProfiles,
} from '../../db/schema/index';

export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  username: string | null;
  roles: Role[];
  emailVerified: boolean;
  banned: boolean;
  banExpires: Date | null;
  createdAt: Date;
  lastSeenAt: Date | null;
  isPremium: boolean;
}

export interface AdminUserFilters {
  q?: string;
  role?: Role;
  plan?: AdminUserPlan;
  status?: AdminUserStatus;
}

const ts = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** A live Premium subscription now (the premium rule, D7). */
const premiumNow = (now: Date) =>
  sql`exists (select 1 from ${subscriptions} s where s.user_id = ${users.id} and s.status in ('active', 'trialing') and s.end_date > ${ts(now)})`;

/** A suspension in force now: banned, with no end or an end still ahead. */
export const suspendedNow = (now: Date) =>
  sql`(${users.banned} and (${users.banExpires} is null or ${users.banExpires} > ${ts(now)}))`;

function conditionsOf(filters: AdminUserFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(${users.email}) like ${pattern} or lower(${users.name}) like ${pattern} or lower(coalesce(${profiles.username}, '')) like ${pattern} or lower(coalesce(${profiles.displayName}, '')) like ${pattern})`,
    );
  }
  if (filters.role === 'user') {
    // Everyone has `user`: the filter means "no other role".
    conditions.push(
      sql`not exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role <> 'user')`,
    );
  } else if (filters.role) {
    conditions.push(
      sql`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = ${filters.role})`,
    );
  }
  if (filters.plan === 'premium') conditions.push(premiumNow(now));
  if (filters.plan === 'free') conditions.push(sql`not ${premiumNow(now)}`);
  if (filters.status === 'confirmed') conditions.push(eq(users.emailVerified, true));
  if (filters.status === 'unconfirmed') conditions.push(eq(users.emailVerified, false));
  if (filters.status === 'suspended') conditions.push(suspendedNow(now));
  return conditions;
}

const ORDER: Record<AdminUserSort, SQL[]> = {
  joined_desc: [sql`${users.createdAt} desc`, sql`${users.id} desc`],
  joined_asc: [sql`${users.createdAt} asc`, sql`${users.id} asc`],
  last_seen_desc: [sql`${users.lastSeenAt} desc nulls last`, sql`${users.id} desc`],
  last_seen_asc: [sql`${users.lastSeenAt} asc nulls last`, sql`${users.id} asc`],
};

export function createAdminUsersRepository(db: Database) {
  function selectUsers(now: Date) {
    return db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        username: profiles.username,
        roles: sql<
          Role[]
        >`coalesce((select array_agg(r.role::text order by r.role) from ${userRoles} r where r.user_id = ${users.id}), '{}')`,
        emailVerified: users.emailVerified,
        banned: sql<boolean>`${suspendedNow(now)}`,
        banExpires: users.banExpires,
        createdAt: users.createdAt,
        lastSeenAt: users.lastSeenAt,
        isPremium: sql<boolean>`${premiumNow(now)}`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id));
  }

  return {
    /** One page of users matching the filters, in the chosen order, with the number that match. */
    async page(
      options: AdminUserFilters & {
        sort: AdminUserSort;
        limit: number;
        offset: number;
        now: Date;
      },
    ): Promise<{ rows: AdminUserRow[]; total: number }> {
      const conditions = conditionsOf(options, options.now);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [count]] = await Promise.all([
        selectUsers(options.now)
          .where(where)
          .orderBy(...ORDER[options.sort])
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .leftJoin(profiles, eq(profiles.id, users.id))
          .where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, banned: Boolean(row.banned) })),
        total: Number(count?.total ?? 0),
      };
    },

    async one(id: string, now: Date): Promise<AdminUserRow | null> {
      const [row] = await selectUsers(now).where(eq(users.id, id)).limit(1);
      return row ? { ...row, banned: Boolean(row.banned) } : null;
    },

    async findUser(id: string): Promise<{ id: string; email: string; emailVerified: boolean } | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    async rolesOf(userId: string): Promise<Role[]> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return rows.map((row) => row.role).sort();
    },

    /** Replaces the user's roles in one transaction. */
    async setRoles(userId: string, roles: Role[], grantedBy: string | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(userRoles)
          .where(
            roles.length > 0
              ? and(eq(userRoles.userId, userId), notInArray(userRoles.role, roles))
              : eq(userRoles.userId, userId),
          );
        if (roles.length > 0) {
          await tx
            .insert(userRoles)
            .values(roles.map((role) => ({ userId, role, grantedBy, grantedAt: now })))
            .onConflictDoNothing();
        }
      });
    },

    async addRoles(userId: string, roles: Role[], grantedBy: string | null, now: Date): Promise<void> {
      await db
        .insert(userRoles)
        .values(roles.map((role) => ({ userId, role, grantedBy, grantedAt: now })))
        .onConflictDoNothing();
    },

    /** A confirmed account with a password, made by an operator (create-admin). */
    async createPasswordUser(user: {
      id: string;
      email: string;
      name: string;
      passwordHash: string;
      now: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx.insert(users).values({
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: true,
          emailVerifiedAt: user.now,
          createdAt: user.now,
          updatedAt: user.now,
        });
        await tx.insert(accounts).values({
          id: user.id,
          accountId: user.id,
          providerId: 'credential',
          userId: user.id,
          password: user.passwordHash,
          createdAt: user.now,
          updatedAt: user.now,
        });
      });
    },

    /** Sets the password (adding e-mail + password sign-in if missing), confirms the e-mail, ends all sessions. */
    async resetPasswordByOperator(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(accounts)
          .set({ password: passwordHash, updatedAt: now })
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
          .returning({ id: accounts.id });
        if (updated.length === 0) {
          await tx.insert(accounts).values({
            id: crypto.randomUUID(),
            accountId: userId,
            providerId: 'credential',
            userId,
            password: passwordHash,
            createdAt: now,
            updatedAt: now,
          });
        }
        await tx
          .update(users)
          .set({
            emailVerified: true,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },

    /** Suspends: a history row, and the state every session check reads on users (in one transaction). */
    async suspend(input: {
      userId: string;
      reason: string;
      endsAt: Date | null;
      by: string;
      now: Date;
    }): Promise<string> {
      return db.transaction(async (tx) => {
        // A suspension still open (replaced by this one) is closed as lifted by the same person.
        await tx
          .update(userSuspensions)
          .set({ liftedAt: input.now, liftedBy: input.by })
          .where(and(eq(userSuspensions.userId, input.userId), isNull(userSuspensions.liftedAt)));
        const [row] = await tx
          .insert(userSuspensions)
          .values({
            userId: input.userId,
            reason: input.reason,
            startedAt: input.now,
            endsAt: input.endsAt,
            suspendedBy: input.by,
          })
          .returning({ id: userSuspensions.id });
        await tx
          .update(users)
          .set({ banned: true, banReason: input.reason, banExpires: input.endsAt, updatedAt: input.now })
          .where(eq(users.id, input.userId));
        return row!.id;
      });
    },

    /** Lifts the suspension in force; false when there was none. */
    async lift(userId: string, by: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const cleared = await tx
          .update(users)
          .set({ banned: false, banReason: null, banExpires: null, updatedAt: now })
          .where(and(eq(users.id, userId), suspendedNow(now)))
          .returning({ id: users.id });
        await tx
          .update(userSuspensions)
          .set({ liftedAt: now, liftedBy: by })
          .where(
            and(
              eq(userSuspensions.userId, userId),
              isNull(userSuspensions.liftedAt),
              or(isNull(userSuspensions.endsAt), gt(userSuspensions.endsAt, now)),
            ),
          );
        return cleared.length > 0;
      });
    },

    suspensionsOf(userId: string) {
      return db
        .select()
        .from(userSuspensions)
        .where(eq(userSuspensions.userId, userId))
        .orderBy(desc(userSuspensions.startedAt))
        .limit(20);
    },

    async profileOf(userId: string) {
      const [row] = await db
        .select({
          displayName: profiles.displayName,
          avatarUrl: profiles.avatarUrl,
          language: users.language,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      const providers = await db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, userId));
      return { ...row!, providers: providers.map((p) => p.providerId).sort() };
    },

    viewerProfilesOf(userId: string) {
      return db
        .select({
          id: viewerProfiles.id,
          name: viewerProfiles.name,
          kids: viewerProfiles.kids,
          primary: viewerProfiles.isPrimary,
        })
        .from(viewerProfiles)
        .where(eq(viewerProfiles.userId, userId))
        .orderBy(desc(viewerProfiles.isPrimary), viewerProfiles.createdAt);
    },

    subscriptionsOf(userId: string) {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(20);
    },

    paymentsOf(userId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(50);
    },

    sessionsOf(userId: string, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt));
    },

    streamsOf(userId: string, now: Date) {
      return db
        .select({
          id: streamSessions.id,
          videoId: streamSessions.videoId,
          title: titles.title,
          deviceLabel: streamSessions.deviceLabel,
          startedAt: streamSessions.startedAt,
          leaseExpiresAt: streamSessions.leaseExpiresAt,
        })
        .from(streamSessions)
        .innerJoin(videos, eq(videos.id, streamSessions.videoId))
        .leftJoin(titles, eq(titles.id, videos.titleId))
        .where(
          and(
            eq(streamSessions.userId, userId),
            isNull(streamSessions.endedAt),
            gt(streamSessions.leaseExpiresAt, now),
          ),
        )
        .orderBy(streamSessions.startedAt);
    },

    async downloadsOf(userId: string, now: Date) {
      const [count] = await db
        .select({ active: sql<number>`count(*)::int` })
        .from(downloadLicences)
        .where(
          and(
            eq(downloadLicences.userId, userId),
            isNull(downloadLicences.revokedAt),
            gt(downloadLicences.expiresAt, now),
          ),
        );
      const items = await db
        .select({
          id: downloadLicences.id,
          videoId: downloadLicences.videoId,
          title: titles.title,
          quality: downloadLicences.quality,
          issuedAt: downloadLicences.issuedAt,
          expiresAt: downloadLicences.expiresAt,
          revokedAt: downloadLicences.revokedAt,
        })
        .from(downloadLicences)
        .innerJoin(videos, eq(videos.id, downloadLicences.videoId))
        .leftJoin(titles, eq(titles.id, videos.titleId))
        .where(eq(downloadLicences.userId, userId))
        .orderBy(desc(downloadLicences.issuedAt))
        .limit(20);
      return { active: Number(count?.active ?? 0), items };
    },

    /** The audit trail about a user: rows where they are the target or the actor, newest 50. */
    auditOf(userId: string) {
      const actor = alias(users, 'actor');
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          actorId: auditLog.actorId,
          actorEmail: actor.email,
          targetId: auditLog.targetId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .where(
          or(
            and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
            eq(auditLog.actorId, userId),
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(50);
    },

    async hasRole(userId: string, role: Role): Promise<boolean> {
      const [row] = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
