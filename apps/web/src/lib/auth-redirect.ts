import { safeReturnUrl } from '@mzansi/contracts/return-url';
import { readString, removeKey, STORAGE_KEYS, writeString } from './storage';

const HOME = '/home';
/** Pages that would bounce a signed-in user straight back (or loop): never a place to return to. */
const NOT_A_DESTINATION = /^\/(?:auth|login|register|auth-callback|auth\/callback)(?:[/?#]|$)/;

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** The same-origin path of `candidate`, or null (spec §2/§5: returnUrl only for the current origin). */
export function safeDestination(
  candidate: string | null | undefined,
  origin = currentOrigin(),
): string | null {
  const safe = safeReturnUrl(candidate, origin);
  if (!safe || NOT_A_DESTINATION.test(safe)) return null;
  return safe;
}

/** Spec §2/§7: remembers where to come back to after signing in (also across the Google round trip). */
export function storeAuthRedirectUrl(path: string): void {
  const safe = safeDestination(path);
  if (safe) writeString(STORAGE_KEYS.authRedirectUrl, safe);
}

export function readAuthRedirectUrl(): string | null {
  return safeDestination(readString(STORAGE_KEYS.authRedirectUrl));
}

export function clearAuthRedirectUrl(): void {
  removeKey(STORAGE_KEYS.authRedirectUrl);
}

/**
 * Where to go after a sign-in (spec §4): the returnUrl of the address when it is same-origin, else the stored
 * authRedirectUrl, else /home. The stored value is cleared either way.
 */
export function consumePostAuthDestination(
  returnUrl: string | null | undefined,
  origin = currentOrigin(),
): string {
  const stored = safeDestination(readString(STORAGE_KEYS.authRedirectUrl), origin);
  clearAuthRedirectUrl();
  return safeDestination(returnUrl, origin) ?? stored ?? HOME;
}

/** `/auth?returnUrl=...` for a path, with reason=subscription when a plan is needed (spec §2). */
export function authUrlFor(
  path: string,
  options: { reason?: 'subscription'; tab?: 'login' | 'register' } = {},
) {
  const params = new URLSearchParams();
  if (options.tab && options.tab !== 'login') params.set('tab', options.tab);
  params.set('returnUrl', path);
  if (options.reason) params.set('reason', options.reason);
  return `/auth?${params.toString()}`;
}
