/** Spec §9: hours and minutes ("1h 30m", "45m", "2h"); zero, negative or missing shows "0m". Input in minutes. */
export function formatDuration(totalMinutes: number | null | undefined): string {
  if (totalMinutes == null || !Number.isFinite(totalMinutes) || totalMinutes <= 0) return '0m';
  const rounded = Math.round(totalMinutes);
  const hours = Math.floor(rounded / 60);
  const minutes = rounded % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** Seconds as a player clock: 75 -> "1:15", 3725 -> "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours > 0 ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}

/** Username from an e-mail (spec §3/§5): the part before the @, else "user". */
export function usernameFromEmail(email: string | null | undefined): string {
  const prefix = email?.split('@')[0]?.trim();
  return prefix ? prefix : 'user';
}

/** The user-metadata key the sign-up form puts the person's name under ("Your name (optional)"). */
export const SIGN_UP_NAME_KEY = 'full_name';

/** The name given at sign-up (user metadata `full_name`), or null when none was given. */
export function signUpName(
  userMetadata: Readonly<Record<string, unknown>> | null | undefined,
): string | null {
  const value = userMetadata?.[SIGN_UP_NAME_KEY];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The one name shown for a user, everywhere (header, account menu, profile, e-mails): the display name they chose on
 * their profile, else the name they gave at sign-up, else spec §6's rule: the username, else the e-mail prefix,
 * else "User" (D60).
 */
export function displayName(
  person:
    | {
        display_name?: string | null;
        /** the name given at sign-up: signUpName(user_metadata) */
        signup_name?: string | null;
        username?: string | null;
        email?: string | null;
      }
    | null
    | undefined,
): string {
  for (const name of [person?.display_name, person?.signup_name, person?.username]) {
    const trimmed = name?.trim();
    if (trimmed) return trimmed;
  }
  const prefix = person?.email?.split('@')[0]?.trim();
  return prefix ? prefix : 'User';
}

/** Spec §2: avatar initials are the first 2 letters of the display name (by character, not UTF-16 unit). */
export function initials(name: string): string {
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}

/** Dates the South African way (DESIGN.md): 22 Nov 2026. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat('en-ZA', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Johannesburg',
  })
    .format(new Date(value))
    .replace(/\./g, '');
}
