import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { RecommendationRow, RecommendationsResponse } from '@mzansi/contracts/discovery';
import type { ViewerProfileAvatar } from '@mzansi/contracts/viewer-profiles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { OFFSCREEN_ROW, RowHeadingSkeleton, RowSection } from '@/components/ui/row-section';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useCollections } from '@/features/catalog/api/get-collections';
import { useKeepPublicCatalogue } from '@/features/catalog/api/get-public-videos';
import { useHomeRecommendations, useRecommendations } from '@/features/catalog/api/get-recommendations';
import { useInfiniteVideos } from '@/features/catalog/api/get-videos';
import { PLAY_MAIN, watchHref } from '@/features/catalog/api/title-links';
import { CategoriesBanner } from '@/features/catalog/components/categories-banner';
import { CollectionRow } from '@/features/catalog/components/collection-row';
import { HomeHero, HomeHeroSkeleton, HomeHeroSpacer } from '@/features/catalog/components/home-hero';
import { SavedTitles } from '@/features/catalog/components/saved-titles';
import { TitleActions } from '@/features/catalog/components/title-actions';
import { featuredFromRows } from '@/features/catalog/lib/featured-title';
import { TitleRowSkeleton } from '@/features/catalog/components/title-row';
import { LazyVideoRow, VideoRowSection } from '@/features/catalog/components/video-row-section';
import { ContinueWatchingRow } from '@/features/history/components/continue-watching-row';
import { PreviewVideo } from '@/features/player/components/preview-video';
import { useWatchlist } from '@/features/watchlist/api/get-watchlist';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { MyListButton } from '@/features/watchlist/components/my-list-button';
import { canAutoplayPreview } from '@/lib/data-saver';
import { translate } from '@/lib/i18n';
import { ProfileAvatar } from '@/components/ui/profile-avatar';
import { useAuthStore } from '@/stores/auth-store';

/** Where each recommendation row's "See all" leads, by row id. */
const SEE_ALL: Record<string, string> = {
  trending: '/browse?sort=popular',
  new: '/browse',
  'popular-series': '/browse?type=series&sort=popular',
  'popular-documentaries': '/browse?type=documentary&sort=popular',
};

const PREVIEW_DELAY_MS = 2500;

/**
 * Whether the hero may start its muted preview: wide screens on a fast connection without Data saver (DESIGN.md),
 * after the page has settled, and only while the tab is visible.
 */
function usePreviewAllowed(videoId: string | null | undefined): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (!videoId) return;
    if (!canAutoplayPreview() || !window.matchMedia?.('(min-width: 1024px)').matches) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') setAllowed(true);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [videoId]);
  return allowed && Boolean(videoId);
}

function featuredOf(home: RecommendationsResponse | undefined, newest: VideoListItem[] | undefined) {
  const fromRows = featuredFromRows(home?.rows, home?.featured);
  if (fromRows) return fromRows;
  const fromNewest = newest?.find((item) => item.backdrop.src);
  return fromNewest ? { item: fromNewest, kicker: translate('catalog:home.newOnMzansi') } : null;
}

/**
 * The hero reads the rows and the newest titles itself: the page around it does not re-render when they arrive.
 * The start prefetch (spec §9) has usually brought the newest titles already: the hero falls back to them.
 */
function Hero() {
  const recommendations = useHomeRecommendations();
  const newest = useInfiniteVideos({});
  const featured = featuredOf(recommendations.data, newest.data?.pages[0]?.items);
  const loading = recommendations.isPending || (recommendations.isError && newest.isPending);
  const item = featured?.item;
  const preview = usePreviewAllowed(item?.trailerVideoId);
  if (!item) return loading ? <HomeHeroSkeleton /> : <HomeHeroSpacer />;
  return (
    <HomeHero
      item={item}
      kicker={featured.kicker}
      media={preview && item.trailerVideoId ? <PreviewVideo videoId={item.trailerVideoId} /> : null}
      actions={
        <TitleActions
          video={item}
          context="hero"
          playHref={watchHref(item.id, PLAY_MAIN)}
          trailerHref={item.trailerVideoId ? watchHref(item.id, item.trailerVideoId) : null}
        >
          <MyListButton video={item} variant="ghost" className="bg-black/30 backdrop-blur-sm" />
        </TitleActions>
      }
    />
  );
}

function MyListRow() {
  const { t } = useTranslation('catalog');
  const query = useWatchlist();
  return (
    <VideoRowSection
      title={t('home.myList')}
      seeAllHref="/my-list"
      query={{ ...query, data: query.data?.map((entry) => entry.video) }}
    />
  );
}

function RecommendationRows() {
  const { t } = useTranslation('catalog');
  const query = useRecommendations();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  if (query.isError) {
    // A bad connection shows the catalogue saved on this device (spec §7), else the section's error.
    return (
      <SavedTitles
        layout="row"
        label={t('home.savedOnDevice')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        fallback={
          <QueryErrorState
            variant="section"
            name={t('home.recommendations')}
            error={query.error}
            onRetry={() => void query.refetch()}
            onHide={() => setHidden(true)}
          />
        }
      />
    );
  }
  if (!query.data) {
    return (
      <>
        {[0, 1].map((index) => (
          <div key={index}>
            <RowHeadingSkeleton />
            <TitleRowSkeleton />
          </div>
        ))}
      </>
    );
  }
  return (
    <>
      {query.data.map((row, index) => (
        <RecommendedRow key={row.id} row={row} eager={index < EAGER_ROWS} refetch={query.refetch} />
      ))}
    </>
  );
}

/** Rows drawn with the first render; the others when they near the viewport (less work before the page settles). */
const EAGER_ROWS = 1;

function RecommendedRow({
  row,
  eager,
  refetch,
}: {
  row: RecommendationRow;
  eager: boolean;
  refetch: () => unknown;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const shown = eager || near;
  return (
    <div ref={eager ? undefined : ref} className={eager ? undefined : OFFSCREEN_ROW}>
      <VideoRowSection
        title={row.title}
        seeAllHref={SEE_ALL[row.id]}
        // Until it is drawn, the row's own skeleton holds its place under its heading.
        query={{ data: shown ? row.items : undefined, isError: false, error: null, refetch }}
      />
    </div>
  );
}

function CollectionsSection() {
  const { t } = useTranslation('catalog');
  const [hidden, setHidden] = useState(false);
  const query = useCollections();
  if (hidden || (query.data && query.data.length === 0)) return null;
  return (
    <RowSection title={t('home.collections')} seeAllHref="/discover" className={OFFSCREEN_ROW}>
      {query.isError ? (
        <QueryErrorState
          variant="section"
          name={t('home.collections')}
          error={query.error}
          onRetry={() => void query.refetch()}
          onHide={() => setHidden(true)}
        />
      ) : query.data ? (
        <CollectionRow collections={query.data} label={t('home.collections')} />
      ) : (
        <TitleRowSkeleton count={4} label={t('home.collections')} />
      )}
    </RowSection>
  );
}

/** The categories banner of spec §8, above the rows, when the categories fail. */
function CategoriesErrorBanner() {
  const categories = useCategories();
  if (!categories.isError) return null;
  return <CategoriesBanner onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
}

/** One row per category with titles in it. */
function CategoryRows() {
  const categories = useCategories();
  return (
    <>
      {categories.data
        ?.filter((category) => category.videoCount > 0)
        .map((category) => (
          <LazyVideoRow
            key={category.slug}
            title={category.name}
            filters={{ genre: category.slug }}
            seeAllHref={`/browse/${category.slug}`}
          />
        ))}
    </>
  );
}

/**
 * /home for a Kids profile (issue 16): a friendly greeting instead of the hero (no Premium pitch), then its own
 * Continue watching and My List, and the rows the server returns, already cut to the profile's maturity limit.
 */
function KidsHome({ name, avatar }: { name: string; avatar: ViewerProfileAvatar }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="relative mx-auto max-w-[1440px] space-y-8 px-4 pt-24 pb-16 sm:space-y-10 sm:px-6 sm:pt-28 lg:px-10">
      <header className="flex items-center gap-4 rounded-3xl bg-gradient-to-r from-accent/25 via-primary/15 to-transparent p-5 sm:p-8">
        <ProfileAvatar avatar={avatar} size="lg" />
        <div>
          <h1 className="text-xl font-bold sm:text-2xl">{t('kids.heading', { name })}</h1>
          <p className="mt-1 text-base text-muted">{t('kids.intro')}</p>
        </div>
      </header>
      <CategoriesErrorBanner />
      <ContinueWatchingRow />
      <MyListRow />
      <RecommendationRows />
      <CategoryRows />
    </div>
  );
}

/**
 * /home (spec §2): the hero, then Continue watching and My List (signed in), the recommendation rows, the
 * collections, and one row per category, each fetched as it nears the viewport. Each section subscribes to its own
 * data, so what arrives redraws that section only (fewer long tasks while the page loads).
 */
export function HomePage() {
  useKeepPublicCatalogue();
  const { t } = useTranslation('catalog');
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const kidsProfile = useAuthStore((state) =>
    state.isAuthenticated && state.viewerProfile?.kids ? state.viewerProfile : null,
  );
  if (kidsProfile) return <KidsHome name={kidsProfile.name} avatar={kidsProfile.avatar} />;
  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      <Hero />
      <div className="relative mx-auto max-w-[1440px] space-y-8 px-4 pb-16 sm:space-y-10 sm:px-6 lg:px-10">
        <CategoriesErrorBanner />
        {signedIn ? <ContinueWatchingRow /> : null}
        {signedIn ? <MyListRow /> : null}
        <RecommendationRows />
        <CollectionsSection />
        <CategoryRows />
      </div>
    </>
  );
}
