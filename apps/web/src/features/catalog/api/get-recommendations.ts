import type { RecommendationsResponse } from '@mzansi/contracts/discovery';
import { endpoints } from '@mzansi/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/** Keyed by the viewer, so signing in or out refetches (a visitor's rows are everyone's). */
export const recommendationsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['recommendations', userId] as const,
    queryFn: ({ signal }): Promise<RecommendationsResponse> =>
      api(endpoints.recommendations, {}, { signal, retries: 0 }),
  });

function useRecommendationsQuery<T>(select: (response: RecommendationsResponse) => T) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery({ ...recommendationsQueryOptions(userId), select });
}

const selectRows = (response: RecommendationsResponse) => response.rows;
const selectHome = (response: RecommendationsResponse) => response;

/**
 * GET /api/recommendations: named rows, personal when signed in ("Because you watched …", "Top picks for you"), then
 * "Trending in South Africa" and "New on Mzansi Stream". Keyed by the viewer (the saved snapshot's id while the
 * session check runs). /home drawn by the server arrives with its viewer's answer in the page (entry-server.tsx).
 */
export function useRecommendations() {
  return useRecommendationsQuery(selectRows);
}

/** The same answer whole: the rows and the hero's title among them (D59). */
export function useHomeRecommendations() {
  return useRecommendationsQuery(selectHome);
}
