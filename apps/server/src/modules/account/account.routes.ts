import { deleteAccountRequestSchema } from '@mzansi/contracts/account';
import { errorBodySchema } from '@mzansi/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireViewer, setSessionCookie } from '../../http/authenticate';
import type { AccountService } from './account.service';

const tags = ['account'];

/** /api/account: POPIA export and deletion, for the signed-in user only. */
export function accountRoutes(deps: { account: AccountService }): FastifyPluginAsyncZod {
  const { account } = deps;
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/account/export',
      {
        schema: {
          tags,
          summary: 'All my personal data as a JSON download',
          response: { 200: z.record(z.string(), z.unknown()), 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const data = await account.exportData(viewer);
        const day = String(data.exported_at).slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="mzansi-stream-my-data-${day}.json"`)
          .send(data);
      },
    );

    app.delete(
      '/account',
      {
        schema: {
          tags,
          summary: 'Deletes my account (confirm with the password, or the e-mail for Google-only accounts)',
          body: deleteAccountRequestSchema,
          response: {
            204: z.null().describe('No body'),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        await account.deleteAccount(await requireViewer(request), request.body);
        setSessionCookie(request, { action: 'clear' });
        return reply.code(204).send(null);
      },
    );
  };
}
