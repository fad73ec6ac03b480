import type { Language } from '@mzansi/i18n/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { watchlist } from '../../db/schema/index';
import { queryRows } from '../../db/sql';
import { isVisible, listColumns, type TitleListRow, withinMaturity } from '../../db/title-list';
import type { MaturityLimit } from '../viewer-profiles/maturity';
import type { ProfileOwner } from '../viewer-profiles/owner';

export interface WatchlistRow extends TitleListRow {
  entryId: string;
  addedAt: Date | string;
}

export function createWatchlistRepository(db: Database) {
  return {
    /**
     * The profile's saved titles that are still visible and within its maturity limit, newest first (spec §7). A
     * limit lowered after a title was saved hides it; the row stays (raising the limit again shows it).
     */
    list: (now: Date, profileId: string, language: Language, maturity: MaturityLimit) =>
      queryRows<WatchlistRow>(
        db,
        sql`select w.id as "entryId", w.added_at as "addedAt", ${listColumns(language)}
          from watchlist w join titles t on t.id = w.title_id
          where w.profile_id = ${profileId} and ${isVisible(now)} and ${withinMaturity(maturity)}
          order by w.added_at desc, w.id desc`,
      ),

    /** Inserts once; returns null when the title was already in the list. */
    async add(
      owner: ProfileOwner,
      titleId: string,
      now: Date,
    ): Promise<{ id: string; addedAt: Date } | null> {
      const [row] = await db
        .insert(watchlist)
        .values({ userId: owner.userId, profileId: owner.profileId, titleId, addedAt: now })
        .onConflictDoNothing({ target: [watchlist.profileId, watchlist.titleId] })
        .returning({ id: watchlist.id, addedAt: watchlist.addedAt });
      return row ?? null;
    },

    async remove(profileId: string, titleId: string): Promise<boolean> {
      const deleted = await db
        .delete(watchlist)
        .where(and(eq(watchlist.profileId, profileId), eq(watchlist.titleId, titleId)))
        .returning({ id: watchlist.id });
      return deleted.length > 0;
    },
  };
}
