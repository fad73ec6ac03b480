import { translate } from '@/lib/i18n';

/** What to tell the person when the provider sent them back with an error. */
export function oauthErrorMessage(code: string): string {
  if (code === 'access_denied') return translate('auth:google.cancelled');
  if (code === 'account_suspended') return translate('auth:google.suspended');
  if (code === 'account_not_linked' || code === 'email_not_verified') {
    return translate('auth:google.notLinked');
  }
  return translate('auth:google.failed');
}
