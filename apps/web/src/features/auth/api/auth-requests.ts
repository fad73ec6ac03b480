import type {
  LoginRequest,
  RegisterRequest,
  RegisterResponse,
  SessionResponse,
} from '@mzansi/contracts/auth';
import { endpoints } from '@mzansi/contracts/endpoints';
import { MESSAGE_TIMING } from '@mzansi/contracts/messages';
import { api, apiUrl, isApiError } from '@/lib/api-client';

/**
 * The auth calls of spec §7 against our server. Each waits as long as spec §9 says (45 s for sign-in and sign-up,
 * 30 s for the reset e-mail) and is not retried by the client: the person is looking at the form, and a retried
 * sign-in after a 429 only makes the wait longer.
 */
const LOGIN = { retries: 0, timeoutMs: MESSAGE_TIMING.loginTimeoutMs } as const;
const REGISTER = { retries: 0, timeoutMs: MESSAGE_TIMING.registrationTimeoutMs } as const;
const RESET = { retries: 0, timeoutMs: MESSAGE_TIMING.passwordResetTimeoutMs } as const;

export function login(body: LoginRequest): Promise<SessionResponse> {
  return api(endpoints.login, { body }, LOGIN);
}

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api(endpoints.register, { body }, REGISTER);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api(endpoints.forgotPassword, { body: { email } }, RESET);
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await api(endpoints.resetPassword, { body: { token, newPassword } }, RESET);
}

export async function resendConfirmation(email: string): Promise<void> {
  await api(endpoints.resendConfirmation, { body: { email } }, { retries: 0 });
}

/** Full-page navigation to the server's Google start (OIDC + PKCE on the server), returning to /auth-callback. */
export function googleStartUrl(returnUrl: string): string {
  return apiUrl(endpoints.googleStart, { query: { returnUrl } });
}

export function isTimeout(error: unknown): boolean {
  return isApiError(error) && error.code === 'timeout';
}
