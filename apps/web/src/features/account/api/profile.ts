import type { Profile } from '@mzansi/contracts/auth';
import type { UpdateProfileRequest } from '@mzansi/contracts/account';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';

export const profileQueryKey = ['profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api(endpoints.profile, {}, { signal, retries: 0 }).then((body) => body.profile);
}

/** GET /api/profile, starting from the profile the session already carried. */
export function useProfile() {
  const known = useAuthStore((state) => state.profile);
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    initialData: known ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueryKey, profile);
    useAuthStore.getState().setProfile(profile);
  };
}

export function useUpdateProfile() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) =>
      api(endpoints.updateProfile, { body: changes }, { retries: 0 }).then((body) => body.profile),
    meta: { successMessage: translate('account:profileForm.saved'), skipErrorToast: true },
    onSuccess: storeProfile,
  });
}

export function useUploadAvatar() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(endpoints.uploadAvatar, { body: form }, { retries: 0, timeoutMs: 60_000 }).then(
        (body) => body.profile,
      );
    },
    meta: { successMessage: translate('account:avatar.saved') },
    onSuccess: storeProfile,
  });
}

export function useRemoveAvatar() {
  const storeProfile = useStoreProfile();
  const queryClient = useQueryClient();
  return useMutation({
    // Read defensively: an empty answer still leaves the page right (the profile is read again).
    mutationFn: (): Promise<{ profile?: Profile } | undefined> =>
      api(endpoints.deleteAvatar, {}, { retries: 0 }),
    meta: { successMessage: translate('account:avatar.removed') },
    onSuccess: (body) => {
      if (body?.profile) storeProfile(body.profile);
      else void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
