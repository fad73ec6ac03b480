import type { UpdateProfileRequest } from '@mzansi/contracts/account';
import type { Profile } from '@mzansi/contracts/auth';

export const PROFILE_FIELDS = ['username', 'display_name', 'bio', 'website', 'location'] as const;
export type FieldName = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<FieldName, string>;

export function formFrom(profile: Profile): ProfileFormValues {
  return {
    username: profile.username ?? '',
    display_name: profile.display_name ?? '',
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    location: profile.location ?? '',
  };
}

/** Only what changed; an emptied text field is sent as null (cleared). */
export function profileChanges(profile: Profile, values: UpdateProfileRequest): UpdateProfileRequest {
  const changes: Record<string, string | null> = {};
  const before = formFrom(profile);
  for (const key of PROFILE_FIELDS) {
    const value = (values[key] ?? '').trim();
    if (value === before[key].trim()) continue;
    changes[key] = key === 'username' ? value : value === '' ? null : value;
  }
  return changes;
}
