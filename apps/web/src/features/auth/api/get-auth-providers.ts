import { endpoints } from '@mzansi/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuthProviders {
  google: boolean;
  emailConfirmationRequired: boolean;
}

export const authProvidersQueryKey = ['auth', 'providers'] as const;

export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return api(endpoints.authProviders, {}, { signal, retries: 0, background: true });
}

/** GET /api/auth/providers: the Google button shows only when the server offers it. */
export function useAuthProviders() {
  return useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: 60 * 60_000,
  });
}
