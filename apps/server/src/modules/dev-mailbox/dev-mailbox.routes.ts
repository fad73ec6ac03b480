import type { FastifyPluginAsync } from 'fastify';
import { listOutbox, type OutboxMessage } from '../../adapters/mail/outbox-mailer';
import type { AppContext } from '../../context';
import { route } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { escapeHtml } from '../../escape-html';

const LINK = /https?:\/\/[^\s<>"')]+/g;

function linksOf(message: OutboxMessage): string[] {
  return [...new Set(message.text.match(LINK) ?? [])];
}

function page(messages: OutboxMessage[]): string {
  const rows = messages
    .map((message) => {
      const links = linksOf(message)
        .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
        .join('');
      return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.kind)} · ${escapeHtml(message.createdAt.toISOString())}</p>
  ${links ? `<ul>${links}</ul>` : ''}
  <details><summary>Message</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox · Mzansi Stream</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #111; }
  article { border: 1px solid #ddd; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #555; margin: 0 0 .5rem; font-size: .9rem; }
  a { color: #1d4ed8; word-break: break-all; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: .75rem; border-radius: 6px; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>E-mails the server would have sent (newest first). This page exists only outside production; set SMTP_URL to send real e-mail.</p>
${rows || '<p>No e-mails yet.</p>'}
</body>
</html>`;
}

/**
 * The dev mailbox: the outbox as JSON (/api/dev/mailbox, for tests and tools) and as a page (/dev/mailbox) where a
 * newcomer clicks confirmation and reset links. Both answer 404 in production.
 */
export function devMailboxRoutes(ctx: AppContext): FastifyPluginAsync {
  const refuseInProduction = async () => {
    if (ctx.config.isProduction) throw new AppError('not_found');
  };
  return async (app) => {
    app.addHook('onRequest', refuseInProduction);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    route(app, 'devMailbox', async (request) => {
      const messages = await listOutbox(ctx.database.db, { to: request.query.to });
      return {
        items: messages.map((message) => ({
          id: message.id,
          to: message.to,
          subject: message.subject,
          kind: message.kind,
          text: message.text,
          links: linksOf(message),
          created_at: message.createdAt.toISOString(),
        })),
      };
    });

    route(app, 'devMailboxPage', async (request, reply) => {
      const messages = await listOutbox(ctx.database.db, { to: request.query.to });
      return reply.type('text/html; charset=utf-8').send(page(messages));
    });
  };
}
