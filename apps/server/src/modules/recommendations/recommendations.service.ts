import type { RecommendationRow } from '@mzansi/contracts/discovery';
import type { AppContext } from '../../context';
import { toListItem } from '../catalog/catalog.service';
import { createRecommendationsRepository } from './recommendations.repository';

const ROW_SIZE = 16;

/**
 * Rows for /home and /recommendations. Everyone gets "Trending in South Africa" and "New on Mzansi Stream";
 * a viewer with history also gets "Because you watched …" rows and "Top picks for you" first; a visitor gets
 * popular series and documentaries instead.
 */
export function createRecommendationsService(ctx: AppContext) {
  const repository = createRecommendationsRepository(ctx.database.db);

  return {
    async rows(userId: string | null): Promise<RecommendationRow[]> {
      const now = ctx.clock.now();
      const rows: RecommendationRow[] = [];
      const row = (
        id: string,
        title: string,
        kind: string,
        items: Awaited<ReturnType<typeof repository.newest>>,
      ) => {
        if (items.length > 0) rows.push({ id, title, kind, items: items.map(toListItem) });
      };

      if (userId) {
        const recent = await repository.recentlyWatched(now, userId, 2);
        for (const watched of recent) {
          row(
            `because-${watched.id}`,
            `Because you watched ${watched.title}`,
            'because-you-watched',
            await repository.becauseYouWatched(now, userId, watched.id, ROW_SIZE),
          );
        }
        if (recent.length > 0)
          row('top-picks', 'Top picks for you', 'genre', await repository.topPicks(now, userId, ROW_SIZE));
      }
      row('trending', 'Trending in South Africa', 'trending', await repository.trending(now, ROW_SIZE));
      row('new', 'New on Mzansi Stream', 'new', await repository.newest(now, ROW_SIZE));
      if (rows.every((candidate) => candidate.kind !== 'because-you-watched')) {
        row(
          'popular-series',
          'Series worth a weekend',
          'popular',
          await repository.trending(now, ROW_SIZE, 'series'),
        );
        row(
          'popular-documentaries',
          'Real stories: documentaries',
          'popular',
          await repository.trending(now, ROW_SIZE, 'documentary'),
        );
      }
      return rows;
    },
  };
}
