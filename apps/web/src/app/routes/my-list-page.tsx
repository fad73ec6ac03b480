import { formatDate } from '@mzansi/contracts/format';
import { ListVideo } from 'lucide-react';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { StateMessage } from '@/components/ui/state-message';
import { titlesCount } from '@/features/catalog/api/catalog-vocabulary';
import { collectionHref, MZANSI_MOVIES, useCollections } from '@/features/catalog/api/get-collections';
import { PosterGrid, PosterGridSkeleton } from '@/features/catalog/components/poster-grid';
import { useWatchlist } from '@/features/watchlist/api/get-watchlist';
import { MyListButton } from '@/features/watchlist/components/my-list-button';

/** The empty list points at Mzansi Movies (DESIGN.md), found by name among the collections; /browse until then. */
function useMzansiMoviesHref(): string {
  const { data } = useCollections();
  const movies = data?.find((collection) => collection.name === MZANSI_MOVIES);
  return movies ? collectionHref(movies) : '/browse';
}

/** /my-list, /list and /watchlist (spec §2): the saved titles, newest first, each removable in place. */
export function MyListPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useWatchlist();
  const moviesHref = useMzansiMoviesHref();
  const addedOn = new Map(data?.map((entry) => [entry.video_id, entry.added_at]));

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="My List"
        description={
          data && data.length > 0
            ? `${titlesCount(data.length)}, newest first.`
            : 'The titles you saved to watch later.'
        }
      />
      {isPending ? (
        <PosterGridSkeleton count={6} />
      ) : isError ? (
        <QueryErrorState
          title="We couldn't load your list"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.length === 0 ? (
        <StateMessage
          role="status"
          icon={<ListVideo className="size-8" />}
          title="Your list is empty"
          description="Save titles to watch later — start with Mzansi Movies."
          actions={<ButtonLink to={moviesHref}>Browse Mzansi Movies</ButtonLink>}
        />
      ) : (
        <PosterGrid
          items={data.map((entry) => entry.video)}
          label="My List"
          getNote={(item) => {
            const added = addedOn.get(item.id);
            return added ? `Added ${formatDate(added)}` : undefined;
          }}
          renderAction={(item) => <MyListButton video={item} appearance="remove" />}
        />
      )}
    </div>
  );
}
