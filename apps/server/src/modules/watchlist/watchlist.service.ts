import type { WatchlistEntry } from '@mzansi/contracts/watchlist';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { toListItem } from '../catalog/catalog.service';
import { createWatchlistRepository, type WatchlistRow } from './watchlist.repository';

const toEntry = (userId: string, row: WatchlistRow): WatchlistEntry => ({
  id: row.entryId,
  user_id: userId,
  video_id: row.id,
  added_at: new Date(row.addedAt).toISOString(),
  video: toListItem(row),
});

export function createWatchlistService(ctx: AppContext) {
  const repository = createWatchlistRepository(ctx.database.db);
  const catalog = createCatalogRepository(ctx.database.db);

  return {
    async list(userId: string): Promise<WatchlistEntry[]> {
      return (await repository.list(ctx.clock.now(), userId)).map((row) => toEntry(userId, row));
    },

    async add(userId: string, titleId: string): Promise<WatchlistEntry> {
      const now = ctx.clock.now();
      const [title] = await catalog.byIds(now, [titleId]);
      if (!title) throw new AppError('not_found', 'Video not found or no longer available.');
      const added = await repository.add(userId, titleId, now);
      if (!added) throw new AppError('conflict', 'This title is already in your list.');
      return toEntry(userId, { ...title, entryId: added.id, addedAt: added.addedAt });
    },

    async remove(userId: string, titleId: string): Promise<void> {
      if (!(await repository.remove(userId, titleId))) {
        throw new AppError('not_found', 'This title is not in your list.');
      }
    },
  };
}
