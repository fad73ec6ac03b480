import { endpoints } from '@mzansi/contracts/endpoints';
import type {
  ArtworkKind,
  StudioOptions,
  TitleDetails,
  TitleStats,
  UpdateTitleDetails,
} from '@mzansi/contracts/studio-editing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import { studioKeys } from './studio-api';

export type { StudioOptions, TitleDetails, TitleStats, UpdateTitleDetails };

export const editingKeys = {
  details: (id: string) => ['studio', 'details', id] as const,
  options: ['studio', 'options'] as const,
  stats: ['studio', 'stats'] as const,
  people: (query: string) => ['studio', 'people', query] as const,
};

/** GET /api/studio/titles/:id/details: what the title editor starts from. */
export function useTitleDetails(titleId: string) {
  return useQuery({
    queryKey: editingKeys.details(titleId),
    queryFn: ({ signal }) =>
      api(endpoints.studioTitleDetails, { params: { id: titleId } }, { signal, retries: 0 }),
    staleTime: 0,
  });
}

/** GET /api/studio/options: genres and collections to pick, and whether "Publish" goes through review. */
export function useStudioOptions() {
  return useQuery({
    queryKey: editingKeys.options,
    queryFn: ({ signal }) => api(endpoints.studioOptions, {}, { signal, retries: 0 }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/studio/stats: plays, watch hours, completion and ratings per title. */
export function useStudioStats() {
  return useQuery({
    queryKey: editingKeys.stats,
    queryFn: ({ signal }) =>
      api(endpoints.studioStats, {}, { signal, retries: 0 }).then(
        (body) => new Map((body.items ?? []).map((item) => [item.titleId, item] as const)),
      ),
    staleTime: 60_000,
  });
}

/** GET /api/studio/people?q=: the people picker's suggestions (from 2 characters). */
export function usePeopleSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: editingKeys.people(q),
    queryFn: ({ signal }) =>
      api(endpoints.studioPeople, { query: { q } }, { signal, retries: 0 }).then((body) => body.items ?? []),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
}

/** PUT /api/studio/titles/:id/details */
export function useSaveTitleDetails(titleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTitleDetails) =>
      api(endpoints.updateStudioTitleDetails, { params: { id: titleId }, body }, { retries: 0 }),
    meta: { successMessage: translate('studio:editor.saved') },
    onSuccess: (details) => queryClient.setQueryData(editingKeys.details(titleId), details),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioKeys.titles }),
  });
}

/** POST /api/studio/titles/:id/artwork/:kind (multipart `file`) */
export function useUploadArtwork(titleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ArtworkKind; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api(endpoints.uploadTitleArtwork, { params: { id: titleId, kind }, body: form }, { retries: 0 });
    },
    meta: { successMessage: translate('studio:editor.artworkSaved') },
    onSuccess: (details) => queryClient.setQueryData(editingKeys.details(titleId), details),
  });
}

export const moderationTitleKeys = { all: ['moderation', 'titles'] as const };

/** GET /api/moderation/titles: creator titles waiting for review (moderators). */
export function useTitleSubmissions() {
  return useQuery({
    queryKey: moderationTitleKeys.all,
    queryFn: ({ signal }) =>
      api(endpoints.moderationTitles, {}, { signal, retries: 0 }).then((body) => body.items ?? []),
    staleTime: 0,
  });
}

/** POST /api/moderation/titles/:id/approve | reject {reason} */
export function useModerateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string },
    ) =>
      input.action === 'approve'
        ? api(endpoints.approveTitle, { params: { id: input.id } }, { retries: 0 })
        : api(
            endpoints.rejectTitle,
            { params: { id: input.id }, body: { reason: input.reason } },
            { retries: 0 },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationTitleKeys.all }),
  });
}
