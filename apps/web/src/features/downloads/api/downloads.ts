import type { CheckDownloadsRequest, CreateDownloadRequest } from '@mzansi/contracts/downloads';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/** POST /api/downloads: a licence and its files URL (the same licence again for a video already downloading). */
export function createDownload(body: CreateDownloadRequest) {
  return api(endpoints.createDownload, { body }, { retries: 0 });
}

/** DELETE /api/downloads/:id: the licence given back, so it no longer counts against the plan's limit. */
export function deleteDownloadLicence(id: string) {
  return api(endpoints.deleteDownload, { params: { id } }, { retries: 0, background: true });
}

/** POST /api/downloads/check: renews this device's licences and says which ended. */
export function checkDownloads(body: CheckDownloadsRequest) {
  return api(endpoints.checkDownloads, { body }, { retries: 0, background: true });
}

export const downloadsQueryKey = ['downloads'] as const;

/** The account's count against the plan's limit (and this device's licences), while online. */
export function useDownloadLicences(enabled = true) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: downloadsQueryKey,
    queryFn: ({ signal }) => api(endpoints.downloads, {}, { signal, retries: 0 }),
    enabled: signedIn && enabled,
    staleTime: 30_000,
  });
}
