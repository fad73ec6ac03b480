import type { Role } from '@mzansi/contracts/roles';
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, profiles, sessions, subscriptions, userRoles, users } from '../../db/schema/index';

export interface AdminUserRow {
  id: string;
  email: string;
  username: string | null;
  roles: Role[];
  emailVerified: boolean;
  banned: boolean;
  createdAt: Date;
  isPremium: boolean;
}

export interface UserCursor {
  createdAt: Date;
  id: string;
}

export function createAdminUsersRepository(db: Database) {
  return {
    /** Newest accounts first; `q` matches e-mail or username (case-insensitive substring). */
    async list(options: {
      q?: string;
      id?: string;
      after?: UserCursor;
      limit: number;
      now: Date;
    }): Promise<AdminUserRow[]> {
      const conditions: SQL[] = [];
      if (options.id) conditions.push(eq(users.id, options.id));
      if (options.q) {
        const pattern = `%${options.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`(lower(${users.email}) like ${pattern} or lower(${profiles.username}) like ${pattern})`,
        );
      }
      // Ordered and compared at millisecond precision, which is what the cursor (a JS date) holds: PostgreSQL keeps
      // microseconds, and comparing those against a truncated cursor would skip rows.
      const createdMs = sql`date_trunc('milliseconds', ${users.createdAt})`;
      if (options.after) {
        conditions.push(
          sql`(${createdMs}, ${users.id}) < (${options.after.createdAt.toISOString()}::timestamptz, ${options.after.id})`,
        );
      }
      const now = options.now.toISOString();
      return db
        .select({
          id: users.id,
          email: users.email,
          username: profiles.username,
          roles: sql<
            Role[]
          >`coalesce((select array_agg(r.role::text order by r.role) from ${userRoles} r where r.user_id = ${users.id}), '{}')`,
          emailVerified: users.emailVerified,
          banned: users.banned,
          createdAt: users.createdAt,
          isPremium: sql<boolean>`exists (select 1 from ${subscriptions} s where s.user_id = ${users.id} and s.status in ('active', 'trialing') and s.end_date > ${now}::timestamptz)`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(sql`${createdMs} desc`, sql`${users.id} desc`)
        .limit(options.limit);
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
