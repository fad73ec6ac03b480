import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/index';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfilePatch = Partial<
  Pick<ProfileRow, 'username' | 'displayName' | 'bio' | 'website' | 'location' | 'avatarUrl'>
>;

export function createProfileRepository(db: Database) {
  return {
    async findById(id: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return row ?? null;
    },

    /** Inserts unless the user already has a profile; a taken username throws a unique violation. */
    async insertIfMissing(row: typeof profiles.$inferInsert): Promise<ProfileRow | null> {
      const [inserted] = await db
        .insert(profiles)
        .values(row)
        .onConflictDoNothing({ target: profiles.id })
        .returning();
      return inserted ?? null;
    },

    /** Case-insensitive, as the unique index is. */
    async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            sql`lower(${profiles.username}) = ${username.toLowerCase()}`,
            exceptId ? ne(profiles.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async update(id: string, patch: ProfilePatch, now: Date): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ ...patch, updatedAt: now })
        .where(eq(profiles.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
