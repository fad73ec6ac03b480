import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { endpoints } from '@mzansi/contracts/endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type ApiClient } from '@/lib/api-client';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import type { VideoListFilters } from './get-videos';
import { extractVideoList } from './video-list';

export const publicVideosQueryKey = ['videos', 'public'] as const;

interface CachedVideoList {
  savedAt: string;
  items: unknown[];
}

/**
 * The item schema lives in its own chunk with zod (~25 kB gzip), fetched on first use instead of with the landing page.
 * Keep runtime imports of contracts/catalogue, errors and health out of code the entry chunk reaches.
 */
function loadVideoListItemSchema() {
  return import('@mzansi/contracts/catalogue').then((module) => module.videoListItemSchema);
}

/** Keeps the items that match the contract and drops the rest, so one bad record never empties the page. */
export async function validateVideoList(rawItems: unknown[]): Promise<VideoListItem[]> {
  const videoListItemSchema = await loadVideoListItemSchema();
  const valid: VideoListItem[] = [];
  for (const raw of rawItems) {
    const parsed = videoListItemSchema.safeParse(raw);
    if (parsed.success) {
      valid.push(parsed.data);
    } else if (import.meta.env.DEV) {
      console.warn('[catalog] dropped an invalid video list item', raw, parsed.error.issues);
    }
  }
  return valid;
}

function readCachedList(storage: Storage | undefined): unknown[] | undefined {
  const cached = readJson(STORAGE_KEYS.publicVideos, storage) as Partial<CachedVideoList> | undefined;
  return Array.isArray(cached?.items) ? cached.items : undefined;
}

export interface GetPublicVideosOptions {
  signal?: AbortSignal;
  client?: ApiClient;
  /** defaults to localStorage */
  storage?: Storage;
  /** the API client's own retries; 0 when TanStack Query runs the fetcher (it retries itself, D23) */
  retries?: number;
}

/**
 * GET /api/videos/public (spec §7): no-cache, JSON only, array required. A good answer is kept in localStorage and
 * served in place of a failed one ("cached locally as fallback"); with no copy the original error is thrown.
 */
export async function getPublicVideos(options: GetPublicVideosOptions = {}): Promise<VideoListItem[]> {
  const { signal, client, storage, retries } = options;
  // Fetch the validator alongside the list rather than after it; a failure here resurfaces in validateVideoList.
  loadVideoListItemSchema().catch(() => undefined);
  try {
    // Read defensively (extractVideoList, validateVideoList): one bad record never empties the page.
    const body: unknown = await api(
      endpoints.publicVideos,
      {},
      { cache: 'no-cache', signal, retries, client },
    );
    const items = await validateVideoList(extractVideoList(body));
    writeJson(
      STORAGE_KEYS.publicVideos,
      { savedAt: new Date().toISOString(), items } satisfies CachedVideoList,
      storage,
    );
    return items;
  } catch (error) {
    if (signal?.aborted) throw error;
    const cached = readCachedList(storage);
    if (cached) return validateVideoList(cached);
    throw error;
  }
}

export const publicVideosQueryOptions = () =>
  queryOptions({
    queryKey: publicVideosQueryKey,
    queryFn: ({ signal }) => getPublicVideos({ signal, retries: 0 }),
  });

/** The public catalogue list, shared by the landing strip, /home and the title placeholder. */
export function usePublicVideos() {
  return useQuery(publicVideosQueryOptions());
}

/**
 * Pages that list titles keep the public list fresh in the background (once per freshness window, when the browser
 * is idle), so a copy is saved on this device for the day the network fails (spec §7 "cached locally as fallback").
 */
export function useKeepPublicCatalogue(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const fetchList = () => void queryClient.prefetchQuery(publicVideosQueryOptions());
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetchList, { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchList, 0);
    return () => clearTimeout(timer);
  }, [queryClient]);
}

/**
 * What to show when a page's own list failed (spec §7): the public list from memory, else from the network, else
 * the copy saved on this device, narrowed to the page's filters. Asked once (no retries): the page's own query has
 * already spent them.
 */
export function useSavedCatalogue(enabled: boolean, filters: VideoListFilters = {}) {
  return useQuery({
    ...publicVideosQueryOptions(),
    enabled,
    retry: false,
    select: (items) => narrowSavedList(items, filters),
  });
}

/** The saved list narrowed and ordered as GET /api/videos would (type, genre slug, audio language, sort). */
export function narrowSavedList(items: readonly VideoListItem[], filters: VideoListFilters): VideoListItem[] {
  const kept = items.filter(
    (item) =>
      (!filters.type || item.type === filters.type) &&
      (!filters.genre || item.genres.includes(filters.genre)) &&
      (!filters.language || item.languages.includes(filters.language)),
  );
  if (filters.sort === 'title') return kept.sort((a, b) => a.title.localeCompare(b.title));
  if (filters.sort === 'popular') return kept;
  return kept.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
