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
 * of the server's weak_password answer as sentences, and the client's own checks in the same words, in the interface
 * language at the moment they are read.
 */
export const PASSWORD_REASON_SENTENCES: Record<PasswordWeaknessReason, string> = {
  get too_short() {
    return translate('common:password.tooShort', { min: PASSWORD_MIN_LENGTH });
  },
  get too_long() {
    return translate('common:password.tooLong', { max: PASSWORD_MAX_LENGTH });
  },
  get common() {
    return translate('common:password.common');
  },
  get contains_email() {
    return translate('common:password.containsEmail');
  },
};

/** The English sentence (kept for code that needs a constant); `passwordsDoNotMatch()` is the translated one. */
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

/** "The passwords do not match." in the interface language. */
export function passwordsDoNotMatch(): string {
  return translate('common:password.mismatch');
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
