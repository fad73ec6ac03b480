import type { UpdateProfileRequest } from '@mzansi/contracts/account';
import type { Profile } from '@mzansi/contracts/auth';

export type FieldName = 'username' | 'display_name' | 'bio' | 'website' | 'location';
export type FieldErrors = Partial<Record<FieldName, string>>;

export function formFrom(profile: Profile): Record<FieldName, string> {
  return {
    username: profile.username ?? '',
    display_name: profile.display_name ?? '',
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    location: profile.location ?? '',
  };
}

/** Only what changed; an emptied text field is sent as null (cleared). */
export function profileChanges(profile: Profile, form: Record<FieldName, string>): UpdateProfileRequest {
  const changes: Record<string, string | null> = {};
  const before = formFrom(profile);
  for (const key of Object.keys(form) as FieldName[]) {
    const value = form[key].trim();
    if (value === before[key].trim()) continue;
    changes[key] = key === 'username' ? value : value === '' ? null : value;
  }
  return changes;
}
