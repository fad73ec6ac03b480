import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/endpoint';
import type { AdminUsersService } from './admin-users.service';

/** /api/admin/users: the user list and role changes (admins only; role changes are audit-logged). */
export function adminUsersRoutes(deps: { adminUsers: AdminUsersService }): FastifyPluginAsync {
  const { adminUsers } = deps;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    route(app, 'adminUsers', async (request) => adminUsers.list(request.query));

    route(app, 'setUserRoles', async (request) =>
      adminUsers.setRoles(request.viewer, request.params.id, request.body.roles, request.ip),
    );
  };
}
