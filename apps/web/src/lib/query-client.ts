import { QUERY_DEFAULTS } from '@mzansi/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Spec §9: failed queries retry up to 3 times, never on a 400-499 answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status <= 499) return false;
  return failureCount < QUERY_DEFAULTS.maxRetries;
}

/** Spec §9: 1 s, 2 s, 4 s ... capped at 30 s. `attemptIndex` is 0 for the first retry. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** attemptIndex, QUERY_DEFAULTS.retryMaxDelayMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: {
        retry: QUERY_DEFAULTS.mutationRetries,
      },
    },
  });
}
