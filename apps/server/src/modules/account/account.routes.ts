import type { FastifyPluginAsync } from 'fastify';
import { setSessionCookie } from '../../http/authenticate';
import { route } from '../../http/endpoint';
import type { AccountService } from './account.service';

/** /api/account: POPIA export and deletion, for the signed-in user only. */
export function accountRoutes(deps: { account: AccountService }): FastifyPluginAsync {
  const { account } = deps;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    route(app, 'exportAccount', async (request, reply) => {
      const data = await account.exportData(request.viewer);
      const day = String(data.exported_at).slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="mzansi-stream-my-data-${day}.json"`)
        .send(data);
    });

    route(app, 'deleteAccount', async (request, reply) => {
      await account.deleteAccount(request.viewer, request.body);
      setSessionCookie(request, { action: 'clear' });
      return reply.code(204).send(null);
    });
  };
}
