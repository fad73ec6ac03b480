import type { AdCampaign, AdCampaignInput, AdCampaignPatch, AdReportQuery } from '@mzansi/contracts/ads';
import { endpoints } from '@mzansi/contracts/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

export const adCampaignsQueryKey = ['admin', 'ads', 'campaigns'] as const;
export const adReportQueryKey = ['admin', 'ads', 'report'] as const;

/** While a creative is being checked or transcoded, the list is read again this often (its state changes). */
export const CREATIVE_POLL_MS = 5000;
const TRANSCODING = new Set(['uploaded', 'probing', 'transcoding']);

/** A creative whose video is still on its way to ready. */
export function creativeInProgress(campaign: Pick<AdCampaign, 'creativeStatus'>): boolean {
  return campaign.creativeStatus !== null && TRANSCODING.has(campaign.creativeStatus);
}

/** GET /api/admin/ads/campaigns: every campaign with its impressions today and in total. */
export function useAdCampaigns() {
  return useQuery({
    queryKey: adCampaignsQueryKey,
    queryFn: ({ signal }) =>
      api(endpoints.adminAdCampaigns, {}, { signal, retries: 0 }).then((body) => body.items),
    // A creative being transcoded is followed until it is ready (or failed).
    refetchInterval: (query) => (query.state.data?.some(creativeInProgress) ? CREATIVE_POLL_MS : false),
  });
}

/** POST /api/admin/ads/campaigns. Errors are shown in the form (no toast). */
export function useCreateAdCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdCampaignInput) => api(endpoints.createAdCampaign, { body }, { retries: 0 }),
    meta: { successMessage: translate('ads-admin:toasts.created'), skipErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'ads'] }),
  });
}

/** PATCH /api/admin/ads/campaigns/:id with any part of a campaign. */
export function useUpdateAdCampaign(options: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdCampaignPatch }) =>
      api(endpoints.updateAdCampaign, { params: { id }, body: patch }, { retries: 0 }),
    meta: options.quiet
      ? { skipErrorToast: true }
      : { successMessage: translate('ads-admin:toasts.saved'), skipErrorToast: true },
    onSuccess: (campaign) => {
      queryClient.setQueryData<AdCampaign[]>(adCampaignsQueryKey, (items) =>
        items?.map((item) => (item.id === campaign.id ? campaign : item)),
      );
      return queryClient.invalidateQueries({ queryKey: ['admin', 'ads'] });
    },
  });
}

/** Pause or resume from the table (a toast says what happened, or why it did not). */
export function useSetAdCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'paused' }) =>
      api(endpoints.updateAdCampaign, { params: { id }, body: { status } }, { retries: 0 }),
    onSuccess: (campaign) => {
      queryClient.setQueryData<AdCampaign[]>(adCampaignsQueryKey, (items) =>
        items?.map((item) => (item.id === campaign.id ? campaign : item)),
      );
      return queryClient.invalidateQueries({ queryKey: adCampaignsQueryKey });
    },
  });
}

/** DELETE /api/admin/ads/campaigns/:id (its report rows go with it on the server). */
export function useDeleteAdCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.deleteAdCampaign, { params: { id } }, { retries: 0 }),
    meta: { successMessage: translate('ads-admin:toasts.deleted') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'ads'] }),
  });
}

/** GET /api/admin/ads/report for a range of days (YYYY-MM-DD, inclusive). */
export function useAdReport(query: AdReportQuery) {
  return useQuery({
    queryKey: [...adReportQueryKey, query],
    queryFn: ({ signal }) => api(endpoints.adReport, { query }, { signal, retries: 0 }),
    placeholderData: keepPreviousData,
  });
}
