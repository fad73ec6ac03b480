import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';

/** Which PIN the server asks for: the chosen profile's own, or the account's (leaving a Kids profile, limits). */
export type PinKind = 'profile' | 'account';

/** A PIN the server asked for (`pin_required`) or refused (`pin_incorrect`, with the tries left). */
export interface PinProblem {
  code: 'pin_required' | 'pin_incorrect';
  pin: PinKind;
  attemptsLeft: number | null;
  /** the server's own sentence, in the interface's language */
  message: string;
}

/** The PIN problem of an API error (details: the contracts' pinErrorDetailsSchema, read defensively), or null. */
export function pinProblem(error: unknown): PinProblem | null {
  if (!isApiError(error) || (error.code !== 'pin_required' && error.code !== 'pin_incorrect')) return null;
  const details = (error.details ?? {}) as { pin?: unknown; attempts_left?: unknown };
  const attempts = details.attempts_left;
  return {
    code: error.code,
    pin: details.pin === 'account' ? 'account' : 'profile',
    attemptsLeft:
      typeof attempts === 'number' && Number.isInteger(attempts) && attempts >= 0 ? attempts : null,
    message: apiErrorMessage(error),
  };
}

/** Too many wrong PINs: the server's 429 says for how long (its message is shown as it is). */
export function isPinLock(error: unknown): boolean {
  return isApiError(error) && error.code === 'rate_limited';
}
