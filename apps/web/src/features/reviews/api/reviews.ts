import { endpoints } from '@mzansi/contracts/endpoints';
import type {
  ModerationQuery,
  MyRating,
  ReportReviewRequest,
  ReviewsPage,
  Thumb,
} from '@mzansi/contracts/reviews';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

/**
 * Ratings and reviews of a title (issue 19). Keys carry the viewer profile: a profile switch never shows the
 * previous profile's thumb or review.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  summary: (videoId: string) => ['reviews', 'summary', videoId] as const,
  list: (videoId: string, profileId: string | null) => ['reviews', 'list', videoId, profileId] as const,
  mine: (videoId: string, profileId: string | null) => ['reviews', 'mine', videoId, profileId] as const,
  moderation: ['moderation', 'reviews'] as const,
};

/** GET /api/videos/:id/ratings: the share who liked it and the counts. */
export function useRatingSummary(videoId: string) {
  return useQuery({
    queryKey: reviewKeys.summary(videoId),
    queryFn: ({ signal }) => api(endpoints.ratingSummary, { params: { videoId } }, { signal }),
  });
}

/** GET /api/videos/:id/reviews, a page at a time ("More reviews"). */
export function useTitleReviews(videoId: string, profileId: string | null) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(videoId, profileId),
    queryFn: ({ signal, pageParam }) =>
      api(endpoints.titleReviews, { params: { videoId }, query: { page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewsPage) => last.next_page ?? undefined,
  });
}

/** GET /api/user/ratings/:id: the profile's own thumb and review (signed in only). */
export function useMyRating(videoId: string, profileId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.mine(videoId, profileId),
    queryFn: ({ signal }) => api(endpoints.myRating, { params: { videoId } }, { signal }),
    enabled,
  });
}

function useRefreshTitle(videoId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.summary(videoId) }),
      queryClient.invalidateQueries({ queryKey: ['reviews', 'list', videoId] }),
      queryClient.invalidateQueries({ queryKey: ['reviews', 'mine', videoId] }),
      // Ratings steer the profile's recommendation rows.
      queryClient.invalidateQueries({ queryKey: ['recommendations'] }),
    ]);
}

/** PUT (a thumb) or DELETE (null) /api/user/ratings/:id, shown at once (optimistic) and put right on failure. */
export function useSetRating(videoId: string, profileId: string | null) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTitle(videoId);
  const key = reviewKeys.mine(videoId, profileId);
  return useMutation({
    mutationFn: async (rating: Thumb | null) => {
      if (rating) await api(endpoints.setRating, { params: { videoId }, body: { rating } }, { retries: 0 });
      else await api(endpoints.clearRating, { params: { videoId } }, { retries: 0 });
    },
    onMutate: async (rating) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MyRating>(key);
      queryClient.setQueryData<MyRating>(key, (current) =>
        current ? { ...current, rating } : { video_id: videoId, rating, review: null },
      );
      return { previous };
    },
    onError: (_error, _rating, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: refresh,
  });
}

/** PUT /api/user/reviews/:id: writes or edits the profile's review. Errors are shown in the form. */
export function useWriteReview(videoId: string) {
  const refresh = useRefreshTitle(videoId);
  return useMutation({
    mutationFn: (text: string) =>
      api(endpoints.writeReview, { params: { videoId }, body: { text } }, { retries: 0 }),
    meta: { successMessage: translate('reviews:toasts.saved'), skipErrorToast: true },
    onSuccess: refresh,
  });
}

/** DELETE /api/user/reviews/:id */
export function useDeleteReview(videoId: string) {
  const refresh = useRefreshTitle(videoId);
  return useMutation({
    mutationFn: () => api(endpoints.deleteReview, { params: { videoId } }, { retries: 0 }),
    meta: { successMessage: translate('reviews:toasts.deleted') },
    onSuccess: refresh,
  });
}

/** POST /api/reviews/:id/reports. Errors are shown in the dialog. */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReportReviewRequest }) =>
      api(endpoints.reportReview, { params: { id: reviewId }, body }, { retries: 0 }),
    meta: { successMessage: translate('reviews:toasts.reported'), skipErrorToast: true },
  });
}

/** GET /api/moderation/reviews */
export function useModerationQueue(query: ModerationQuery) {
  return useQuery({
    queryKey: [...reviewKeys.moderation, query],
    queryFn: ({ signal }) => api(endpoints.moderationReviews, { query }, { signal, retries: 0 }),
    placeholderData: keepPreviousData,
  });
}

export type ModerationAction = 'approve' | 'hide' | 'restore';

/** Approve, hide (with a reason) or restore; the queue and every title's reviews are read again. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: { action: ModerationAction; id: string; reason?: string }) => {
      if (action === 'approve') return api(endpoints.approveReview, { params: { id } }, { retries: 0 });
      if (action === 'restore') return api(endpoints.restoreReview, { params: { id } }, { retries: 0 });
      return api(endpoints.hideReview, { params: { id }, body: { reason: reason ?? '' } }, { retries: 0 });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.moderation }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]),
  });
}

export type TitleReviewsData = InfiniteData<ReviewsPage, number>;
