import { endpoints, type EndpointBody } from '@mzansi/contracts/endpoints';
import type { ViewerProfile, ViewerProfilesResponse } from '@mzansi/contracts/viewer-profiles';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The account's viewer profiles (issue 16): kept apart from every list, which differs per profile. */
export const viewerProfilesQueryKey = ['viewer-profiles'] as const;

/** GET /api/viewer-profiles: the profiles, the one this device chose, whether an account PIN is set. */
export function useViewerProfiles() {
  return useQuery({
    queryKey: viewerProfilesQueryKey,
    queryFn: ({ signal }) => api(endpoints.viewerProfiles, {}, { signal, retries: 0 }),
    staleTime: 30_000,
  });
}

/** The cached list with one profile replaced (or added), so the page shows the server's answer at once. */
function putProfile(queryClient: QueryClient, profile: ViewerProfile) {
  queryClient.setQueryData<ViewerProfilesResponse>(viewerProfilesQueryKey, (previous) => {
    if (!previous) return previous;
    const known = previous.profiles.some((candidate) => candidate.id === profile.id);
    return {
      ...previous,
      profiles: known
        ? previous.profiles.map((candidate) => (candidate.id === profile.id ? profile : candidate))
        : [...previous.profiles, profile],
    };
  });
}

export type SelectViewerProfileBody = EndpointBody<'selectViewerProfile'>;

/**
 * POST /api/viewer-profiles/:id/select: watch as this profile on this device. Answers the new session; PIN problems
 * (`pin_required`, `pin_incorrect`, `rate_limited`) are the dialog's to show, so no "Action failed" toast.
 */
export function useSelectViewerProfile() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SelectViewerProfileBody }) =>
      api(endpoints.selectViewerProfile, { params: { id }, body }, { retries: 0 }),
    meta: { skipErrorToast: true },
  });
}

export type CreateViewerProfileBody = EndpointBody<'createViewerProfile'>;
export type UpdateViewerProfileBody = EndpointBody<'updateViewerProfile'>;

/** POST /api/viewer-profiles (errors are shown on the form). */
export function useCreateViewerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateViewerProfileBody) =>
      api(endpoints.createViewerProfile, { body }, { retries: 0 }),
    meta: { skipErrorToast: true },
    onSuccess: (profile) => putProfile(queryClient, profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewerProfilesQueryKey }),
  });
}

/** PATCH /api/viewer-profiles/:id (errors are shown on the form). */
export function useUpdateViewerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateViewerProfileBody }) =>
      api(endpoints.updateViewerProfile, { params: { id }, body }, { retries: 0 }),
    meta: { skipErrorToast: true },
    onSuccess: (profile) => putProfile(queryClient, profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewerProfilesQueryKey }),
  });
}

/** DELETE /api/viewer-profiles/:id: the profile with its lists, progress and history. */
export function useDeleteViewerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.deleteViewerProfile, { params: { id } }, { retries: 0 }),
    meta: { skipErrorToast: true },
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<ViewerProfilesResponse>(viewerProfilesQueryKey, (previous) =>
        previous
          ? { ...previous, profiles: previous.profiles.filter((profile) => profile.id !== id) }
          : previous,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewerProfilesQueryKey }),
  });
}

export type SetPinBody = EndpointBody<'setAccountPin'>;

/**
 * PUT /api/viewer-profiles/:id/pin (a profile's PIN) or PUT /api/account/pin (the account's): set, change or remove
 * (`pin: null`), confirmed with the account password or, for Google-only accounts, its e-mail address.
 */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    /** Answers the profile as it now is, or null for the account PIN. */
    mutationFn: async ({
      profileId,
      body,
    }: {
      profileId: string | null;
      body: SetPinBody;
    }): Promise<ViewerProfile | null> => {
      if (profileId) {
        const profile = await api(
          endpoints.setViewerProfilePin,
          { params: { id: profileId }, body },
          { retries: 0 },
        );
        putProfile(queryClient, profile);
        return profile;
      }
      await api(endpoints.setAccountPin, { body }, { retries: 0 });
      queryClient.setQueryData<ViewerProfilesResponse>(viewerProfilesQueryKey, (previous) =>
        previous ? { ...previous, account_pin_set: body.pin !== null } : previous,
      );
      return null;
    },
    meta: { skipErrorToast: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewerProfilesQueryKey }),
  });
}
