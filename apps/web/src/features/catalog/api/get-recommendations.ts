import type { RecommendationRow } from '@mzansi/contracts/discovery';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/**
 * GET /api/recommendations: named rows, personal when signed in ("Because you watched …", "Top picks for you"), then
 * "Trending in South Africa" and "New on Mzansi Stream". Keyed by the viewer (the saved snapshot's id while the
 * session check runs), so signing in or out refetches.
 */
export function useRecommendations() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: ['recommendations', userId] as const,
    queryFn: ({ signal }) =>
      apiGet<{ rows: RecommendationRow[] }>('/recommendations', { signal, retries: 0 }).then(
        (body) => body.rows,
      ),
  });
}
