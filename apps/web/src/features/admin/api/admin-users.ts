import type { AdminUser, AdminUsersQuery } from '@mzansi/contracts/admin-users';
import { endpoints } from '@mzansi/contracts/endpoints';
import type { Role } from '@mzansi/contracts/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

export type { AdminUser };

export const adminUsersQueryKey = ['admin', 'users'] as const;
const userKey = (id: string) => [...adminUsersQueryKey, 'user', id] as const;

/** GET /api/admin/users: one page, as the URL's filters ask; the previous page stays shown while the next loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, 'list', query],
    queryFn: ({ signal }) => api(endpoints.adminUsers, { query }, { signal, retries: 0 }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/admin/users/:id: a user's page. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) => api(endpoints.adminUser, { params: { id } }, { signal, retries: 0 }),
    staleTime: 10_000,
  });
}

/** Every admin action changes what the list and the user's page show: both are read again. */
function useAdminMutation<Input, Output>(run: (input: Input) => Promise<Output>, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { successMessage },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

/** PUT /api/admin/users/:id/roles (admins; audit-logged on the server). */
export function useSetUserRoles() {
  return useAdminMutation(
    ({ id, roles }: { id: string; roles: Role[] }) =>
      api(endpoints.setUserRoles, { params: { id }, body: { roles } }, { retries: 0 }),
    translate('admin:toasts.rolesSaved'),
  );
}

/** POST /api/admin/users/:id/subscription/revoke (204): ends the user's Premium at once. */
export function useRevokePremium() {
  return useAdminMutation(
    (id: string) => api(endpoints.revokeSubscription, { params: { id } }, { retries: 0 }),
    translate('admin:toasts.premiumRevoked'),
  );
}

/** POST /api/admin/users/:id/suspend (moderators and admins): sessions end at once, sign-in is refused. */
export function useSuspendUser() {
  return useAdminMutation(
    ({ id, reason, until }: { id: string; reason: string; until: string | null }) =>
      api(endpoints.suspendUser, { params: { id }, body: { reason, until } }, { retries: 0 }),
    translate('admin:toasts.suspended'),
  );
}

/** DELETE /api/admin/users/:id/suspension (moderators and admins). */
export function useLiftSuspension() {
  return useAdminMutation(
    (id: string) => api(endpoints.liftSuspension, { params: { id } }, { retries: 0 }),
    translate('admin:toasts.lifted'),
  );
}

/** POST /api/admin/users/:id/sessions/end (admins). */
export function useEndSessions() {
  return useAdminMutation(
    (id: string) => api(endpoints.endUserSessions, { params: { id } }, { retries: 0 }),
    translate('admin:toasts.sessionsEnded'),
  );
}

/** POST /api/admin/users/:id/complimentary-premium (admins). */
export function useGrantComplimentary() {
  return useAdminMutation(
    ({ id, days }: { id: string; days: number }) =>
      api(endpoints.grantComplimentaryPremium, { params: { id }, body: { days } }, { retries: 0 }),
    translate('admin:toasts.complimentaryGranted'),
  );
}

/** POST /api/admin/users/:id/confirmation-email (admins; unconfirmed accounts). */
export function useResendConfirmation() {
  return useAdminMutation(
    (id: string) => api(endpoints.resendUserConfirmation, { params: { id } }, { retries: 0 }),
    translate('admin:toasts.confirmationSent'),
  );
}
