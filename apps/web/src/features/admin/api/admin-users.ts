import { endpoints } from '@mzansi/contracts/endpoints';
import type { Role } from '@mzansi/contracts/roles';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

export interface AdminUser {
  id: string;
  email: string;
  username: string | null;
  roles: Role[];
  confirmed: boolean;
  banned: boolean;
  created_at: string;
  is_premium: boolean;
}

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users, page by page (cursor). */
export function useAdminUsers() {
  return useInfiniteQuery({
    queryKey: adminUsersQueryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api(endpoints.adminUsers, { query: { cursor: pageParam || undefined } }, { signal, retries: 0 }),
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  });
}

/** PUT /api/admin/users/:id/roles (audit-logged on the server). */
export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: Role[] }) =>
      api(endpoints.setUserRoles, { params: { id }, body: { roles } }, { retries: 0 }),
    meta: { successMessage: translate('admin:toasts.rolesSaved') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

/** POST /api/admin/users/:id/subscription/revoke (204): ends the user's Premium at once; the list is read again. */
export function useRevokePremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.revokeSubscription, { params: { id } }, { retries: 0 }),
    meta: { successMessage: translate('admin:toasts.premiumRevoked') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
