import { z } from 'zod';
import { CLIENT_ERROR_TYPES, FEEDBACK_TOPICS } from './account';

/**
 * The admin area's inbox sections (issue 19, "Feedback, client errors, audit"): the feedback inbox with statuses and
 * replies by e-mail, the client error reports grouped by message, and the audit log viewer. Admins only.
 */

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
export const INBOX_DEFAULT_PAGE_SIZE = 25;
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(INBOX_DEFAULT_PAGE_SIZE);

// Feedback

export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_REPLY_MIN = 2;
export const FEEDBACK_REPLY_MAX = 5000;

/** GET /api/admin/feedback: `q` matches the message, the address given or the sender's account e-mail. */
export const adminFeedbackQuerySchema = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  topic: z.enum(FEEDBACK_TOPICS).optional(),
  q: z.string().trim().max(100).optional(),
  page,
  pageSize,
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuerySchema>;

export const adminFeedbackItemSchema = z.object({
  id: z.string(),
  topic: z.enum(FEEDBACK_TOPICS),
  status: z.enum(FEEDBACK_STATUSES),
  /** the first 200 characters in lists; all of it on the item's page */
  message: z.string(),
  /** where a reply goes: the address given, else the account's; null: nobody to answer */
  reply_to: z.string().nullable(),
  user_id: z.string().nullable(),
  page: z.string().nullable(),
  created_at: z.string(),
  replies_count: z.number().int(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;

export const adminFeedbackListSchema = z.object({
  items: z.array(adminFeedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFeedbackList = z.infer<typeof adminFeedbackListSchema>;

export const feedbackReplySchema = z.object({
  id: z.string(),
  message: z.string(),
  sent_to: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

export const adminFeedbackDetailSchema = z.object({
  item: adminFeedbackItemSchema,
  user_agent: z.string().nullable(),
  /** the language a reply is written in (the account's, else the one the feedback was sent in) */
  language: z.string(),
  replies: z.array(feedbackReplySchema),
});
export type AdminFeedbackDetail = z.infer<typeof adminFeedbackDetailSchema>;

export const setFeedbackStatusRequestSchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });
export const feedbackReplyRequestSchema = z.object({
  message: z.string().trim().min(FEEDBACK_REPLY_MIN).max(FEEDBACK_REPLY_MAX),
});
export type FeedbackReplyRequest = z.infer<typeof feedbackReplyRequestSchema>;

// Client error reports

/** Error report groups are kept this long after they were last seen (the privacy policy names it), then purged. */
export const CLIENT_ERROR_RETENTION_DAYS = 30;
export const CLIENT_ERROR_STATES = ['open', 'resolved'] as const;

export const adminClientErrorsQuerySchema = z.object({
  state: z.enum(CLIENT_ERROR_STATES).optional(),
  type: z.enum(CLIENT_ERROR_TYPES).optional(),
  /** matches the message or the route */
  q: z.string().trim().max(100).optional(),
  page,
  pageSize,
});
export type AdminClientErrorsQuery = z.input<typeof adminClientErrorsQuerySchema>;

export const clientErrorGroupSchema = z.object({
  id: z.string(),
  type: z.enum(CLIENT_ERROR_TYPES),
  message: z.string(),
  /** the page's path (no query, no fragment); null: not given */
  route: z.string().nullable(),
  /** the app's release when the report names one */
  release: z.string().nullable(),
  severity: z.string(),
  count: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
  newest_stack: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type ClientErrorGroup = z.infer<typeof clientErrorGroupSchema>;

export const adminClientErrorsSchema = z.object({
  items: z.array(clientErrorGroupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminClientErrors = z.infer<typeof adminClientErrorsSchema>;

export const resolveClientErrorRequestSchema = z.object({ resolved: z.boolean() });

// Audit log

export const adminAuditQuerySchema = z.object({
  /** the actor's id, or part of their e-mail */
  actor: z.string().trim().max(100).optional(),
  /** an action, or the start of one (user. matches every user action) */
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(50).optional(),
  targetId: z.string().trim().max(100).optional(),
  /** YYYY-MM-DD, inclusive (UTC days) */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page,
  pageSize,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip_address: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const adminAuditSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAudit = z.infer<typeof adminAuditSchema>;
