import { formatDate } from '@mzansi/i18n/format';
import { History, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { useLanguage } from '@/lib/i18n';
import {
  useClearHistory,
  useRemoveFromHistory,
  useWatchHistory,
  type HistoryEntry,
} from '../api/get-watch-history';

/** Dates as DESIGN.md writes them: 22 Nov 2026 (in the interface language). */
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** Splits a message around one argument, so the argument can be its own element (a <time>) in any word order. */
const SLOT = '\u0000';

function HistorySkeleton() {
  const { t } = useTranslation('history');
  return (
    <div role="status">
      <span className="sr-only">{t('page.loading')}</span>
      <ul aria-hidden="true" className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="flex items-center gap-4 p-4 motion-safe:animate-pulse">
            <div className="aspect-video w-28 shrink-0 rounded-md bg-surface-2 sm:w-40" />
            <div className="flex-1 space-y-2">
              <div className="h-5 w-1/2 rounded bg-surface-3" />
              <div className="h-4 w-1/3 rounded bg-surface-2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('history');
  const language = useLanguage();
  const remove = useRemoveFromHistory();
  const { video } = entry;
  const [watchedBefore = '', watchedAfter = ''] = t('page.watched', { date: SLOT }).split(SLOT);
  const href = `/watch/${encodeURIComponent(entry.titleId)}`;
  return (
    <li className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <div className="aspect-video w-28 overflow-hidden rounded-md bg-surface-2 ring-1 ring-border/60 sm:w-40">
          {video.backdrop.src ? (
            <img
              src={video.backdrop.src}
              srcSet={video.backdrop.srcSet || undefined}
              sizes="160px"
              width={video.backdrop.width || 640}
              height={video.backdrop.height || 360}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : null}
        </div>
      </Link>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold">
          <Link to={href} className="rounded hover:underline">
            {video.title}
          </Link>
        </h2>
        {entry.episodeLabel ? <p className="truncate text-sm text-muted">{entry.episodeLabel}</p> : null}
        <p className="text-sm text-muted">
          {watchedBefore}
          <time dateTime={entry.watchedAt}>{formatDate(language, entry.watchedAt, SHORT_DATE)}</time>
          {watchedAfter}
          {entry.watchCount > 1 ? ` · ${t('page.times', { count: entry.watchCount })}` : ''}
        </p>
      </div>
      {entry.lastVideoId ? (
        <ButtonLink
          to={`${href}?play=${encodeURIComponent(entry.lastVideoId)}`}
          variant="secondary"
          size="sm"
          className="max-sm:hidden"
          aria-label={t('page.playAgainLabel', { title: video.title })}
        >
          {t('page.playAgain')}
        </ButtonLink>
      ) : null}
      <Button
        variant="ghost"
        size="md"
        className="w-11 px-0"
        onClick={() => remove.mutate(entry)}
        disabled={remove.isPending}
        aria-label={t('page.removeLabel', { title: video.title })}
      >
        <X className="size-5" aria-hidden="true" />
      </Button>
    </li>
  );
}

function ClearHistory() {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  const clear = useClearHistory();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('clear.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('clear.dialogTitle')}
        description={t('clear.dialogDescription')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('clear.cancel')}
          </Button>
          <Button
            className="bg-[var(--color-rating-red)] text-white hover:brightness-110"
            disabled={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {clear.isPending ? <Spinner /> : null}
            {clear.isPending ? t('clear.clearing') : t('clear.button')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** /history (spec §2): what you watched, newest first; remove a title or clear everything. */
export function HistoryPage() {
  const { t } = useTranslation('history');
  const { data, isPending, isError, error, refetch, isFetching } = useWatchHistory();
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={data && data.length > 0 ? <ClearHistory /> : undefined}
      />
      {isPending ? (
        <HistorySkeleton />
      ) : isError ? (
        <QueryErrorState
          title={t('page.loadError')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.length === 0 ? (
        <StateMessage
          role="status"
          icon={<History className="size-8" />}
          title={t('page.emptyTitle')}
          description={t('page.emptyDescription')}
          actions={<ButtonLink to="/home">{t('page.findSomething')}</ButtonLink>}
        />
      ) : (
        <ol
          aria-label={t('page.title')}
          className="divide-y divide-border rounded-2xl border border-border bg-surface"
        >
          {data.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
