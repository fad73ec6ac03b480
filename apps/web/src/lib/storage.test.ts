import { describe, expect, it } from 'vitest';
import { clearLogoutKeys, isLogoutKey } from './storage';

describe('logout storage rule (spec §9)', () => {
  it('removes keys with the product prefix or containing "auth", keeps the theme and unrelated keys', () => {
    for (const key of [
      'mzansi:auth',
      'mzansi:videos-public',
      'mzansi:route_behavior',
      'authRedirectUrl',
      'sb-auth-token',
      'AUTH_TOKEN',
      'auth_token',
    ]) {
      localStorage.setItem(key, '1');
    }
    localStorage.setItem('mzansi:theme', 'light');
    localStorage.setItem('other-app', 'x');
    sessionStorage.setItem('mzansi:draft', '1');

    const removed = clearLogoutKeys();

    expect(removed).toHaveLength(8);
    expect(Object.keys(localStorage).sort()).toEqual(['mzansi:theme', 'other-app']);
    expect(sessionStorage.length).toBe(0);
    expect(isLogoutKey('mzansi:theme')).toBe(false);
  });
});
