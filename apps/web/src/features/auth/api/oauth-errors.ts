/** What to tell the person when the provider sent them back with an error. */
export function oauthErrorMessage(code: string): string {
  if (code === 'access_denied') return 'Google sign-in was cancelled.';
  if (code === 'account_not_linked' || code === 'email_not_verified') {
    return 'That Google account could not be linked. Sign in with your password first, then try Google again.';
  }
  return 'Google sign-in did not work. Please try again.';
}
