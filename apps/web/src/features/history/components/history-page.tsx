import { formatDate } from '@mzansi/contracts/format';
import { History, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { useWatchHistory } from '../api/get-watch-history';

/** /history (spec §2): what you watched, newest first. */
export function HistoryPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useWatchHistory();
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title="Watch history" description="What you watched, newest first." />
      {isPending ? (
        <LoadingState label="Loading your history..." />
      ) : isError ? (
        <StateMessage
          role="alert"
          title="We couldn't load your history"
          description={error.message}
          actions={
            <Button onClick={() => void refetch()} disabled={isFetching}>
              <RefreshCw className="size-5" aria-hidden="true" />
              Retry
            </Button>
          }
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
            <li key={entry.id} className="flex flex-wrap items-center gap-4 p-4">
              <Link to={`/watch/${entry.videoId}`} className="rounded font-semibold hover:underline">
                {entry.title}
              </Link>
              {entry.progressPercent != null ? (
                <span className="text-sm text-muted">{entry.progressPercent}% watched</span>
              ) : null}
              {entry.watchedAt ? (
                <span className="ml-auto text-sm text-muted">{formatDate(entry.watchedAt)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
