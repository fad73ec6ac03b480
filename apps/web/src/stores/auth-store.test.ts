import { API_CLIENT } from '@mzansi/contracts/constants';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeSessionResponse, mockApi, SIGNED_OUT } from '@/test/api-mock';
import { setAuth } from '@/test/render-app';
import {
  initialAuthState,
  refreshSession,
  resetSessionRefresh,
  shouldRefreshSession,
  useAuthStore,
} from './auth-store';

afterEach(() => {
  vi.useRealTimers();
});

describe('session refresh rule (spec §4/§9)', () => {
  it('refreshes on focus only with 600 s or fewer left', () => {
    const now = 1_000_000;
    expect(shouldRefreshSession(now + 601, now)).toBe(false);
    expect(shouldRefreshSession(now + 600, now)).toBe(true);
    expect(shouldRefreshSession(now + 10, now)).toBe(true);
    expect(shouldRefreshSession(now - 5, now)).toBe(true);
    expect(shouldRefreshSession(null, now)).toBe(false);
  });

  it('keeps a fresh session, and signs out when the server has none', async () => {
    const session = makeSessionResponse({ roles: ['user', 'creator'], premium: true });
    mockApi({ 'GET /auth/session': () => session });
    await refreshSession();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      roles: ['user', 'creator'],
    });

    mockApi({ 'GET /auth/session': () => SIGNED_OUT });
    await refreshSession();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      session: null,
      isLoading: false,
    });
    expect(localStorage.getItem('mzansi:auth')).toBeNull();
  });

  it('signs out when the refresh is refused (401)', async () => {
    setAuth(makeSessionResponse());
    mockApi({ 'GET /auth/session': () => apiError(401, 'unauthenticated', 'Please sign in to continue.') });
    await refreshSession();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps the user when the server cannot be reached (offline is not signed out)', async () => {
    setAuth(makeSessionResponse());
    const api = mockApi({ 'GET /auth/session': () => HttpResponse.error() });
    vi.useFakeTimers();
    const refreshed = refreshSession();
    // The one retry waits out the client's backoff on the fake clock.
    await vi.advanceTimersByTimeAsync(API_CLIENT.baseDelayMs);
    await refreshed;
    expect(api.callsTo('GET', '/auth/session')).toHaveLength(2);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it("does not apply the answer of a read forgotten meanwhile (a case's late answer never signs out the next one)", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /auth/session': async () => {
        await answered;
        return SIGNED_OUT;
      },
    });
    const stale = refreshSession();
    resetSessionRefresh();
    setAuth(makeSessionResponse());
    answer();
    await stale;
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    // A read started after the reset is applied as usual.
    await refreshSession();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('starts from the saved snapshot (header drawn signed in) but loading until the server confirms', () => {
    localStorage.setItem(
      'mzansi:auth',
      JSON.stringify({
        user: { id: 'u1', email: 'lebo@example.co.za' },
        roles: ['admin'],
        profile: null,
        subscription: null,
      }),
    );
    expect(initialAuthState()).toMatchObject({
      isLoading: true,
      isAuthenticated: true,
      user: { id: 'u1', email: 'lebo@example.co.za' },
      roles: ['admin'],
      confirmed: false,
    });
  });
});
