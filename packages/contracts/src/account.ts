import { z } from 'zod';
import { profileSchema, usernameSchema } from './auth';

/** PATCH /api/profile: every field optional; empty string clears a text field. */
export const updateProfileRequestSchema = z.object({
  username: usernameSchema.optional(),
  display_name: z.string().trim().max(60).nullable().optional(),
  bio: z.string().trim().max(500).nullable().optional(),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(200)])
    .nullable()
    .optional(),
  location: z.string().trim().max(80).nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });

/** Avatars: JPEG, PNG or WebP up to 5 MB, stored as 256x256 WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** DELETE /api/account (POPIA): the password re-confirms the request; Google-only accounts confirm with their e-mail. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(1024).optional(),
  confirmEmail: z.string().max(254).optional(),
});

/** POST /api/feedback (stored server-side, /feedback page). */
export const FEEDBACK_TOPICS = [
  'general',
  'playback',
  'catalogue',
  'account',
  'billing',
  'accessibility',
] as const;
export const feedbackRequestSchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS),
  message: z.string().trim().min(10, 'Tell us a little more (at least 10 characters)').max(4000),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)).optional(),
  page: z.string().max(500).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** POST /api/client-errors: a browser error report (spec §7, §8), secrets already redacted by the client. */
export const CLIENT_ERROR_TYPES = [
  'component-render',
  'data-processing',
  'user-interaction',
  'media-playback',
  'route-navigation',
  'state-management',
  'browser-compatibility',
  'performance',
  'network',
  'authentication',
  'authorization',
  'validation',
  'server',
  'rate-limit',
  'service-unavailable',
  'data-consistency',
] as const;
export const clientErrorReportSchema = z.object({
  type: z.enum(CLIENT_ERROR_TYPES),
  severity: z.enum(['low', 'medium', 'high', 'critical']).default('medium'),
  recoverable: z.boolean().default(true),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
  occurredAt: z.string().max(40),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** Admin: a user as the admin list shows it. */
// The admin user list moved to ./admin-users (issue 19).

/** POST /api/feedback answers 201 with the stored entry's id. */
export const feedbackResponseSchema = z.object({ id: z.string() });
