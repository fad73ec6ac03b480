import { MESSAGES } from '@mzansi/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { googleStartUrl } from '../api/auth-requests';
import { registrationFailure, resetEmailFailure, signInFailure } from './use-auth-actions';

afterEach(() => vi.unstubAllEnvs());

describe('registration failure messages (spec §8)', () => {
  const title = MESSAGES.registrationError.title;

  it('says the registration timed out after 45 s', () => {
    expect(registrationFailure(new ApiError('timeout', { status: 408 }))).toEqual({
      title,
      description: MESSAGES.registrationTimeout,
    });
  });

  it('explains a weak password', () => {
    const error = new ApiError('weak', {
      status: 400,
      code: 'weak_password',
      details: { reasons: ['too_short'] },
    });
    expect(registrationFailure(error).description).toContain('Use at least 8 characters.');
  });

  it("passes on the server's reason for a refusal, and the spec's fallback when it gives none", () => {
    expect(registrationFailure(new ApiError('That e-mail is taken.', { status: 409 }))).toEqual({
      title,
      description: 'That e-mail is taken.',
    });
    expect(registrationFailure(new ApiError('HTTP 422', { status: 422 }))).toEqual({
      title,
      description: MESSAGES.registrationFailed,
    });
  });

  it('says "Failed to create account" when the server or the network failed', () => {
    expect(registrationFailure(new ApiError('HTTP 500', { status: 500 }))).toEqual(
      MESSAGES.registrationError,
    );
    expect(registrationFailure(new TypeError('Failed to fetch'))).toEqual(MESSAGES.registrationError);
  });
});

describe('sign-in and reset fallbacks (spec §8)', () => {
  it('says "Login failed" when a sign-in fails without any reason', () => {
    expect(signInFailure(new Error(''))).toEqual({
      title: MESSAGES.signInFailedTitle,
      description: MESSAGES.loginFailed,
    });
    expect(signInFailure('unknown')).toEqual({
      title: MESSAGES.signInFailedTitle,
      description: MESSAGES.loginFailed,
    });
  });

  it('says "Password reset failed" when a limited reset request comes without a reason', () => {
    expect(resetEmailFailure(new ApiError('HTTP 429 Too Many Requests', { status: 429 }))).toEqual({
      title: MESSAGES.resetEmailFailed.title,
      description: MESSAGES.passwordResetFailed,
    });
  });
});

describe('Google sign-in start', () => {
  it('goes through the configured API base', () => {
    expect(googleStartUrl('/home')).toBe('/api/auth/google/start?returnUrl=%2Fhome');
    vi.stubEnv('VITE_API_BASE', 'https://api.example.test/api/');
    expect(googleStartUrl('/home')).toBe('https://api.example.test/api/auth/google/start?returnUrl=%2Fhome');
  });
});
