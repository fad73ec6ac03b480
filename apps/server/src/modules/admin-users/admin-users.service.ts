import {
  COMPLIMENTARY_PROVIDER,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersResponse,
  type adminUsersQuerySchema,
} from '@mzansi/contracts/admin-users';
import type { z } from 'zod';
import { normaliseRoles, type Role } from '@mzansi/contracts/roles';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import { passwordWeaknesses } from '../auth/password-policy';
import type { ProfileService } from '../profile/profile.service';
import { createAdminUsersRepository, type AdminUserRow } from './admin-users.repository';
import { localised } from '../../i18n/translate';

/** The audit action that marks an ADMIN_EMAIL grant: it happens once per user, even if the role is later removed. */
export const ADMIN_BOOTSTRAP_ACTION = 'user.admin_bootstrap';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    roles: normaliseRoles(row.roles),
    confirmed: row.emailVerified,
    banned: row.banned,
    suspended_until: row.banned ? iso(row.banExpires) : null,
    created_at: row.createdAt.toISOString(),
    last_seen_at: iso(row.lastSeenAt),
    is_premium: row.isPremium,
  };
}

/** The admin user list and user page, role changes (audit-logged), and the first admin (ADMIN_EMAIL, create-admin). */
export function createAdminUsersService(
  ctx: AppContext,
  deps: { audit: AuditService; profiles: ProfileService },
) {
  const repository = createAdminUsersRepository(ctx.database.db);

  return {
    repository,

    async list(query: z.output<typeof adminUsersQuerySchema>): Promise<AdminUsersResponse> {
      const { page, pageSize } = query;
      const { rows, total } = await repository.page({
        q: query.q?.trim() || undefined,
        role: query.role,
        plan: query.plan,
        status: query.status,
        sort: query.sort,
        limit: pageSize,
        offset: (page - 1) * pageSize,
        now: ctx.clock.now(),
      });
      return { items: rows.map(toAdminUser), total, page, pageSize };
    },

    /** A user's page (moderators and admins). */
    async detail(id: string): Promise<AdminUserDetail> {
      const now = ctx.clock.now();
      const row = await repository.one(id, now);
      if (!row) throw new AppError('not_found', localised('errors:admin.noSuchUser'));
      const [profile, viewers, suspensions, subs, pays, sessions, streams, downloads, audit] =
        await Promise.all([
          repository.profileOf(id),
          repository.viewerProfilesOf(id),
          repository.suspensionsOf(id),
          repository.subscriptionsOf(id),
          repository.paymentsOf(id),
          repository.sessionsOf(id, now),
          repository.streamsOf(id, now),
          repository.downloadsOf(id, now),
          repository.auditOf(id),
        ]);
      const history = suspensions.map((entry) => ({
        id: entry.id,
        reason: entry.reason,
        started_at: entry.startedAt.toISOString(),
        ends_at: iso(entry.endsAt),
        suspended_by: entry.suspendedBy,
        lifted_at: iso(entry.liftedAt),
        lifted_by: entry.liftedBy,
        active: !entry.liftedAt && (!entry.endsAt || entry.endsAt > now),
      }));
      return {
        user: toAdminUser(row),
        profile: {
          display_name: profile.displayName ?? null,
          avatar_url: profile.avatarUrl ?? null,
          language: profile.language,
          providers: profile.providers,
        },
        viewer_profiles: viewers,
        suspension: row.banned ? (history.find((entry) => entry.active) ?? null) : null,
        suspensions: history,
        subscriptions: subs.map((sub) => ({
          id: sub.id,
          plan_id: sub.planId,
          status: sub.status,
          provider: sub.provider,
          complimentary: sub.provider === COMPLIMENTARY_PROVIDER,
          start_date: iso(sub.startDate),
          end_date: iso(sub.endDate),
          cancel_at_period_end: sub.cancelAtPeriodEnd,
        })),
        payments: pays.map((payment) => ({
          id: payment.id,
          reference: payment.reference,
          provider: payment.provider,
          amount_cents: payment.amountCents,
          status: payment.status,
          created_at: payment.createdAt.toISOString(),
          paid_at: iso(payment.paidAt),
        })),
        sessions: sessions.map((session) => ({
          id: session.id,
          user_agent: session.userAgent || null,
          ip_address: session.ipAddress || null,
          created_at: session.createdAt.toISOString(),
          last_active_at: session.updatedAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
        })),
        streams: streams.map((stream) => ({
          id: stream.id,
          video_id: stream.videoId,
          title: stream.title,
          device_label: stream.deviceLabel,
          started_at: stream.startedAt.toISOString(),
          lease_expires_at: stream.leaseExpiresAt.toISOString(),
        })),
        downloads: {
          active: downloads.active,
          items: downloads.items.map((item) => ({
            id: item.id,
            video_id: item.videoId,
            title: item.title,
            quality: item.quality,
            issued_at: item.issuedAt.toISOString(),
            expires_at: item.expiresAt.toISOString(),
            revoked_at: iso(item.revokedAt),
          })),
        },
        audit: audit.map((entry) => ({
          id: entry.id,
          action: entry.action,
          actor_id: entry.actorId,
          actor_email: entry.actorEmail,
          target_id: entry.targetId,
          details: entry.details,
          created_at: entry.createdAt.toISOString(),
        })),
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
    ): Promise<AdminUser> {
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
      const row = await repository.one(targetId, now);
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
