/** Roles and permissions of spec §6. The server is the authority; the client uses the same helpers for display. */
export const ROLES = ['user', 'creator', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'watch_free',
  'create_watchlist',
  'rate_content',
  'watch_premium',
  'moderate_content',
  'manage_users',
  'upload_content',
  'manage_own_content',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: ['watch_free', 'create_watchlist', 'rate_content'],
  creator: ['upload_content', 'manage_own_content'],
  moderator: ['moderate_content', 'manage_users'],
  admin: PERMISSIONS,
};

/** watch_premium comes from an active subscription, not from a role (admins have every permission). */
export const SUBSCRIBER_PERMISSIONS: readonly Permission[] = ['watch_premium'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Roles as spec §6 reads them: user_metadata.roles, else app_metadata.roles; a single value is wrapped in a list.
 * Unknown role names are dropped. Our server never lets a user write roles into user_metadata.
 */
export function rolesFromMetadata(user: {
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
}): Role[] {
  const raw = user.user_metadata?.roles ?? user.app_metadata?.roles;
  const list = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
  return list.filter(isRole);
}

export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.includes(role);
}

export function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return wanted.length === 0 || wanted.some((role) => roles.includes(role));
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('admin');
}

export function permissionsFor(roles: readonly string[], subscribed: boolean): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) {
    if (isRole(role)) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  }
  if (subscribed) for (const permission of SUBSCRIBER_PERMISSIONS) granted.add(permission);
  return granted;
}

export function hasPermission(roles: readonly string[], permission: Permission, subscribed = false): boolean {
  return permissionsFor(roles, subscribed).has(permission);
}

/** A user's roles in the canonical order, `user` always included (every signed-in user has it, spec §6). */
export function normaliseRoles(roles: readonly string[]): Role[] {
  const wanted = new Set<string>(['user', ...roles]);
  return ROLES.filter((role) => wanted.has(role));
}
