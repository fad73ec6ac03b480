import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_WEAKNESS_REASONS,
  type PasswordWeaknessReason,
} from '@mzansi/contracts/auth';
import type { z } from 'zod';
import { isApiError } from './api-client';
import { translate } from './i18n';

/**
 * The words of the password rules, for every form that sets a new password (sign-up, reset, change): the reasons
 * of the server's weak_password answer as sentences, and the client's own checks in the same words, in the
 * interface language (auth namespace).
 */
export function passwordReasonSentence(reason: PasswordWeaknessReason): string {
  switch (reason) {
    case 'too_short':
      return translate('auth:password.tooShort', { min: PASSWORD_MIN_LENGTH });
    case 'too_long':
      return translate('auth:password.tooLong', { max: PASSWORD_MAX_LENGTH });
    case 'common':
      return translate('auth:password.common');
    case 'contains_email':
      return translate('auth:password.containsEmail');
  }
}

/** "The passwords do not match.", in the interface language (a zod `error` function: read when checked). */
export function passwordsDoNotMatch(): string {
  return translate('auth:password.mismatch');
}

/**
 * A new password: the contract's password field, with the length the server's password policy measures checked
 * before sending too (the contract leaves length to that policy, which also refuses common passwords, spec §5).
 */
export function newPasswordField<T extends z.ZodString>(field: T): T {
  return field.min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
}

/** The length rule of a new password, as a field message (too long, else too short). */
export function newPasswordLengthMessage(issue: { code: string }): string {
  return passwordReasonSentence(issue.code === 'too_big' ? 'too_long' : 'too_short');
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
  return reasons.map(passwordReasonSentence);
}
