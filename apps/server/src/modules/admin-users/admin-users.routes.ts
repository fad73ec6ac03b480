import {
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  setRolesRequestSchema,
} from '@mzansi/contracts/account';
import { errorBodySchema } from '@mzansi/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, requireViewer } from '../../http/authenticate';
import type { AdminUsersService } from './admin-users.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['admin'];

/** /api/admin/users: the user list and role changes (admins only; role changes are audit-logged). */
export function adminUsersRoutes(deps: { adminUsers: AdminUsersService }): FastifyPluginAsyncZod {
  const { adminUsers } = deps;
  return async (app) => {
    app.addHook('onRequest', requireRoles('admin'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/admin/users',
      {
        schema: {
          tags,
          summary: 'Users, newest first; q matches e-mail or username; cursor pages on',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUsersResponseSchema, ...errors },
        },
      },
      async (request) => adminUsers.list(request.query),
    );

    app.put(
      '/admin/users/:id/roles',
      {
        schema: {
          tags,
          summary: "Replaces a user's roles (user is always kept; admins cannot drop their own admin role)",
          params: z.object({ id: z.string().min(1).max(100) }),
          body: setRolesRequestSchema,
          response: { 200: adminUserSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return adminUsers.setRoles(viewer, request.params.id, request.body.roles, request.ip);
      },
    );
  };
}
