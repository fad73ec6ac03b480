import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/endpoint';
import type { AdminUserActions } from './admin-user-actions.service';
import type { AdminUsersService } from './admin-users.service';

/**
 * /api/admin/users: the user list and a user's page (moderators and admins), role changes, suspensions, sessions,
 * complimentary Premium and confirmation e-mails (each audit-logged). Who may call which: the endpoint map.
 */
export function adminUsersRoutes(deps: {
  adminUsers: AdminUsersService;
  adminUserActions: AdminUserActions;
}): FastifyPluginAsync {
  const { adminUsers, adminUserActions: actions } = deps;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    route(app, 'adminUsers', async (request) => adminUsers.list(request.query));

    route(app, 'adminUser', async (request) => adminUsers.detail(request.params.id));

    route(app, 'setUserRoles', async (request) =>
      adminUsers.setRoles(request.viewer, request.params.id, request.body.roles, request.ip),
    );

    route(app, 'suspendUser', async (request, reply) => {
      await actions.suspend(request.viewer, request.params.id, request.body, request.ip);
      return reply.status(204).send(null);
    });

    route(app, 'liftSuspension', async (request, reply) => {
      await actions.lift(request.viewer, request.params.id, request.ip);
      return reply.status(204).send(null);
    });

    route(app, 'endUserSessions', async (request) =>
      actions.endSessions(request.viewer, request.params.id, request.ip),
    );

    route(app, 'grantComplimentaryPremium', async (request, reply) => {
      await actions.grantComplimentary(request.viewer, request.params.id, request.body.days, request.ip);
      return reply.status(204).send(null);
    });

    route(app, 'resendUserConfirmation', async (request, reply) => {
      await actions.resendConfirmation(request.viewer, request.params.id, request.ip);
      return reply.status(204).send(null);
    });
  };
}
