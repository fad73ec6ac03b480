import { API_CLIENT } from '@mzansi/contracts/constants';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const apiHealthQueryKey = ['api-health'] as const;

/** GET /api/health: healthy on a 200 with status ok, unhealthy on anything else (503, no answer, bad body). */
export async function checkApiHealth(signal?: AbortSignal): Promise<boolean> {
  try {
    const body = await api(endpoints.health, {}, { retries: 0, background: true, cache: 'no-store', signal });
    return body?.status === 'ok';
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

/** Spec §4: checked at start, every 60 s and on Retry; a result is reused for 60 s. */
export function useApiHealth() {
  const query = useQuery({
    queryKey: apiHealthQueryKey,
    queryFn: ({ signal }) => checkApiHealth(signal),
    staleTime: API_CLIENT.healthIntervalMs,
    refetchInterval: API_CLIENT.healthIntervalMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return {
    healthy: query.data !== false,
    checking: query.isFetching,
    retry: () => void query.refetch(),
  };
}
