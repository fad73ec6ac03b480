import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessionViewerProfiles, viewerProfiles } from '../../db/schema/index';

export type ViewerProfileRow = typeof viewerProfiles.$inferSelect;

/** SQL for viewer profiles (issue 16, D73). Every query is scoped to the account that owns the profiles. */
export function createViewerProfilesRepository(db: Database) {
  return {
    /** The account's profiles, the primary one first, then in the order they were made. */
    list: (userId: string): Promise<ViewerProfileRow[]> =>
      db
        .select()
        .from(viewerProfiles)
        .where(eq(viewerProfiles.userId, userId))
        .orderBy(desc(viewerProfiles.isPrimary), asc(viewerProfiles.createdAt), asc(viewerProfiles.id)),

    async find(userId: string, id: string): Promise<ViewerProfileRow | null> {
      const [row] = await db
        .select()
        .from(viewerProfiles)
        .where(and(eq(viewerProfiles.userId, userId), eq(viewerProfiles.id, id)));
      return row ?? null;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(viewerProfiles)
        .where(eq(viewerProfiles.userId, userId));
      return row?.n ?? 0;
    },

    /** The profile a session chose (null: none yet). */
    async chosenBy(sessionId: string): Promise<string | null> {
      const [row] = await db
        .select({ profileId: sessionViewerProfiles.profileId })
        .from(sessionViewerProfiles)
        .where(eq(sessionViewerProfiles.sessionId, sessionId));
      return row?.profileId ?? null;
    },
  };
}

export type ViewerProfilesRepository = ReturnType<typeof createViewerProfilesRepository>;
