import { REJECT_REASON_MAX_LENGTH, type TitleSubmission } from '@mzansi/contracts/studio-editing';
import { formatDate } from '@mzansi/i18n/format';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useLanguage } from '@/lib/i18n';
import { useUiStore } from '@/stores/ui-store';
import { useModerateTitle, useTitleSubmissions } from '../api/studio-editing-api';

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

function RejectDialog({
  item,
  onClose,
  onReject,
  pending,
}: {
  item: TitleSubmission;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('studio');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(t('queue.reasonRequired'));
    setError(null);
    try {
      await onReject(reason.trim());
      onClose();
    } catch (caught) {
      setError(apiErrorMessage(caught));
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('queue.rejectTitle', { title: item.title })}
      description={t('queue.rejectDescription')}
    >
      <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4" noValidate>
        <TextAreaField
          label={t('queue.reason')}
          value={reason}
          maxLength={REJECT_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('titleForm.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('queue.rejectConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The moderators' queue of creator titles submitted for publication (issue 19): approve publishes, reject asks for
 * the reason the creator sees in the studio. The moderation page shows it beside the reviews queue.
 */
export function TitlesReviewQueue() {
  const { t } = useTranslation('studio');
  const language = useLanguage();
  const showToast = useUiStore((state) => state.showToast);
  const queue = useTitleSubmissions();
  const moderate = useModerateTitle();
  const [rejecting, setRejecting] = useState<TitleSubmission | null>(null);

  if (queue.isError) {
    return (
      <QueryErrorState
        title={t('queue.loadError')}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  }
  if (queue.isPending) return <LoadingState className="min-h-24" label={t('queue.loading')} />;
  const items = queue.data;
  if (items.length === 0) return <p className="text-base text-muted">{t('queue.empty')}</p>;
  return (
    <>
      <ul aria-label={t('queue.listLabel')} className="grid max-w-4xl gap-4">
        {items.map((item) => {
          const headingId = `title-submission-${item.id}`;
          return (
            <li
              key={item.id}
              aria-labelledby={headingId}
              className="grid gap-3 rounded-lg border border-border bg-surface-1 p-4 sm:grid-cols-[6rem_1fr]"
            >
              {item.poster.src ? (
                <img
                  src={item.poster.src}
                  srcSet={item.poster.srcSet}
                  sizes="6rem"
                  alt=""
                  className="aspect-[2/3] w-24 rounded-md object-cover"
                />
              ) : (
                <span aria-hidden="true" />
              )}
              <div className="grid gap-2">
                <div className="flex flex-wrap items-baseline gap-x-3">
                  <h2 id={headingId} className="text-base font-semibold">
                    {item.title}
                  </h2>
                  <span className="text-sm text-muted">
                    {item.releaseYear} · {item.ageRating}
                  </span>
                  <span className="text-sm text-muted">
                    {t('queue.submitted', {
                      creator: item.creatorName ?? t('queue.unknownCreator'),
                      date: formatDate(language, item.submittedAt, DATE),
                    })}
                  </span>
                </div>
                {item.tagline ? <p className="text-sm font-semibold">{item.tagline}</p> : null}
                {item.synopsis ? <p className="text-sm whitespace-pre-line">{item.synopsis}</p> : null}
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    disabled={moderate.isPending}
                    aria-label={t('queue.approveLabel', { title: item.title })}
                    onClick={() =>
                      moderate.mutate(
                        { id: item.id, action: 'approve' },
                        { onSuccess: () => showToast({ type: 'success', title: t('queue.approved') }) },
                      )
                    }
                  >
                    {t('queue.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={moderate.isPending}
                    aria-label={t('queue.rejectLabel', { title: item.title })}
                    onClick={() => setRejecting(item)}
                  >
                    {t('queue.reject')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {rejecting ? (
        <RejectDialog
          item={rejecting}
          pending={moderate.isPending}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            await moderate.mutateAsync({ id: rejecting.id, action: 'reject', reason });
            showToast({ type: 'success', title: t('queue.rejected') });
          }}
        />
      ) : null}
    </>
  );
}
