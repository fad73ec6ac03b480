import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { clsx } from 'clsx';
import { Clapperboard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { InfiniteLoader } from '@/components/ui/infinite-loader';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { StateMessage } from '@/components/ui/state-message';
import { useInfiniteVideos } from '../api/get-videos';
import { LIBRARY_LETTERS, letterOf } from '../api/library-letters';
import { GRID_COLUMNS, PosterGrid, PosterGridSkeleton, SUBGRID_CLASSES } from './poster-grid';

function groupByLetter(items: readonly VideoListItem[]): Map<string, VideoListItem[]> {
  const groups = new Map<string, VideoListItem[]>();
  for (const item of items) {
    const letter = letterOf(item.title);
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return groups;
}

const letterRank = (letter: string) => LIBRARY_LETTERS.indexOf(letter);

/**
 * The columns a letter takes in the page's poster grid: as many as it has titles, up to a full row at each
 * breakpoint. Letters with a title or two share a row instead of leaving it empty (issue 14).
 */
const LETTER_SPANS = [
  'col-span-1',
  'col-span-2',
  'col-span-2 sm:col-span-3',
  'col-span-2 sm:col-span-3 md:col-span-4',
  'col-span-2 sm:col-span-3 md:col-span-4 lg:col-span-5',
  'col-span-full',
] as const;
const letterSpan = (count: number) => LETTER_SPANS[Math.min(count, LETTER_SPANS.length) - 1];
const headingId = (letter: string) => `library-${letter === '#' ? 'digits' : letter}`;

/** /library: the whole catalogue A to Z (sort=title, pages of 20 as you scroll) with a letter jump bar. */
export function LibraryPage() {
  const { t } = useTranslation('catalog');
  const query = useInfiniteVideos({ sort: 'title' });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const groups = groupByLetter(items);
  const complete = query.isSuccess && !query.hasNextPage;
  const [jumping, setJumping] = useState<string | null>(null);
  // The letter asked for and the one shown instead (none: no letter after it has titles).
  const [notice, setNotice] = useState<{ letter: string; target: string | null } | null>(null);
  const [jumpCount, setJumpCount] = useState(0);
  const scrollTarget = useRef<string | null>(null);

  useEffect(() => {
    const letter = scrollTarget.current;
    if (!letter) return;
    const heading = document.getElementById(headingId(letter));
    if (!heading) return;
    scrollTarget.current = null;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [jumpCount, items.length]);

  /** Loads pages until the letter's titles arrive (or the list has gone past it), then moves to them. */
  async function handleJump(letter: string) {
    setJumping(letter);
    setNotice(null);
    let loaded = items;
    let hasMore = query.hasNextPage;
    const passed = () => {
      const last = loaded.at(-1);
      return last ? letterRank(letterOf(last.title)) > letterRank(letter) : false;
    };
    while (!loaded.some((item) => letterOf(item.title) === letter) && hasMore && !passed()) {
      const result = await query.fetchNextPage();
      if (result.isError) break;
      loaded = result.data?.pages.flatMap((page) => page.items) ?? loaded;
      hasMore = result.hasNextPage;
    }
    const present = new Set(loaded.map((item) => letterOf(item.title)));
    const target = present.has(letter)
      ? letter
      : LIBRARY_LETTERS.find(
          (candidate) => letterRank(candidate) > letterRank(letter) && present.has(candidate),
        );
    if (target !== letter) {
      setNotice({ letter, target: target ?? null });
    }
    scrollTarget.current = target ?? null;
    setJumping(null);
    setJumpCount((count) => count + 1);
  }

  const noticeText = notice
    ? notice.target
      ? t('library.noneShowing', { letter: notice.letter, target: notice.target })
      : t('library.none', { letter: notice.letter })
    : '';

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title={t('library.title')} description={t('library.description')} />
      <nav
        aria-label={t('library.jumpLabel')}
        className="z-30 -mx-4 mb-6 border-y border-border/60 bg-background/95 px-4 py-2 backdrop-blur-md sm:-mx-6 sm:px-6 lg:sticky lg:top-16 lg:mx-0 lg:rounded-lg lg:border lg:px-2"
      >
        <ul className="scrollbar-none flex gap-1 overflow-x-auto lg:justify-between">
          {LIBRARY_LETTERS.map((letter) => {
            const empty = complete && !groups.has(letter);
            return (
              <li key={letter}>
                <button
                  type="button"
                  onClick={() => void handleJump(letter)}
                  disabled={empty || jumping !== null}
                  aria-label={
                    letter === '#' ? t('library.startingWithNumber') : t('library.startingWith', { letter })
                  }
                  className={clsx(
                    'inline-flex size-9 items-center justify-center rounded-md text-sm font-bold transition-colors',
                    empty ? 'text-muted/50' : 'text-foreground hover:bg-surface-2',
                    jumping === letter && 'bg-surface-2 motion-safe:animate-pulse',
                  )}
                >
                  {letter}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <p role="status" className="sr-only">
        {jumping ? t('library.finding', { letter: jumping }) : noticeText}
      </p>
      {noticeText ? (
        <p aria-hidden="true" className="-mt-3 mb-4 text-sm text-muted">
          {noticeText}
        </p>
      ) : null}
      {query.isPending ? (
        <PosterGridSkeleton count={12} />
      ) : query.isError && items.length === 0 ? (
        <QueryErrorState
          title={t('library.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <StateMessage
          role="status"
          icon={<Clapperboard className="size-8" />}
          title={t('library.emptyTitle')}
          description={t('library.emptyDescription')}
        />
      ) : (
        <>
          <div
            data-testid="library-letters"
            className={clsx('grid gap-x-3 gap-y-10 xl:gap-x-4', GRID_COLUMNS)}
          >
            {[...groups.entries()].map(([letter, group], index) => (
              <section
                key={letter}
                aria-labelledby={headingId(letter)}
                className={clsx('grid grid-cols-subgrid content-start', letterSpan(group.length))}
              >
                <h2
                  id={headingId(letter)}
                  tabIndex={-1}
                  className="col-span-full mb-3 scroll-mt-36 text-xl font-bold focus:outline-none"
                >
                  {letter}
                </h2>
                <PosterGrid
                  items={group}
                  label={t('library.letterLabel', { letter })}
                  eagerCount={index === 0 ? 6 : 0}
                  gridClassName={clsx('col-span-full', SUBGRID_CLASSES)}
                />
              </section>
            ))}
          </div>
          <InfiniteLoader
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            error={query.isFetchNextPageError ? query.error : null}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
