import type { WatchlistEntry } from '@mzansi/contracts/watchlist';
import type { Language } from '@mzansi/i18n/languages';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { toListItem, type CatalogService } from '../catalog/catalog.service';
import { createWatchlistRepository, type WatchlistRow } from './watchlist.repository';
import { localised } from '../../i18n/translate';
import { assertWithinMaturity, type MaturityLimit } from '../viewer-profiles/maturity';
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
    /**
     * The profile's list, its taglines in the interface language (English where a title has none in it); only the
     * titles its maturity limit allows (D74).
     */
    async list(owner: ProfileOwner, language: Language, maturity: MaturityLimit): Promise<WatchlistEntry[]> {
      return (await repository.list(ctx.clock.now(), owner.profileId, language, maturity)).map((row) =>
        toEntry(owner.userId, row),
      );
    },

    /** Saves a visible title; 403 maturity_restricted for one above the profile's limit (D74). */
    async add(owner: ProfileOwner, titleId: string, maturity: MaturityLimit): Promise<WatchlistEntry> {
      const now = ctx.clock.now();
      const [title] = await catalog.listItems([titleId]);
      if (!title) throw new AppError('not_found', localised('messages:signedUrl404'));
      assertWithinMaturity(maturity, title.ageRating);
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
