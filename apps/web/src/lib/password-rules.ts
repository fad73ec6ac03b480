import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_WEAKNESS_REASONS,
  type PasswordWeaknessReason,
} from '@mzansi/contracts/auth';
import type { z } from 'zod';
import { isApiError } from './api-client';

/**
 * The words of the password rules, for every form that sets a new password (sign-up, reset, change): the reasons
 * of the server's weak_password answer as sentences, and the client's own checks in the same words.
 */
export const PASSWORD_REASON_SENTENCES: Record<PasswordWeaknessReason, string> = {
  too_short: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common. Choose one that is harder to guess.',
  contains_email: 'Your password must not contain your email address.',
};

export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

/**
 * A new password: the contract's password field, with the length the server's password policy measures checked
 * before sending too (the contract leaves length to that policy, which also refuses common passwords, spec §5).
 */
export function newPasswordField<T extends z.ZodString>(field: T): T {
  return field.min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
}

/** The length rule of a new password, as a field message (too long, else too short). */
export function newPasswordLengthMessage(issue: { code: string }): string {
  return issue.code === 'too_big' ? PASSWORD_REASON_SENTENCES.too_long : PASSWORD_REASON_SENTENCES.too_short;
}

/** Reasons of a weak_password error (error.details.reasons), unknown ones dropped. */
export function weakPasswordReasons(error: unknown): PasswordWeaknessReason[] {
  if (!isApiError(error) || error.code !== 'weak_password') return [];
  const details = error.details as { reasons?: unknown } | undefined;
  const reasons = Array.isArray(details?.reasons) ? (details.reasons as unknown[]) : [];
  return reasons.filter((reason): reason is PasswordWeaknessReason =>
    (PASSWORD_WEAKNESS_REASONS as readonly unknown[]).includes(reason),
  );
}

/** weak_password reasons as sentences a person can act on. */
export function describePasswordReasons(reasons: readonly PasswordWeaknessReason[]): string[] {
  return reasons.map((reason) => PASSWORD_REASON_SENTENCES[reason]);
}
