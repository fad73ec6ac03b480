import type {
  AdminAuditQuery,
  AdminClientErrorsQuery,
  AdminFeedbackQuery,
  FeedbackStatus,
} from '@mzansi/contracts/admin-inbox';
import { endpoints } from '@mzansi/contracts/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

const feedbackKey = ['admin', 'feedback'] as const;
const errorsKey = ['admin', 'client-errors'] as const;
const auditKey = ['admin', 'audit'] as const;

/** GET /api/admin/feedback: one page as the URL's filters ask; the previous page stays while the next loads. */
export function useAdminFeedback(query: AdminFeedbackQuery) {
  return useQuery({
    queryKey: [...feedbackKey, 'list', query],
    queryFn: ({ signal }) => api(endpoints.adminFeedbackList, { query }, { signal, retries: 0 }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/admin/feedback/:id: one item with its replies. */
export function useAdminFeedbackItem(id: string) {
  return useQuery({
    queryKey: [...feedbackKey, 'item', id],
    queryFn: ({ signal }) => api(endpoints.adminFeedbackItem, { params: { id } }, { signal, retries: 0 }),
    staleTime: 10_000,
  });
}

/** PUT /api/admin/feedback/:id/status. */
export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FeedbackStatus }) =>
      api(endpoints.setFeedbackStatus, { params: { id }, body: { status } }, { retries: 0 }),
    meta: { successMessage: translate('admin:inbox.toasts.statusSaved') },
    onSuccess: (detail) => queryClient.setQueryData([...feedbackKey, 'item', detail.item.id], detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...feedbackKey, 'list'] }),
  });
}

/** POST /api/admin/feedback/:id/replies: an e-mail through the outbox; the item becomes answered. */
export function useReplyToFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      api(endpoints.replyToFeedback, { params: { id }, body: { message } }, { retries: 0 }),
    meta: { successMessage: translate('admin:inbox.toasts.replySent') },
    onSuccess: (detail) => queryClient.setQueryData([...feedbackKey, 'item', detail.item.id], detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...feedbackKey, 'list'] }),
  });
}

/** GET /api/admin/client-errors: error groups, most recently seen first. */
export function useClientErrors(query: AdminClientErrorsQuery) {
  return useQuery({
    queryKey: [...errorsKey, query],
    queryFn: ({ signal }) => api(endpoints.adminClientErrors, { query }, { signal, retries: 0 }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** PUT /api/admin/client-errors/:id/resolved. */
export function useResolveClientError() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) =>
      api(endpoints.resolveClientError, { params: { id }, body: { resolved } }, { retries: 0 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: errorsKey }),
  });
}

/** GET /api/admin/audit: the audit log, newest first. */
export function useAuditLog(query: AdminAuditQuery) {
  return useQuery({
    queryKey: [...auditKey, query],
    queryFn: ({ signal }) => api(endpoints.adminAuditLog, { query }, { signal, retries: 0 }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
