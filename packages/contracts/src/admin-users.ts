import { z } from 'zod';
import { ROLES } from './roles';

/**
 * The admin Users section (issue 19): the list with server-side paging, search, filters and sorting, a user's page,
 * and the actions on a user (suspend, lift, end sessions, complimentary Premium, resend the confirmation e-mail).
 */

export const ADMIN_USER_PLANS = ['free', 'premium'] as const;
export type AdminUserPlan = (typeof ADMIN_USER_PLANS)[number];
/** confirmed / unconfirmed: the e-mail address; suspended: a suspension in force now */
export const ADMIN_USER_STATUSES = ['confirmed', 'unconfirmed', 'suspended'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const ADMIN_USER_SORTS = ['joined_desc', 'joined_asc', 'last_seen_desc', 'last_seen_asc'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ADMIN_USERS_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 25;

/** Complimentary Premium: from a week to a year. */
export const COMPLIMENTARY_MIN_DAYS = 7;
export const COMPLIMENTARY_MAX_DAYS = 365;
/** The subscription provider that marks a complimentary Premium grant (no payment, no renewal). */
export const COMPLIMENTARY_PROVIDER = 'complimentary';
export const SUSPENSION_REASON_MAX = 500;

/** GET /api/admin/users: `q` matches e-mail, username or name (case-insensitive, anywhere in them). */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  plan: z.enum(ADMIN_USER_PLANS).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('joined_desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_DEFAULT_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  confirmed: z.boolean(),
  /** a suspension is in force now */
  banned: z.boolean(),
  /** when the suspension in force ends; null: indefinite, or none */
  suspended_until: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  is_premium: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminSuspensionSchema = z.object({
  id: z.string(),
  reason: z.string(),
  started_at: z.string(),
  /** null: indefinite */
  ends_at: z.string().nullable(),
  suspended_by: z.string().nullable(),
  lifted_at: z.string().nullable(),
  lifted_by: z.string().nullable(),
  /** in force now (not lifted, not past its end) */
  active: z.boolean(),
});
export type AdminSuspension = z.infer<typeof adminSuspensionSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  profile: z.object({
    display_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    language: z.string(),
    providers: z.array(z.string()),
  }),
  viewer_profiles: z.array(
    z.object({ id: z.string(), name: z.string(), kids: z.boolean(), primary: z.boolean() }),
  ),
  suspension: adminSuspensionSchema.nullable(),
  suspensions: z.array(adminSuspensionSchema),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      plan_id: z.string(),
      status: z.string(),
      provider: z.string(),
      complimentary: z.boolean(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      provider: z.string(),
      amount_cents: z.number().int(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      user_agent: z.string().nullable(),
      ip_address: z.string().nullable(),
      created_at: z.string(),
      last_active_at: z.string(),
      expires_at: z.string(),
    }),
  ),
  streams: z.array(
    z.object({
      id: z.string(),
      video_id: z.string(),
      title: z.string().nullable(),
      device_label: z.string().nullable(),
      started_at: z.string(),
      lease_expires_at: z.string(),
    }),
  ),
  downloads: z.object({
    active: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        video_id: z.string(),
        title: z.string().nullable(),
        quality: z.string(),
        issued_at: z.string(),
        expires_at: z.string(),
        revoked_at: z.string().nullable(),
      }),
    ),
  }),
  audit: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      actor_id: z.string().nullable(),
      actor_email: z.string().nullable(),
      target_id: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const setRolesRequestSchema = z.object({ roles: z.array(z.enum(ROLES)).min(1) });

/** POST /api/admin/users/:id/suspend: `until` absent or null suspends indefinitely. */
export const suspendUserRequestSchema = z.object({
  reason: z.string().trim().min(1).max(SUSPENSION_REASON_MAX),
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type SuspendUserRequest = z.infer<typeof suspendUserRequestSchema>;

export const complimentaryPremiumRequestSchema = z.object({
  days: z.number().int().min(COMPLIMENTARY_MIN_DAYS).max(COMPLIMENTARY_MAX_DAYS),
});
export type ComplimentaryPremiumRequest = z.infer<typeof complimentaryPremiumRequestSchema>;

export const endSessionsResponseSchema = z.object({ ended: z.number().int() });
