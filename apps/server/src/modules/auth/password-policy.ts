import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordWeaknessReason,
} from '@mzansi/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (about 49 000, ranked, from breach corpora: zxcvbn-ts' `passwords-common`, MIT). Loaded
 * once, lower-cased, into a Set; ASVS 6.2.4 asks for at least the top 3 000.
 */
let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** A local part shorter than this ("jo@...") would refuse half the dictionary, so it is not checked. */
const MIN_CHECKED_LOCAL_PART = 3;

/**
 * Why a password is refused (empty when it is fine). ASVS 6.2: 8 to 128 characters (counted as characters, not
 * UTF-16 units), no composition rules, common passwords and the e-mail's local part refused.
 */
export function passwordWeaknesses(password: string, email?: string | null): PasswordWeaknessReason[] {
  const reasons: PasswordWeaknessReason[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) reasons.push('too_short');
  if (length > PASSWORD_MAX_LENGTH) reasons.push('too_long');
  if (isCommon(password)) reasons.push('common');
  const localPart = email?.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= MIN_CHECKED_LOCAL_PART && password.toLowerCase().includes(localPart)) {
    reasons.push('contains_email');
  }
  return reasons;
}
