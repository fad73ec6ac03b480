import type { RecommendationRow } from '@mzansi/contracts/discovery';
import type { AppContext } from '../../context';
import { toListItem } from '../catalog/catalog.service';
import { catalogueVersion } from '../catalog/catalogue-cache';
import { createRecommendationsRepository } from './recommendations.repository';

const ROW_SIZE = 16;

/**
 * The rows that are the same for everyone (trending, new, popular series and documentaries) are computed at most
 * this often, and again at once when the catalogue changes: on a large catalogue they are four scans of it, and
 * every home page asks for them. Trending therefore follows plays within a minute.
 */
export const SHARED_ROWS_REFRESH_MS = 60_000;

type Item = RecommendationRow['items'][number];

interface SharedRows {
  trending: Item[];
  newest: Item[];
  popularSeries: Item[];
  popularDocumentaries: Item[];
}

/**
 * Rows for /home and /recommendations. Everyone gets "Trending in South Africa" and "New on Mzansi Stream";
 * a viewer with history also gets "Because you watched …" rows and "Top picks for you" first; a visitor gets
 * popular series and documentaries instead.
 */
export function createRecommendationsService(ctx: AppContext) {
  const repository = createRecommendationsRepository(ctx.database.db);
  let shared: { version: number; computedAt: number; rows: Promise<SharedRows> } | null = null;

  async function computeShared(now: Date): Promise<SharedRows> {
    const [trending, newest, popularSeries, popularDocumentaries] = await Promise.all([
      repository.trending(now, ROW_SIZE),
      repository.newest(now, ROW_SIZE),
      repository.trending(now, ROW_SIZE, 'series'),
      repository.trending(now, ROW_SIZE, 'documentary'),
    ]);
    return {
      trending: trending.map(toListItem),
      newest: newest.map(toListItem),
      popularSeries: popularSeries.map(toListItem),
      popularDocumentaries: popularDocumentaries.map(toListItem),
    };
  }

  function sharedRows(now: Date): Promise<SharedRows> {
    const version = catalogueVersion(ctx);
    const current = shared;
    if (
      current &&
      current.version === version &&
      now.getTime() - current.computedAt < SHARED_ROWS_REFRESH_MS &&
      now.getTime() >= current.computedAt
    ) {
      return current.rows;
    }
    const next = { version, computedAt: now.getTime(), rows: computeShared(now) };
    shared = next;
    // A failure is not remembered: the next request tries again.
    next.rows.catch(() => {
      if (shared === next) shared = null;
    });
    return next.rows;
  }

  return {
    async rows(userId: string | null): Promise<RecommendationRow[]> {
      const now = ctx.clock.now();
      const rows: RecommendationRow[] = [];
      const row = (id: string, title: string, kind: string, items: Item[]) => {
        if (items.length > 0) rows.push({ id, title, kind, items });
      };
      const common = sharedRows(now);

      if (userId) {
        const recent = await repository.recentlyWatched(now, userId, 2);
        for (const watched of recent) {
          row(
            `because-${watched.id}`,
            `Because you watched ${watched.title}`,
            'because-you-watched',
            (await repository.becauseYouWatched(now, userId, watched.id, ROW_SIZE)).map(toListItem),
          );
        }
        if (recent.length > 0) {
          row(
            'top-picks',
            'Top picks for you',
            'genre',
            (await repository.topPicks(now, userId, ROW_SIZE)).map(toListItem),
          );
        }
      }
      const { trending, newest, popularSeries, popularDocumentaries } = await common;
      row('trending', 'Trending in South Africa', 'trending', trending);
      row('new', 'New on Mzansi Stream', 'new', newest);
      if (rows.every((candidate) => candidate.kind !== 'because-you-watched')) {
        row('popular-series', 'Series worth a weekend', 'popular', popularSeries);
        row('popular-documentaries', 'Real stories: documentaries', 'popular', popularDocumentaries);
      }
      return rows;
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
