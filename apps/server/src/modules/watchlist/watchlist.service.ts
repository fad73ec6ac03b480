import type { WatchlistEntry } from '@mzansi/contracts/watchlist';
import { DEFAULT_LANGUAGE, type Language } from '@mzansi/i18n/languages';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { toListItem, type CatalogService } from '../catalog/catalog.service';
import { createWatchlistRepository, type WatchlistRow } from './watchlist.repository';
import { localised } from '../../i18n/translate';
import type { ProfileOwner } from '../viewer-profiles/owner';

const toEntry = (userId: string, row: WatchlistRow): WatchlistEntry => ({
  id: row.entryId,
  user_id: userId,
  video_id: row.id,
  added_at: new Date(row.addedAt).toISOString(),
  video: toListItem(row),
});

export function createWatchlistService(ctx: AppContext, deps: { catalog: CatalogService }) {
  const repository = createWatchlistRepository(ctx.database.db);
  const { catalog } = deps;

  return {
    /** The profile's list, its taglines in the interface language (English where a title has none in it). */
    async list(owner: ProfileOwner, language: Language = DEFAULT_LANGUAGE): Promise<WatchlistEntry[]> {
      return (await repository.list(ctx.clock.now(), owner.profileId, language)).map((row) =>
        toEntry(owner.userId, row),
      );
    },

    async add(owner: ProfileOwner, titleId: string): Promise<WatchlistEntry> {
      const now = ctx.clock.now();
      const [title] = await catalog.listItems([titleId]);
      if (!title) throw new AppError('not_found', localised('messages:signedUrl404'));
      const added = await repository.add(owner, titleId, now);
      if (!added) throw new AppError('conflict', localised('errors:watchlist.alreadyInList'));
      return {
        id: added.id,
        user_id: owner.userId,
        video_id: title.id,
        added_at: new Date(added.addedAt).toISOString(),
        video: title,
      };
    },

    async remove(owner: ProfileOwner, titleId: string): Promise<void> {
      if (!(await repository.remove(owner.profileId, titleId))) {
        throw new AppError('not_found', localised('errors:watchlist.notInList'));
      }
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
