import {
  HIDE_REASON_MAX_LENGTH,
  MODERATION_SORTS,
  MODERATION_VIEWS,
  type ModerationItem,
  type ModerationSort,
  type ModerationView,
} from '@mzansi/contracts/reviews';
import { formatDate } from '@mzansi/i18n/format';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useLanguage } from '@/lib/i18n';
import { useUiStore } from '@/stores/ui-store';
import { useModerate, useModerationQueue, type ModerationAction } from '../api/reviews';
import { REASON_KEYS, SORT_KEYS, VIEW_KEYS } from '../lib/labels';

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

const pick = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

function HideDialog({
  item,
  onOpenChange,
  onHide,
  pending,
}: {
  item: ModerationItem | null;
  onOpenChange: (open: boolean) => void;
  onHide: (reason: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('reviews');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(t('moderation.reasonRequired'));
    setError(null);
    try {
      await onHide(reason.trim());
      onOpenChange(false);
    } catch (caught) {
      setError(apiErrorMessage(caught));
    }
  }
  return (
    <Dialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title={t('moderation.hideTitle')}
      description={t('moderation.hideDescription')}
    >
      <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4" noValidate>
        {item ? <p className="rounded-md bg-surface-2 p-3 text-sm whitespace-pre-line">{item.text}</p> : null}
        <TextAreaField
          label={t('moderation.hideReason')}
          value={reason}
          maxLength={HIDE_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('moderation.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            {t('moderation.hideConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function QueueItem({
  item,
  onAction,
  busy,
}: {
  item: ModerationItem;
  onAction: (action: ModerationAction, item: ModerationItem) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const headingId = `moderation-item-${item.id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border bg-surface-1 p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold">
          <Link to={`/watch/${item.video_id}`} className="underline-offset-4 hover:underline">
            {t('moderation.reviewOf', { title: item.title })}
          </Link>
        </h2>
        <span className="text-sm text-muted">{t('moderation.by', { author: item.author })}</span>
        <span className="text-sm text-muted">{formatDate(language, item.created_at, DATE)}</span>
        {item.open_reports > 0 ? (
          <span className="rounded-full bg-danger/15 px-2 py-0.5 text-sm font-semibold text-danger">
            {t('moderation.reports', { count: item.open_reports })}
          </span>
        ) : null}
      </div>
      <p className="text-base whitespace-pre-line">{item.text}</p>
      {item.status === 'hidden' && item.hidden_reason ? (
        <p className="text-sm text-danger">{t('moderation.hiddenBecause', { reason: item.hidden_reason })}</p>
      ) : null}
      {item.reasons.length > 0 ? (
        <div className="text-sm">
          <span className="font-semibold">{t('moderation.reasonsLabel')}</span>
          <ul className="mt-1 flex flex-wrap gap-2">
            {item.reasons.map((entry) => (
              <li key={entry.reason} className="rounded-full bg-surface-2 px-2 py-0.5">
                {t('moderation.reasonCount', { reason: t(REASON_KEYS[entry.reason]), count: entry.count })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.notes.length > 0 ? (
        <div className="text-sm">
          <p className="font-semibold">{t('moderation.notesLabel')}</p>
          <ul className="list-disc ps-5 text-muted">
            {item.notes.map((note, index) => (
              <li key={index} className="whitespace-pre-line">
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.open_reports > 0 ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onAction('approve', item)}>
            {t('moderation.approve')}
          </Button>
        ) : null}
        {item.status === 'visible' ? (
          <Button variant="primary" size="sm" disabled={busy} onClick={() => onAction('hide', item)}>
            {t('moderation.hide')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onAction('restore', item)}>
            {t('moderation.restore')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * /admin/moderation (moderators and admins, issue 19): reported reviews, most reported or newest first, and the
 * hidden ones; approve, hide with a reason (a dialog), restore. View, sort and page are in the address.
 */
export function ModerationPage() {
  const { t } = useTranslation('reviews');
  const showToast = useUiStore((state) => state.showToast);
  const [params, setParams] = useSearchParams();
  const view = pick<ModerationView>(params.get('view'), MODERATION_VIEWS, 'reported');
  const sort = pick<ModerationSort>(params.get('sort'), MODERATION_SORTS, 'most_reported');
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const queue = useModerationQueue({ view, sort, page });
  const moderate = useModerate();
  const [hiding, setHiding] = useState<{ key: number; item: ModerationItem | null }>({ key: 0, item: null });

  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(name);
      else next.set(name, value);
      if (name !== 'page') next.delete('page');
      return next;
    });

  function handleAction(action: ModerationAction, item: ModerationItem) {
    if (action === 'hide') {
      setHiding((current) => ({ key: current.key + 1, item }));
      return;
    }
    moderate.mutate(
      { action, id: item.id },
      {
        onSuccess: () =>
          showToast({
            type: 'success',
            title: action === 'approve' ? t('moderation.approved') : t('moderation.restored'),
          }),
      },
    );
  }

  const items = queue.data?.items ?? [];
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader title={t('moderation.title')} description={t('moderation.description')} />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <label className="grid gap-1 text-sm font-semibold">
          {t('moderation.viewLabel')}
          <select
            value={view}
            onChange={(event) => setParam('view', event.target.value)}
            className="h-11 rounded-md border border-border bg-background px-3 text-base font-normal"
          >
            {MODERATION_VIEWS.map((option) => (
              <option key={option} value={option}>
                {t(VIEW_KEYS[option])}
              </option>
            ))}
          </select>
        </label>
        {view === 'reported' ? (
          <label className="grid gap-1 text-sm font-semibold">
            {t('moderation.sortLabel')}
            <select
              value={sort}
              onChange={(event) => setParam('sort', event.target.value)}
              className="h-11 rounded-md border border-border bg-background px-3 text-base font-normal"
            >
              {MODERATION_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(SORT_KEYS[option])}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>

      {queue.isError ? (
        <QueryErrorState
          title={t('moderation.loadError')}
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : queue.isSuccess && items.length === 0 ? (
        <p className="text-base text-muted">
          {view === 'reported' ? t('moderation.emptyReported') : t('moderation.emptyHidden')}
        </p>
      ) : (
        <ul
          aria-label={t('moderation.listLabel')}
          aria-busy={queue.isPending}
          className="grid max-w-4xl gap-4"
        >
          {items.map((item) => (
            <QueueItem key={item.id} item={item} onAction={handleAction} busy={moderate.isPending} />
          ))}
        </ul>
      )}

      {queue.data && (page > 1 || queue.data.next_page) ? (
        <nav aria-label={t('moderation.pagination')} className="mt-6 flex items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setParam('page', String(page - 1))}
          >
            {t('moderation.previous')}
          </Button>
          <span className="text-sm">{t('moderation.page', { page })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!queue.data.next_page}
            onClick={() => setParam('page', String(page + 1))}
          >
            {t('moderation.next')}
          </Button>
        </nav>
      ) : null}

      <HideDialog
        key={hiding.key}
        item={hiding.item}
        pending={moderate.isPending}
        onOpenChange={(open) => {
          if (!open) setHiding((current) => ({ ...current, item: null }));
        }}
        onHide={async (reason) => {
          await moderate.mutateAsync({ action: 'hide', id: hiding.item!.id, reason });
          showToast({ type: 'success', title: t('moderation.hidden') });
        }}
      />
    </div>
  );
}
