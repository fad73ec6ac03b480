import { endpoints } from '@mzansi/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

export const deviceSessionsQueryKey = ['account', 'sessions'] as const;

/** GET /api/auth/sessions: the signed-in devices, this one marked `current`. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: deviceSessionsQueryKey,
    queryFn: ({ signal }) =>
      api(endpoints.authSessions, {}, { signal, retries: 0 }).then((body) => body.items),
    staleTime: 30_000,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.endAuthSession, { params: { id } }, { retries: 0 }),
    meta: { successMessage: translate('account:devices.signedOut') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryKey }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api(endpoints.changePassword, { body }, { retries: 0 }),
    meta: {
      successMessage: translate('account:password.changed'),
      skipErrorToast: true,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryKey }),
  });
}
