import type { RecommendationsResponse } from '@mzansi/contracts/discovery';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { embeddedHome } from './embedded-rows';

const pageLoadedAt = Date.now();

function useRecommendationsQuery<T>(select: (response: RecommendationsResponse) => T) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: ['recommendations', userId] as const,
    queryFn: ({ signal }): Promise<RecommendationsResponse> =>
      api(endpoints.recommendations, {}, { signal, retries: 0 }),
    initialData: userId === null ? embeddedHome : undefined,
    initialDataUpdatedAt: pageLoadedAt,
    select,
  });
}

const selectRows = (response: RecommendationsResponse) => response.rows;
const selectHome = (response: RecommendationsResponse) => response;

/**
 * GET /api/recommendations: named rows, personal when signed in ("Because you watched …", "Top picks for you"), then
 * "Trending in South Africa" and "New on Mzansi Stream". Keyed by the viewer (the saved snapshot's id while the
 * session check runs), so signing in or out refetches. A visitor arriving on /home starts from the rows in the
 * page, so the hero and the first rows draw without waiting for the API.
 */
export function useRecommendations() {
  return useRecommendationsQuery(selectRows);
}

/** The same answer whole: the rows and the hero's title among them (D59). */
export function useHomeRecommendations() {
  return useRecommendationsQuery(selectHome);
}
