import { QUERY_DEFAULTS } from '@mzansi/contracts/constants';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isRetryableStatus } from './api-client';

/** What a mutation may say about itself (`useMutation({ meta })`). */
export interface MutationMeta extends Record<string, unknown> {
  /** shown as a "Success" toast for 3000 ms (spec §8) */
  successMessage?: string;
  /** the mutation shows its own error message (the auth forms' spec messages), so no "Action failed" toast */
  skipErrorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** Spec §9: failed queries retry up to 3 times, never on a 400-499 answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status <= 499) return false;
  return failureCount < QUERY_DEFAULTS.maxRetries;
}

/**
 * Spec §9: mutations retry once. Only where a retry can help (no answer, 5xx, 408): a refused password or a
 * taken username fails the same way twice, and a 429 asks us to wait.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_DEFAULTS.mutationRetries) return false;
  if (!isApiError(error)) return false;
  return isRetryableStatus(error.status) && error.status !== 429;
}

/** Spec §9: 1 s, 2 s, 4 s ... capped at 30 s. `attemptIndex` is 0 for the first retry. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** attemptIndex, QUERY_DEFAULTS.retryMaxDelayMs);
}

export interface QueryClientHooks {
  /** spec §8: any mutation that fails → "Action failed" with the error message, until dismissed */
  onMutationError?: (error: unknown, meta: MutationMeta | undefined) => void;
  /** spec §8: a mutation that succeeds with a message → "Success" for 3000 ms */
  onMutationSuccess?: (message: string) => void;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (meta?.skipErrorToast) return;
        hooks.onMutationError?.(error, meta);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (message) hooks.onMutationSuccess?.(message);
      },
    }),
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
        retry: shouldRetryMutation,
        retryDelay: queryRetryDelay,
      },
    },
  });
}
