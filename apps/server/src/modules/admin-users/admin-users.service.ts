import type { AdminUsersResponse } from '@mzansi/contracts/account';
import { normaliseRoles, type Role } from '@mzansi/contracts/roles';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import { passwordWeaknesses } from '../auth/password-policy';
import type { ProfileService } from '../profile/profile.service';
import { createAdminUsersRepository, type AdminUserRow, type UserCursor } from './admin-users.repository';
import { localised } from '../../i18n/translate';

export const ADMIN_USERS_PAGE_SIZE = 50;
/** The audit action that marks an ADMIN_EMAIL grant: it happens once per user, even if the role is later removed. */
export const ADMIN_BOOTSTRAP_ACTION = 'user.admin_bootstrap';

function toAdminUser(row: AdminUserRow): AdminUsersResponse['items'][number] {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    roles: normaliseRoles(row.roles),
    confirmed: row.emailVerified,
    banned: row.banned,
    created_at: row.createdAt.toISOString(),
    is_premium: row.isPremium,
  };
}

export function encodeUserCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify({ at: row.createdAt.toISOString(), id: row.id })).toString('base64url');
}

export function decodeUserCursor(cursor: string): UserCursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      at?: unknown;
      id?: unknown;
    };
    if (
      typeof parsed.at === 'string' &&
      typeof parsed.id === 'string' &&
      !Number.isNaN(Date.parse(parsed.at))
    ) {
      return { createdAt: new Date(parsed.at), id: parsed.id };
    }
  } catch {
    // fall through
  }
  throw new AppError('validation_failed', localised('errors:admin.cursorInvalid'), [
    { field: 'querystring.cursor', message: localised('errors:fields.invalidCursor') },
  ]);
}

/** The admin user list and role changes (audit-logged), and the first admin (ADMIN_EMAIL, create-admin). */
export function createAdminUsersService(
  ctx: AppContext,
  deps: { audit: AuditService; profiles: ProfileService },
) {
  const repository = createAdminUsersRepository(ctx.database.db);

  return {
    async list(options: { q?: string; cursor?: string; limit?: number }): Promise<AdminUsersResponse> {
      const limit = options.limit ?? ADMIN_USERS_PAGE_SIZE;
      const rows = await repository.list({
        q: options.q?.trim() || undefined,
        after: options.cursor ? decodeUserCursor(options.cursor) : undefined,
        limit: limit + 1,
        now: ctx.clock.now(),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(toAdminUser),
        nextCursor: rows.length > limit && last ? encodeUserCursor(last) : null,
      };
    },

    /**
     * Replaces a user's roles. `user` is always kept; an admin cannot take away their own admin role (someone must
     * stay able to manage roles). Audit-logged with the roles before and after; effective on the next request.
     */
    async setRoles(
      actor: { userId: string },
      targetId: string,
      requested: Role[],
      ipAddress: string | null,
    ): Promise<AdminUsersResponse['items'][number]> {
      const target = await repository.findUser(targetId);
      if (!target) throw new AppError('not_found', localised('errors:admin.noSuchUser'));
      const after = normaliseRoles(requested);
      if (actor.userId === targetId && !after.includes('admin')) {
        throw new AppError('conflict', localised('errors:admin.ownAdminRole'));
      }
      const before = normaliseRoles(await repository.rolesOf(targetId));
      const now = ctx.clock.now();
      await repository.setRoles(targetId, after, actor.userId, now);
      await deps.audit.record({
        actorId: actor.userId,
        action: 'user.roles_changed',
        targetType: 'user',
        targetId,
        details: { before, after },
        ipAddress,
      });
      const [row] = await repository.list({ id: targetId, limit: 1, now });
      if (!row) throw new AppError('not_found', localised('errors:admin.noSuchUser'));
      return toAdminUser(row);
    },

    /**
     * ADMIN_EMAIL: makes that account an admin once it exists with a confirmed e-mail (checked at start, after
     * confirmation and at sign-in). Happens once per user: an admin who later removes the role is not overruled.
     */
    async bootstrapAdmin(email: string | undefined | null): Promise<boolean> {
      const adminEmail = ctx.config.auth.adminEmail;
      if (!adminEmail || !email || email.toLowerCase() !== adminEmail) return false;
      const user = await repository.findUserByEmail(adminEmail);
      if (!user || !user.emailVerified) return false;
      if (await deps.audit.hasRecord(ADMIN_BOOTSTRAP_ACTION, 'user', user.id)) return false;
      await repository.addRoles(user.id, ['user', 'admin'], null, ctx.clock.now());
      await deps.audit.record({
        actorId: null,
        action: ADMIN_BOOTSTRAP_ACTION,
        targetType: 'user',
        targetId: user.id,
        details: { source: 'ADMIN_EMAIL', roles: ['admin'] },
      });
      ctx.logger.info({ userId: user.id }, 'ADMIN_EMAIL: admin role granted');
      return true;
    },

    /**
     * npm run create-admin: makes an account an admin (audit-logged), creating it when a password is given. An
     * existing account whose e-mail was never confirmed is refused without --password: someone else may have
     * registered that address. With --password the operator takes the account over: new password, e-mail
     * confirmed, every existing session ended.
     */
    async createAdmin(input: { email: string; password?: string }): Promise<string[]> {
      const report: string[] = [];
      const email = input.email.trim().toLowerCase();
      if (input.password !== undefined) {
        const reasons = passwordWeaknesses(input.password, email);
        if (reasons.length > 0)
          throw new AppError('weak_password', `The password is too weak (${reasons.join(', ')}).`);
      }
      const now = ctx.clock.now();
      let user = await repository.findUserByEmail(email);
      if (!user) {
        if (input.password === undefined) {
          throw new AppError('not_found', `No account uses ${email}. Pass --password to create one.`);
        }
        const id = randomUUID();
        await repository.createPasswordUser({
          id,
          email,
          name: email.split('@')[0] ?? 'admin',
          passwordHash: await hashPassword(input.password),
          now,
        });
        report.push(
          `Created the account ${email} (id ${id}) with the password you gave; its e-mail counts as confirmed.`,
        );
        user = { id, email, emailVerified: true };
      } else if (input.password !== undefined) {
        await repository.resetPasswordByOperator(user.id, await hashPassword(input.password), now);
        report.push(`Set a new password for ${email}, confirmed its e-mail and ended its sessions.`);
      } else if (!user.emailVerified) {
        throw new AppError(
          'conflict',
          `${email} has not confirmed its e-mail address. Ask them to confirm it first, or pass --password.`,
        );
      }
      await deps.profiles.ensureProfile(user.id, email);
      if (await repository.hasRole(user.id, 'admin')) {
        await repository.addRoles(user.id, ['user'], null, now);
        report.push(`${email} was already an admin.`);
      } else {
        await repository.addRoles(user.id, ['user', 'admin'], null, now);
        await deps.audit.record({
          actorId: null,
          action: 'user.admin_granted',
          targetType: 'user',
          targetId: user.id,
          details: { source: 'create-admin', roles: ['admin'] },
        });
        report.push(`${email} is now an admin.`);
      }
      return report;
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
