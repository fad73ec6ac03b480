import { formatDate } from '@mzansi/contracts/format';
import { History, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import {
  useClearHistory,
  useRemoveFromHistory,
  useWatchHistory,
  type HistoryEntry,
} from '../api/get-watch-history';

function HistorySkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading your history...</span>
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

function timesWatched(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const remove = useRemoveFromHistory();
  const { video } = entry;
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
          Watched <time dateTime={entry.watchedAt}>{formatDate(entry.watchedAt)}</time>
          {entry.watchCount > 1 ? ` · ${timesWatched(entry.watchCount)}` : ''}
        </p>
      </div>
      {entry.lastVideoId ? (
        <ButtonLink
          to={`${href}?play=${encodeURIComponent(entry.lastVideoId)}`}
          variant="secondary"
          size="sm"
          className="max-sm:hidden"
          aria-label={`Play ${video.title} again`}
        >
          Play again
        </ButtonLink>
      ) : null}
      <Button
        variant="ghost"
        size="md"
        className="w-11 px-0"
        onClick={() => remove.mutate(entry)}
        disabled={remove.isPending}
        aria-label={`Remove ${video.title} from your history`}
      >
        <X className="size-5" aria-hidden="true" />
      </Button>
    </li>
  );
}

function ClearHistory() {
  const [open, setOpen] = useState(false);
  const clear = useClearHistory();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Clear history
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Clear your watch history?"
        description="Every title is removed from this list and from Continue watching. Your list and your ratings stay. This cannot be undone."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            className="bg-[var(--color-rating-red)] text-white hover:brightness-110"
            disabled={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {clear.isPending ? <Spinner /> : null}
            {clear.isPending ? 'Clearing…' : 'Clear history'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** /history (spec §2): what you watched, newest first; remove a title or clear everything. */
export function HistoryPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useWatchHistory();
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="Watch history"
        description="What you watched, newest first."
        actions={data && data.length > 0 ? <ClearHistory /> : undefined}
      />
      {isPending ? (
        <HistorySkeleton />
      ) : isError ? (
        <QueryErrorState
          title="We couldn't load your history"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.length === 0 ? (
        <StateMessage
          role="status"
          icon={<History className="size-8" />}
          title="Nothing watched yet"
          description="Titles you watch show up here, so you can pick up where you left off."
          actions={<ButtonLink to="/home">Find something to watch</ButtonLink>}
        />
      ) : (
        <ol
          aria-label="Watch history"
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
