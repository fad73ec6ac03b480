import type { SuspendUserRequest } from '@mzansi/contracts/admin-users';
import { isAdmin } from '@mzansi/contracts/roles';
import type { AppContext } from '../../context';
import type { Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { StreamSessionService } from '../playback/stream-sessions.service';
import type { SubscriptionLifecycle } from '../subscriptions/subscription-lifecycle';
import type { AdminUsersService } from './admin-users.service';

type Actor = Pick<Viewer, 'userId' | 'roles'>;

/**
 * What admins and moderators do to an account (issue 19), each audit-logged with the actor: suspend (every session
 * and stream ended at once, sign-in refused), lift, end sessions, complimentary Premium, resend the confirmation
 * e-mail. Who may call which is the endpoint map's (moderators: suspend and lift); who may be suspended is here.
 */
export function createAdminUserActions(
  ctx: AppContext,
  deps: {
    adminUsers: AdminUsersService;
    audit: AuditService;
    auth: AuthService;
    streams: StreamSessionService;
    lifecycle: SubscriptionLifecycle;
  },
) {
  const { adminUsers, audit, auth, streams, lifecycle } = deps;
  const repository = adminUsers.repository;

  async function target(id: string) {
    const row = await repository.one(id, ctx.clock.now());
    if (!row) throw new AppError('not_found', localised('errors:admin.noSuchUser'));
    return row;
  }

  /** Sessions and streams ended; the account's open event streams closed. */
  async function endEverything(userId: string) {
    const sessions = await auth.endAllSessionsOf(userId);
    const streamsEnded = await streams.endAll(userId);
    return { sessions, streams: streamsEnded };
  }

  return {
    /**
     * Suspends an account. Nobody suspends themselves; an admin is never suspended (an admin takes the role away
     * first); only an admin suspends a moderator. A new suspension replaces one in force.
     */
    async suspend(actor: Actor, id: string, input: SuspendUserRequest, ip: string | null): Promise<void> {
      if (actor.userId === id) throw new AppError('conflict', localised('errors:admin.ownSuspension'));
      const row = await target(id);
      if (isAdmin(row.roles)) throw new AppError('forbidden', localised('errors:admin.suspendAdmin'));
      if (row.roles.includes('moderator') && !isAdmin(actor.roles)) {
        throw new AppError('forbidden', localised('errors:admin.suspendModerator'));
      }
      const now = ctx.clock.now();
      const endsAt = input.until ? new Date(input.until) : null;
      if (endsAt && endsAt <= now) {
        throw new AppError('validation_failed', localised('errors:admin.suspensionEndInPast'), [
          { field: 'body.until', message: localised('errors:admin.suspensionEndInPast') },
        ]);
      }
      const suspensionId = await repository.suspend({
        userId: id,
        reason: input.reason,
        endsAt,
        by: actor.userId,
        now,
      });
      const ended = await endEverything(id);
      await audit.record({
        actorId: actor.userId,
        action: 'user.suspended',
        targetType: 'user',
        targetId: id,
        details: {
          suspensionId,
          until: endsAt?.toISOString() ?? null,
          sessionsEnded: ended.sessions,
          streamsEnded: ended.streams,
        },
        ipAddress: ip,
      });
    },

    async lift(actor: Actor, id: string, ip: string | null): Promise<void> {
      await target(id);
      if (!(await repository.lift(id, actor.userId, ctx.clock.now()))) {
        throw new AppError('conflict', localised('errors:admin.notSuspended'));
      }
      await audit.record({
        actorId: actor.userId,
        action: 'user.suspension_lifted',
        targetType: 'user',
        targetId: id,
        ipAddress: ip,
      });
    },

    async endSessions(actor: Actor, id: string, ip: string | null): Promise<{ ended: number }> {
      await target(id);
      const ended = await endEverything(id);
      await audit.record({
        actorId: actor.userId,
        action: 'user.sessions_ended',
        targetType: 'user',
        targetId: id,
        details: { sessionsEnded: ended.sessions, streamsEnded: ended.streams },
        ipAddress: ip,
      });
      return { ended: ended.sessions };
    },

    async grantComplimentary(actor: Actor, id: string, days: number, ip: string | null): Promise<void> {
      await target(id);
      await lifecycle.grantComplimentary({ userId: actor.userId, ip }, id, days);
    },

    async resendConfirmation(actor: Actor, id: string, ip: string | null): Promise<void> {
      const outcome = await auth.sendConfirmationFor(id);
      if (outcome === 'missing') throw new AppError('not_found', localised('errors:admin.noSuchUser'));
      if (outcome === 'confirmed') throw new AppError('conflict', localised('errors:admin.alreadyConfirmed'));
      await audit.record({
        actorId: actor.userId,
        action: 'user.confirmation_resent',
        targetType: 'user',
        targetId: id,
        ipAddress: ip,
      });
    },
  };
}

export type AdminUserActions = ReturnType<typeof createAdminUserActions>;
