import { formatDate } from '@mzansi/i18n/format';
import { ListVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { StateMessage } from '@/components/ui/state-message';
import { collectionHref, MZANSI_MOVIES, useCollections } from '@/features/catalog/api/get-collections';
import { PosterGrid, PosterGridSkeleton } from '@/features/catalog/components/poster-grid';
import { useWatchlist } from '@/features/watchlist/api/get-watchlist';
import { MyListButton } from '@/features/watchlist/components/my-list-button';
import { useLanguage } from '@/lib/i18n';

/** Dates as DESIGN.md writes them: 22 Nov 2026 (in the interface language). */
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** The empty list points at Mzansi Movies (DESIGN.md), found by name among the collections; /browse until then. */
function useMzansiMoviesHref(): string {
  const { data } = useCollections();
  const movies = data?.find((collection) => collection.name === MZANSI_MOVIES);
  return movies ? collectionHref(movies) : '/browse';
}

/** /my-list, /list and /watchlist (spec §2): the saved titles, newest first, each removable in place. */
export function MyListPage() {
  const { t } = useTranslation('watchlist');
  const language = useLanguage();
  const { data, isPending, isError, error, refetch, isFetching } = useWatchlist();
  const moviesHref = useMzansiMoviesHref();
  const addedOn = new Map(data?.map((entry) => [entry.video_id, entry.added_at]));

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={t('page.title')}
        description={
          data && data.length > 0
            ? t('page.countDescription', { count: data.length })
            : t('page.emptyDescriptionHeader')
        }
      />
      {isPending ? (
        <PosterGridSkeleton count={6} />
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
          icon={<ListVideo className="size-8" />}
          title={t('page.emptyTitle')}
          description={t('page.emptyDescription')}
          actions={<ButtonLink to={moviesHref}>{t('page.browseMovies')}</ButtonLink>}
        />
      ) : (
        <PosterGrid
          items={data.map((entry) => entry.video)}
          label={t('page.title')}
          getNote={(item) => {
            const added = addedOn.get(item.id);
            return added ? t('page.added', { date: formatDate(language, added, SHORT_DATE) }) : undefined;
          }}
          renderAction={(item) => <MyListButton video={item} appearance="remove" />}
        />
      )}
    </div>
  );
}
