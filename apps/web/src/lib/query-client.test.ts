import { QUERY_DEFAULTS } from '@mzansi/contracts/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('query retry policy', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 408, 429, 499]) {
      expect(shouldRetryQuery(0, new ApiError('nope', { status }))).toBe(false);
    }
  });

  it('retries server, network and unknown errors up to 3 times', () => {
    for (const error of [
      new ApiError('down', { status: 503 }),
      new ApiError('offline', { status: 0 }),
      new Error('x'),
    ]) {
      expect([0, 1, 2, 3].map((failureCount) => shouldRetryQuery(failureCount, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('doubles the delay from 1 s to a 30 s maximum', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('applies the cache and refetch defaults of spec §9', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(QUERY_DEFAULTS.staleTimeMs);
    expect(queries?.gcTime).toBe(QUERY_DEFAULTS.gcTimeMs);
    expect(queries?.staleTime).toBe(10 * 60_000);
    expect(queries?.gcTime).toBe(30 * 60_000);
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(queries?.refetchOnReconnect).toBe(true);
    expect(typeof mutations?.retry).toBe('function');
  });
});
