import { describe, expect, it } from 'vitest';
import {
  hasAnyRole,
  hasPermission,
  hasRole,
  isAdmin,
  normaliseRoles,
  permissionsFor,
  rolesFromMetadata,
} from './roles';

describe('roles (spec §6)', () => {
  it('reads user_metadata.roles first, then app_metadata.roles, wrapping a single value', () => {
    expect(
      rolesFromMetadata({ user_metadata: { roles: ['creator'] }, app_metadata: { roles: ['admin'] } }),
    ).toEqual(['creator']);
    expect(rolesFromMetadata({ user_metadata: {}, app_metadata: { roles: 'admin' } })).toEqual(['admin']);
    expect(rolesFromMetadata({ user_metadata: null, app_metadata: null })).toEqual([]);
    expect(rolesFromMetadata({ app_metadata: { roles: ['user', 'superuser'] } })).toEqual(['user']);
  });

  it('gives each role its permissions and admin every one', () => {
    expect([...permissionsFor(['user'], false)].sort()).toEqual([
      'create_watchlist',
      'rate_content',
      'watch_free',
    ]);
    expect(hasPermission(['moderator'], 'manage_users')).toBe(true);
    expect(hasPermission(['creator'], 'upload_content')).toBe(true);
    expect(hasPermission(['creator'], 'moderate_content')).toBe(false);
    expect(hasPermission(['admin'], 'watch_premium')).toBe(true);
    expect(permissionsFor(['admin'], false).size).toBe(8);
  });

  it('grants watch_premium through a subscription, not a role', () => {
    expect(hasPermission(['user'], 'watch_premium')).toBe(false);
    expect(hasPermission(['user'], 'watch_premium', true)).toBe(true);
  });

  it('has-role, has-any-role and admin helpers', () => {
    expect(hasRole(['user', 'admin'], 'admin')).toBe(true);
    expect(isAdmin(['user'])).toBe(false);
    expect(hasAnyRole(['creator'], ['admin', 'creator'])).toBe(true);
    expect(hasAnyRole(['user'], ['admin', 'creator'])).toBe(false);
    expect(hasAnyRole(['user'], [])).toBe(true);
  });

  it('normalises a role list: user always there, canonical order, unknown names dropped', () => {
    expect(normaliseRoles([])).toEqual(['user']);
    expect(normaliseRoles(['admin', 'creator', 'admin'])).toEqual(['user', 'creator', 'admin']);
    expect(normaliseRoles(['root', 'moderator'])).toEqual(['user', 'moderator']);
  });
});
