import type {
  AdminFeedbackDetail,
  AdminFeedbackItem,
  AdminFeedbackList,
  AdminFeedbackQuery,
  FeedbackStatus,
} from '@mzansi/contracts/admin-inbox';
import { adminFeedbackQuerySchema } from '@mzansi/contracts/admin-inbox';
import type { FEEDBACK_TOPICS } from '@mzansi/contracts/account';
import { isLanguage, type Language } from '@mzansi/i18n/languages';
import type { Mailer } from '../../adapters/mail/mail';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';
import type { Viewer } from '../../http/authenticate';
import type { AuditService } from '../audit/audit.service';
import { feedbackReplyMessage } from './feedback-emails';
import { createFeedbackInboxRepository, type FeedbackItemRow } from './feedback-inbox.repository';

const LIST_EXCERPT = 200;

/** Where a reply goes: the address the sender gave, else their account's. */
function replyToOf(row: FeedbackItemRow): string | null {
  return row.email ?? row.userEmail ?? null;
}

/** A reply's language: the account's (kept current at each sign-in), else the one the feedback was sent in. */
function languageOf(row: FeedbackItemRow): Language {
  if (isLanguage(row.userLanguage)) return row.userLanguage;
  if (isLanguage(row.language)) return row.language;
  return 'en';
}

function itemOf(row: FeedbackItemRow, full: boolean): AdminFeedbackItem {
  return {
    id: row.id,
    topic: row.topic as (typeof FEEDBACK_TOPICS)[number],
    status: row.status as FeedbackStatus,
    message: full ? row.message : row.message.slice(0, LIST_EXCERPT),
    reply_to: replyToOf(row),
    user_id: row.userId,
    page: row.page,
    created_at: row.createdAt.toISOString(),
    replies_count: row.repliesCount,
  };
}

/** The admin feedback inbox (issue 19): list, item, status, and replies by e-mail through the outbox. */
export function createFeedbackInboxService(ctx: AppContext, deps: { mailer: Mailer; audit: AuditService }) {
  const repository = createFeedbackInboxRepository(ctx.database.db);

  async function detail(id: string): Promise<AdminFeedbackDetail> {
    const row = await repository.find(id);
    if (!row) throw new AppError('not_found');
    const replies = await repository.replies(id);
    return {
      item: itemOf(row, true),
      user_agent: row.userAgent,
      language: languageOf(row),
      replies: replies.map((reply) => ({
        id: reply.id,
        message: reply.message,
        sent_to: reply.sentTo,
        author_id: reply.authorId,
        author_name: reply.authorName,
        created_at: reply.createdAt.toISOString(),
      })),
    };
  }

  return {
    async list(query: AdminFeedbackQuery): Promise<AdminFeedbackList> {
      const { page, pageSize, ...filters } = adminFeedbackQuerySchema.parse(query);
      const { rows, total } = await repository.list(filters, page, pageSize);
      return { items: rows.map((row) => itemOf(row, false)), total, page, pageSize };
    },

    detail,

    async setStatus(
      actor: Viewer,
      id: string,
      status: FeedbackStatus,
      ipAddress: string | null,
    ): Promise<AdminFeedbackDetail> {
      const row = await repository.find(id);
      if (!row) throw new AppError('not_found');
      if (row.status !== status) {
        await repository.setStatus(id, status, ctx.clock.now());
        await deps.audit.record({
          actorId: actor.userId,
          action: 'feedback.status_changed',
          targetType: 'feedback',
          targetId: id,
          details: { from: row.status, to: status },
          ipAddress,
        });
      }
      return detail(id);
    },

    async reply(
      actor: Viewer,
      id: string,
      message: string,
      ipAddress: string | null,
    ): Promise<AdminFeedbackDetail> {
      const row = await repository.find(id);
      if (!row) throw new AppError('not_found');
      const to = replyToOf(row);
      if (!to) throw new AppError('conflict', localised('errors:feedback.noReplyAddress'));
      const language = languageOf(row);
      const now = ctx.clock.now();
      await deps.mailer.send(
        feedbackReplyMessage(language, to, row.userName, {
          reply: message,
          original: row.message,
          sentAt: row.createdAt,
        }),
      );
      await repository.addReply({
        feedbackId: id,
        authorId: actor.userId,
        message,
        sentTo: to,
        language,
        createdAt: now,
      });
      await deps.audit.record({
        actorId: actor.userId,
        action: 'feedback.replied',
        targetType: 'feedback',
        targetId: id,
        // No address or text: entries outlive the feedback (audit.service).
        details: { from: row.status, to: 'answered', language },
        ipAddress,
      });
      return detail(id);
    },
  };
}

export type FeedbackInboxService = ReturnType<typeof createFeedbackInboxService>;
