import type { AnalyticsQuery } from '@mzansi/contracts/analytics';
import { endpoints } from '@mzansi/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const analyticsQueryKey = ['admin', 'analytics'] as const;
/** The rollups are refreshed every 5 minutes on the server: reading them more often shows nothing new. */
const FRESH_MS = 60_000;

/** GET /api/admin/analytics for a range (the previous range's figures stay on screen while the next loads). */
export function useAnalytics(query: AnalyticsQuery) {
  return useQuery({
    queryKey: [...analyticsQueryKey, query.range, query.from ?? null, query.to ?? null],
    queryFn: ({ signal }) => api(endpoints.adminAnalytics, { query }, { signal, retries: 0 }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}
