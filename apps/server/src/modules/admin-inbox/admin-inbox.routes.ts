import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/endpoint';
import type { AuditLogService } from '../audit/audit-log.service';
import type { ClientErrorsService } from '../client-errors/client-errors.service';
import type { FeedbackInboxService } from '../feedback/feedback-inbox.service';

/**
 * The admin area's inbox sections (issue 19): /api/admin/feedback (list, item, status, reply by e-mail),
 * /api/admin/client-errors (grouped reports, resolve) and /api/admin/audit. Admins only (the endpoint map).
 */
export function adminInboxRoutes(deps: {
  feedbackInbox: FeedbackInboxService;
  clientErrors: ClientErrorsService;
  auditLog: AuditLogService;
}): FastifyPluginAsync {
  const { feedbackInbox, clientErrors, auditLog } = deps;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    route(app, 'adminFeedbackList', async (request) => feedbackInbox.list(request.query));
    route(app, 'adminFeedbackItem', async (request) => feedbackInbox.detail(request.params.id));
    route(app, 'setFeedbackStatus', async (request) =>
      feedbackInbox.setStatus(request.viewer, request.params.id, request.body.status, request.ip),
    );
    route(app, 'replyToFeedback', async (request, reply) =>
      reply
        .code(201)
        .send(await feedbackInbox.reply(request.viewer, request.params.id, request.body.message, request.ip)),
    );

    route(app, 'adminClientErrors', async (request) => clientErrors.list(request.query));
    route(app, 'resolveClientError', async (request) =>
      clientErrors.setResolved(request.viewer, request.params.id, request.body.resolved, request.ip),
    );

    route(app, 'adminAuditLog', async (request) => auditLog.list(request.query));
  };
}
