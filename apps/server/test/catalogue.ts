import { eq } from 'drizzle-orm';
import { titles } from '../src/db/schema/index';
import { invalidateCatalogue } from '../src/modules/catalog/catalogue-cache';
import type { TestServer } from './harness';

/**
 * Gives every title of the test catalogue (which has no artwork) a poster and a backdrop under the given hash, then
 * drops the catalogue cache: the condition for a title to be the home hero.
 */
export async function giveEveryTitleArtwork(server: TestServer, hash: string): Promise<void> {
  const { db } = server.ctx.database;
  for (const { id } of await db.select({ id: titles.id }).from(titles)) {
    const image = (kind: string) => ({
      base: `artwork/titles/${id}/${kind}-${hash}`,
      widths: [640],
      width: 640,
      height: 360,
      format: 'webp' as const,
    });
    await db
      .update(titles)
      .set({ artwork: { poster: image('poster'), backdrop: image('backdrop') } })
      .where(eq(titles.id, id));
  }
  invalidateCatalogue(server.ctx);
}
