/**
 * How this account re-confirms a sensitive action (account deletion, PINs): password accounts with their password,
 * Google-only accounts with their e-mail address typed again (`confirmEmail`).
 */
export function confirmsWithPassword(providers: readonly string[] | undefined): boolean {
  if (!providers || providers.length === 0) return true;
  return providers.some(
    (provider) => provider === 'email' || provider === 'credential' || provider === 'password',
  );
}
