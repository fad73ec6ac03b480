import type { AdminUserPlan, AdminUserStatus } from '@mzansi/contracts/admin-users';
import type { Role } from '@mzansi/contracts/roles';

/** Catalogue keys (admin namespace) of the list's values: literal, so the catalogue check finds them. */
export const ROLE_NAMES = {
  user: 'roles.names.user',
  creator: 'roles.names.creator',
  moderator: 'roles.names.moderator',
  admin: 'roles.names.admin',
} as const satisfies Record<Role, string>;

export const ROLE_HINTS = {
  user: 'roles.hints.user',
  creator: 'roles.hints.creator',
  moderator: 'roles.hints.moderator',
  admin: 'roles.hints.admin',
} as const satisfies Record<Role, string>;

export const PLAN_KEYS = {
  free: 'badges.free',
  premium: 'badges.premium',
} as const satisfies Record<AdminUserPlan, string>;

export const STATUS_KEYS = {
  confirmed: 'status.confirmed',
  unconfirmed: 'status.unconfirmed',
  suspended: 'status.suspended',
} as const satisfies Record<AdminUserStatus, string>;
