import type { LanguageCode } from '@mzansi/contracts/catalogue';
import { endpoints } from '@mzansi/contracts/endpoints';
import type {
  StudioTitle,
  StudioVideo,
  TitleTranslation,
  TitleTranslationLanguage,
  TitleTranslations,
} from '@mzansi/contracts/studio';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

export type { StudioTitle, StudioVideo };

export const studioKeys = {
  all: ['studio'] as const,
  videos: ['studio', 'videos'] as const,
  video: (id: string) => ['studio', 'videos', id] as const,
  titles: ['studio', 'titles'] as const,
};

/** The transcoding states that can still change (the uploader's page keeps asking). */
export function isSettled(status: StudioVideo['status']): boolean {
  return status === 'ready' || status === 'failed';
}

export const PROGRESS_POLL_MS = 2000;

/** GET /api/studio/videos: the caller's uploads (creators), or every upload (admins), newest first. */
export function useStudioVideos() {
  return useQuery({
    queryKey: studioKeys.videos,
    queryFn: ({ signal }) =>
      api(endpoints.studioVideos, {}, { signal, retries: 0 }).then((body) => body.items ?? []),
    staleTime: 10_000,
  });
}

/**
 * GET /api/studio/videos/:id for each video still on its way (uploaded, probing, transcoding), every 2 s until it
 * settles; a settled video refreshes the list and the titles (a ready video can now be published).
 */
export function useVideoProgress(videos: readonly StudioVideo[]): Map<string, StudioVideo> {
  const queryClient = useQueryClient();
  const pending = videos.filter((video) => !isSettled(video.status));
  const results = useQueries({
    queries: pending.map((video) => ({
      queryKey: studioKeys.video(video.id),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const fresh = await api(
          endpoints.studioVideo,
          { params: { id: video.id } },
          { signal, retries: 0, background: true },
        );
        if (isSettled(fresh.status)) {
          // Only the list (exact): its prefix also matches this very query, which would refetch, settle again and
          // cancel the list's refetch, over and over.
          void queryClient.invalidateQueries({ queryKey: studioKeys.videos, exact: true });
          void queryClient.invalidateQueries({ queryKey: studioKeys.titles });
        }
        return fresh;
      },
      refetchInterval: (query: { state: { data?: StudioVideo } }) =>
        query.state.data && isSettled(query.state.data.status) ? false : PROGRESS_POLL_MS,
      refetchIntervalInBackground: false,
      staleTime: 0,
    })),
  });
  const fresh = new Map<string, StudioVideo>();
  for (const result of results) if (result.data) fresh.set(result.data.id, result.data);
  return fresh;
}

/**
 * The uploads as they are now: the list, with each unsettled video replaced by its latest poll. The upload card and
 * the video list both read this, so they never disagree (the polls are shared: same query keys).
 */
export function useLiveStudioVideos() {
  const list = useStudioVideos();
  const fresh = useVideoProgress(list.data ?? []);
  const videos = list.data?.map((video) => fresh.get(video.id) ?? video);
  return { ...list, videos };
}

export function useStudioTitles() {
  return useQuery({
    queryKey: studioKeys.titles,
    queryFn: ({ signal }) =>
      api(endpoints.studioTitles, {}, { signal, retries: 0 }).then((body) => body.items ?? []),
    staleTime: 10_000,
  });
}

/** A studio change: its toast on success ("Action failed" with the server's reason otherwise), then fresh lists. */
function useStudioMutation<T>(request: (variables: T) => Promise<unknown>, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { successMessage },
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

export interface AttachInput {
  videoId: string;
  titleId: string;
  kind: 'trailer' | 'main';
  episodeId?: string | null;
}

/** PATCH /api/studio/videos/:id: a trailer, a film's main video, or an episode's video. */
export function useAttachVideo() {
  return useStudioMutation(
    ({ videoId, ...body }: AttachInput) =>
      api(endpoints.attachStudioVideo, { params: { id: videoId }, body }, { retries: 0 }),
    translate('studio:toasts.videoAttached'),
  );
}

/** A caption file or an audio track for one language of a video. */
interface TrackUpload {
  videoId: string;
  file: File;
  lang: string;
  label: string;
}

/** The multipart body both track uploads take: lang, label, then the file (read last by the server). */
function trackForm({ file, lang, label }: Omit<TrackUpload, 'videoId'>): FormData {
  const form = new FormData();
  form.append('lang', lang);
  form.append('label', label);
  form.append('file', file, file.name);
  return form;
}

/** POST /api/studio/videos/:id/captions (multipart: file, lang, label). */
export function useUploadCaptions() {
  return useStudioMutation(
    ({ videoId, ...track }: TrackUpload) =>
      api(endpoints.addCaptions, { params: { id: videoId }, body: trackForm(track) }, { retries: 0 }),
    translate('studio:toasts.captionsAdded'),
  );
}

/** DELETE /api/studio/videos/:id/captions/:lang */
export function useRemoveCaptions() {
  return useStudioMutation(
    ({ videoId, lang }: { videoId: string; lang: string }) =>
      // A caption's lang is one the server accepted, so it is one of its language codes.
      api(endpoints.removeCaptions, { params: { id: videoId, lang: lang as LanguageCode } }, { retries: 0 }),
    translate('studio:toasts.captionsRemoved'),
  );
}

/** POST /api/studio/videos/:id/audio (multipart: file, lang, label): the server encodes it before it answers. */
export function useUploadAudioTrack() {
  return useStudioMutation(
    ({ videoId, ...track }: TrackUpload) =>
      api(endpoints.addAudioTrack, { params: { id: videoId }, body: trackForm(track) }, { retries: 0 }),
    translate('studio:toasts.audioAdded'),
  );
}

/** DELETE /api/studio/videos/:id/audio/:lang */
export function useRemoveAudioTrack() {
  return useStudioMutation(
    ({ videoId, lang }: { videoId: string; lang: string }) =>
      // A track's lang is one the server accepted, so it is one of its language codes.
      api(
        endpoints.removeAudioTrack,
        { params: { id: videoId, lang: lang as LanguageCode } },
        { retries: 0 },
      ),
    translate('studio:toasts.audioRemoved'),
  );
}

export interface CreateTitleInput {
  title: string;
  type: StudioTitle['type'];
  tagline: string;
  synopsis: string;
  releaseYear: number;
  ageRating: StudioTitle['ageRating'];
  originalLanguage: LanguageCode;
  isPremium: boolean;
  /** the tagline and synopsis in isiZulu, isiXhosa and Afrikaans: only the languages with some text (issue 16) */
  translations?: TitleTranslations;
}

/** POST /api/studio/titles: a draft the creator owns. */
export function useCreateTitle() {
  return useStudioMutation(
    (input: CreateTitleInput) => api(endpoints.createTitle, { body: input }, { retries: 0 }),
    translate('studio:toasts.titleCreated'),
  );
}

/** POST /api/studio/titles/:id/episodes */
export function useAddEpisode() {
  return useStudioMutation(
    ({
      titleId,
      ...body
    }: {
      titleId: string;
      season: number;
      number: number;
      name: string;
      synopsis: string;
    }) => api(endpoints.addEpisode, { params: { id: titleId }, body }, { retries: 0 }),
    translate('studio:toasts.episodeAdded'),
  );
}

/** PATCH /api/studio/titles/:id {status}: publish, or back to draft. */
export function useSetTitleStatus() {
  return useStudioMutation(
    ({ titleId, status }: { titleId: string; status: StudioTitle['status'] }) =>
      api(endpoints.setTitleStatus, { params: { id: titleId }, body: { status } }, { retries: 0 }),
    translate('studio:toasts.titleUpdated'),
  );
}

export interface TitleTranslationInput {
  titleId: string;
  language: TitleTranslationLanguage;
  text: TitleTranslation;
}

function saveTitleTranslation({ titleId, language, text }: TitleTranslationInput) {
  return api(
    endpoints.setTitleStatus,
    { params: { id: titleId }, body: { translations: { [language]: text } } },
    { retries: 0 },
  );
}

/** PATCH /api/studio/titles/:id {translations: {<language>: {tagline, synopsis}}}: one language's text, replaced. */
export function useSaveTitleTranslation() {
  return useStudioMutation(saveTitleTranslation, translate('studio:toasts.translationSaved'));
}

/** The same PATCH with both fields empty: the title no longer has text in that language (English is shown). */
export function useRemoveTitleTranslation() {
  return useStudioMutation(
    ({ titleId, language }: Omit<TitleTranslationInput, 'text'>) =>
      saveTitleTranslation({ titleId, language, text: { tagline: '', synopsis: '' } }),
    translate('studio:toasts.translationRemoved'),
  );
}
