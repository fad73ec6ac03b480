import type { PublicReview, ReportReason } from '@mzansi/contracts/reviews';
import { formatDate } from '@mzansi/i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { useAuth } from '@/hooks/use-auth';
import { useLanguage } from '@/lib/i18n';
import {
  useDeleteReview,
  useMyRating,
  useRatingSummary,
  useReportReview,
  useSetRating,
  useTitleReviews,
  useWriteReview,
} from '../api/reviews';
import { RatingControl, RatingSummaryText } from './rating-control';
import { ReportDialog } from './report-dialog';
import { ReviewForm } from './review-form';

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

function ReviewItem({
  review,
  canReport,
  onReport,
}: {
  review: PublicReview;
  canReport: boolean;
  onReport: (review: PublicReview) => void;
}) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  return (
    <li className="grid gap-1 rounded-lg border border-border bg-surface-1 p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{review.author}</span>
        {review.rating ? (
          <span className="text-sm text-muted">
            {review.rating === 'up' ? t('reviews.liked') : t('reviews.disliked')}
          </span>
        ) : null}
        <span className="text-sm text-muted">
          {formatDate(language, review.created_at, DATE)}
          {review.updated_at !== review.created_at ? ` · ${t('reviews.edited')}` : ''}
        </span>
        {canReport ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-label={t('reviews.reportLabel', { author: review.author })}
            onClick={() => onReport(review)}
          >
            {t('reviews.report')}
          </Button>
        ) : null}
      </div>
      {/* Plain text as text: React escapes it; line breaks kept by CSS, never HTML. */}
      <p className="text-base whitespace-pre-line">{review.text}</p>
    </li>
  );
}

/**
 * The title page's ratings and reviews (issue 19): the aggregate, the viewer's thumbs, their own review (write,
 * edit, delete; a hidden one with the moderator's reason) and the newest reviews, each reportable by others.
 * Drawn in the browser only (the page hands it in under ClientOnly): it depends on who is signed in.
 */
export function ReviewsSection({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation('reviews');
  const auth = useAuth();
  const signedIn = auth.isAuthenticated;
  const profileId = signedIn ? (auth.viewerProfile?.id ?? null) : null;
  const summary = useRatingSummary(videoId);
  const reviews = useTitleReviews(videoId, profileId);
  const mine = useMyRating(videoId, profileId, signedIn);
  const setRating = useSetRating(videoId, profileId);
  const write = useWriteReview(videoId);
  const remove = useDeleteReview(videoId);
  const report = useReportReview();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState<PublicReview | null>(null);
  const [reportKey, setReportKey] = useState(0);

  const own = mine.data?.review ?? null;
  const others = (reviews.data?.pages ?? []).flatMap((page) => page.items).filter((item) => !item.mine);

  if (summary.isError || reviews.isError) {
    return (
      <QueryErrorState
        title={t('section.loadError')}
        error={summary.error ?? reviews.error}
        onRetry={() => void Promise.all([summary.refetch(), reviews.refetch()])}
        retrying={summary.isFetching || reviews.isFetching}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <RatingSummaryText summary={summary.data} />
        {auth.isLoading ? null : (
          <RatingControl
            signedIn={signedIn}
            value={mine.data?.rating ?? null}
            disabled={signedIn && mine.isPending}
            onChange={(next) => setRating.mutate(next)}
          />
        )}
      </div>

      {signedIn ? (
        <div className="grid gap-3">
          {editing ? (
            <ReviewForm
              editing={own !== null}
              initialText={own?.text ?? ''}
              pending={write.isPending}
              onSubmit={async (text) => {
                await write.mutateAsync(text);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : own ? (
            <div className="grid max-w-2xl gap-2 rounded-lg border border-border bg-surface-2 p-4">
              <h3 className="text-base font-semibold">{t('reviews.yours')}</h3>
              {own.status === 'hidden' ? (
                <p role="note" className="text-sm text-danger">
                  {t('reviews.hidden', { reason: own.hidden_reason ?? '' })}{' '}
                  <span className="text-muted">{t('reviews.hiddenNote')}</span>
                </p>
              ) : null}
              <p className="text-base whitespace-pre-line">{own.text}</p>
              <div className="flex gap-2">
                {own.status === 'visible' ? (
                  <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                    {t('reviews.edit')}
                  </Button>
                ) : null}
                <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
                  {t('reviews.delete')}
                </Button>
              </div>
            </div>
          ) : mine.isSuccess ? (
            <div>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('reviews.write')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="reviews-list-heading" className="grid gap-3">
        <h3 id="reviews-list-heading" className="text-lg font-bold">
          {t('reviews.heading')}
        </h3>
        {reviews.isSuccess && others.length === 0 ? (
          <p className="text-base text-muted">{t('reviews.empty')}</p>
        ) : (
          <ul className="grid max-w-3xl gap-3">
            {others.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                canReport={signedIn}
                onReport={(target) => {
                  setReporting(target);
                  setReportKey((key) => key + 1);
                }}
              />
            ))}
          </ul>
        )}
        {reviews.hasNextPage ? (
          <div>
            <Button
              variant="secondary"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {t('reviews.more')}
            </Button>
          </div>
        ) : null}
      </section>

      <ReportDialog
        key={reportKey}
        open={reporting !== null}
        onOpenChange={(open) => {
          if (!open) setReporting(null);
        }}
        pending={report.isPending}
        onSubmit={(reason: ReportReason, note) =>
          report.mutateAsync({ reviewId: reporting!.id, body: { reason, ...(note ? { note } : {}) } })
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('reviews.deleteTitle')}
        description={t('reviews.deleteDescription', { title })}
        confirmLabel={t('reviews.deleteConfirm')}
        cancelLabel={t('reviews.keep')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSettled: () => setConfirmDelete(false),
          })
        }
      />
    </div>
  );
}
