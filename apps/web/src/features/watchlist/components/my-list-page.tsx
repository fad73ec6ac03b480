import { formatDate } from '@mzansi/contracts/format';
import { ListVideo, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { useWatchlist } from '../api/get-watchlist';

/** /my-list, /list and /watchlist (spec §2): the titles the user saved. */
export function MyListPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useWatchlist();
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title="My List" description="The titles you saved to watch later." />
      {isPending ? (
        <LoadingState label="Loading your list..." />
      ) : isError ? (
        <StateMessage
          role="alert"
          title="We couldn't load your list"
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
          icon={<ListVideo className="size-8" />}
          title="Your list is empty"
          description="Save titles to watch later — start with Mzansi Movies."
          actions={<ButtonLink to="/browse">Browse Mzansi Movies</ButtonLink>}
        />
      ) : (
        <ul
          aria-label="My List"
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
        >
          {data.map((entry) => (
            <li key={entry.id}>
              <Link to={`/watch/${entry.videoId}`} className="group block rounded-lg">
                <div className="aspect-[2/3] overflow-hidden rounded-lg bg-surface-2">
                  {entry.posterSrc ? (
                    <img
                      src={entry.posterSrc}
                      alt=""
                      loading="lazy"
                      width={400}
                      height={600}
                      className="size-full object-cover"
                    />
                  ) : null}
                </div>
                <p className="mt-2 text-sm font-semibold group-hover:underline">{entry.title}</p>
                {entry.addedAt ? (
                  <p className="text-xs text-muted">Added {formatDate(entry.addedAt)}</p>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
